// The breadcrumb bar above every page, rendered from buildBreadcrumbs() and the stored titles.
// The first crumb leaves for the company site; the last one is the current page and not a link.
// The browser tab's title follows the last crumb.
import { useEffect } from 'react';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useBreadcrumbTitles } from '../../lib/breadcrumb-title';
import { buildBreadcrumbs, documentTitle } from './breadcrumb-trail';
import classes from './app-layout.module.css';

export function Breadcrumbs() {
  const { pathname } = useLocation();
  const titles = useBreadcrumbTitles();
  const { t } = useTranslation();
  const crumbs = buildBreadcrumbs(pathname, titles, t);
  const title = documentTitle(crumbs);
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <nav aria-label={t('breadcrumbs.label')} className={classes.breadcrumbs}>
      <ol className={classes.crumbList}>
        {crumbs.map((crumb, i) => (
          <li key={crumb.href} className={classes.crumb}>
            {i > 0 ? (
              <IconChevronRight size={14} stroke={1.6} aria-hidden className={classes.crumbSeparator} />
            ) : null}
            {crumb.current ? (
              <span aria-current="page" className={classes.crumbCurrent}>
                {crumb.label}
              </span>
            ) : crumb.external ? (
              <a href={crumb.href} target="_blank" rel="noopener noreferrer" className={classes.crumbLink}>
                {crumb.label}
              </a>
            ) : (
              <Link to={crumb.href} className={classes.crumbLink}>
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
