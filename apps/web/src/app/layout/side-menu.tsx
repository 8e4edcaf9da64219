// The left menu: product categories on the company site and the company contacts (portal §1).
// External links open in a new tab; below 768 px the same menu lives in the burger panel.
import { IconExternalLink, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { companyContacts, productCategoryLinks } from '../../config/site';
import classes from './app-layout.module.css';

export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={classes.menuScroll}>
      <nav aria-labelledby="podbor-menu-title" className={classes.menuSection}>
        <h2 id="podbor-menu-title" className={classes.menuTitle}>
          {t('menu.title')}
        </h2>
        <ul className={classes.menuList}>
          {productCategoryLinks.map((link) => (
            <li key={link.key}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                title={t('menu.externalHint')}
                className={classes.menuLink}
                onClick={onNavigate}
              >
                <span>{t(`menu.${link.key}`)}</span>
                <IconExternalLink size={14} stroke={1.5} aria-hidden className={classes.menuLinkIcon} />
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="podbor-contacts" className={classes.menuSection}>
        <h2 id="podbor-contacts" className={classes.menuTitle}>
          {t('contacts.title')}
        </h2>
        <address className={classes.contacts}>
          <a href={companyContacts.phoneHref} className={classes.contact}>
            <IconPhone size={16} stroke={1.6} aria-label={t('contacts.phone')} />
            <span>{companyContacts.phone}</span>
          </a>
          <a href={`mailto:${companyContacts.email}`} className={classes.contact}>
            <IconMail size={16} stroke={1.6} aria-label={t('contacts.email')} />
            <span>{companyContacts.email}</span>
          </a>
          <span className={classes.contact}>
            <IconMapPin size={16} stroke={1.6} aria-label={t('contacts.address')} />
            <span>{companyContacts.address}</span>
          </span>
        </address>
      </section>
    </div>
  );
}
