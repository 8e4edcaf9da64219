// The «podbor» logo: a mark and the word, linking to the selection home.
// Kept apart from the header so other frames (print, error pages) can reuse it.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import classes from './app-layout.module.css';

export function SiteLogo({ onClick }: { onClick?: () => void }) {
  const { t } = useTranslation();
  return (
    <Link to={paths.home.getHref()} className={classes.logo} onClick={onClick}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden focusable="false">
        <rect width="32" height="32" rx="7" fill="var(--mantine-primary-color-filled)" />
        <path
          d="M10 24V8h7a5 5 0 0 1 0 10h-7"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>
        <span className={classes.logoWord}>{t('app.logo')}</span>
        <span className={classes.logoCaption}>{t('app.logoCaption')}</span>
      </span>
    </Link>
  );
}
