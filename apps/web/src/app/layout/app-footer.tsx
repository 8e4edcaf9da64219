// The footer: three static news items (portal §1: static in the frame, links to the company site)
// and the copyright «© 2012–2020».
import { useTranslation } from 'react-i18next';
import { companySite, copyrightYears, footerNews } from '../../config/site';
import classes from './app-layout.module.css';

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      <h2 className={classes.footerTitle}>{t('footer.newsTitle')}</h2>
      <ul className={classes.newsList}>
        {footerNews.map((item) => (
          <li key={item.key} className={classes.newsItem}>
            <a href={item.href} target="_blank" rel="noopener noreferrer">
              {t(`footer.news.${item.key}`)}
            </a>
          </li>
        ))}
      </ul>
      <p className={classes.copyright}>
        {t('footer.copyright', { years: copyrightYears, name: companySite.name })}
      </p>
    </footer>
  );
}
