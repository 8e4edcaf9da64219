// Company configuration shown in the page frame: external catalogue links, contacts, footer news.
// The example.com addresses are placeholders to be replaced by the company's real site before launch.

export const companySite = {
  /** The first breadcrumb («Главная») and the logo's company link point here. */
  mainUrl: 'https://example.com/',
  name: 'podbor',
} as const;

export interface ExternalLink {
  /** i18n key under `menu.` in the common namespace. */
  key: string;
  href: string;
}

/** Left menu: product categories on the company site (portal §1). */
export const productCategoryLinks: readonly ExternalLink[] = [
  { key: 'pumps', href: 'https://example.com/catalog/pumps' },
  { key: 'stations', href: 'https://example.com/catalog/pumping-stations' },
  { key: 'heatExchangers', href: 'https://example.com/catalog/heat-exchangers' },
  { key: 'collectors', href: 'https://example.com/catalog/collector-units' },
  { key: 'heatPoints', href: 'https://example.com/catalog/heat-points' },
  { key: 'convectors', href: 'https://example.com/catalog/convectors' },
  { key: 'radiators', href: 'https://example.com/catalog/radiators' },
  { key: 'pipes', href: 'https://example.com/catalog/pipes' },
];

/** Company contacts (left menu and footer). */
export const companyContacts = {
  phone: '+7 (800) 000-00-00',
  phoneHref: 'tel:+78000000000',
  email: 'info@example.com',
  address: 'Москва, ул. Примерная, д. 1',
} as const;

/** Footer: three static news items (portal §1); text keys under `footer.news.` in the common namespace. */
export const footerNews: readonly ExternalLink[] = [
  { key: 'catalog', href: 'https://example.com/news/catalog' },
  { key: 'heat', href: 'https://example.com/news/heat-exchangers' },
  { key: 'cabinet', href: 'https://example.com/news/cabinet' },
];

export const copyrightYears = '2012–2020';
