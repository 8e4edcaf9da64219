// The breadcrumb rules of portal §2 / calculators §2 as one pure function, tested without a browser:
// company site, selection home, middle crumbs by route name or current title, then the last crumb.
import type { TFunction } from 'i18next';
import type { BreadcrumbTitles } from '../../lib/breadcrumb-title';
import { companySite } from '../../config/site';
import { paths } from '../../config/paths';
import { calculatorList } from '@podbor/contracts/calculators';
import { routeNameOf, routeTitle, type RouteName } from '../route-names';

export interface Crumb {
  label: string;
  href: string;
  /** Leads to the company site, outside the app. */
  external?: boolean;
  /** The page the user is on. */
  current?: boolean;
}

/** A calculator page names itself (a series, a pump): its stored title is the last crumb. */
const isCalculatorPath = (path: string): boolean =>
  calculatorList.some((c) => path === c.path || path.startsWith(`${c.path}/`));

export const buildBreadcrumbs = (pathname: string, titles: BreadcrumbTitles, t: TFunction): Crumb[] => {
  const label = (name: RouteName) => routeTitle(name, t);
  const crumbs: Crumb[] = [
    { label: t('breadcrumbs.home'), href: companySite.mainUrl, external: true },
    { label: label('Main.Home'), href: paths.home.getHref() },
  ];
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) {
    crumbs[1] = { ...crumbs[1]!, current: true };
    return crumbs;
  }

  for (let i = 1; i < segments.length; i++) {
    const prefix = `/${segments.slice(0, i).join('/')}`;
    const name = routeNameOf(prefix, { staticOnly: true });
    const text = name ? label(name) : titles.currentTitle;
    if (text) crumbs.push({ label: text, href: prefix });
  }

  const full = `/${segments.join('/')}`;
  const name = routeNameOf(full);
  const routeLabel = name ? label(name) : null;
  const useCurrentTitle = isCalculatorPath(full) || name === 'Person.Object';
  const last = useCurrentTitle
    ? (titles.currentTitle ?? routeLabel)
    : (titles.projectTitle ?? routeLabel ?? titles.currentTitle);
  const lastLabel = last ?? label('Main.NotFound');
  // A middle crumb that borrowed the same stored title as the last one (a pump's name on both
  // /aquastrong/{series} and /aquastrong/{series}/{pump}) would only repeat it.
  while (crumbs.length > 2 && crumbs.at(-1)!.label === lastLabel) crumbs.pop();
  crumbs.push({ label: lastLabel, href: full, current: true });
  return crumbs;
};

/**
 * The browser tab's title from the same trail: the current page, then the selection home
 * («Объект А — Подбор оборудования»); on the home page just its name.
 */
export const documentTitle = (crumbs: Crumb[]): string => {
  const site = crumbs[1]!.label;
  const current = crumbs.at(-1)!.label;
  return current === site ? site : `${current} — ${site}`;
};
