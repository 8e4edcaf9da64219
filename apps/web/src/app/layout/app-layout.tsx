// The page frame around every route: header, left menu (a burger panel below 768 px), breadcrumbs,
// the page, and the footer. Built with CSS rather than Mantine's AppShell to keep the home page light.
import { useMediaQuery } from '@mantine/hooks';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useSessionUpkeep } from '../../features/auth/hooks/use-session-upkeep';
import { ModalHost } from '../modal-host';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { Breadcrumbs } from './breadcrumbs';
import { SideMenu } from './side-menu';
import classes from './app-layout.module.css';

/** Spec portal §9: below 768 px the layout is mobile (the menu moves into the burger panel). */
export const MOBILE_QUERY = '(max-width: 47.99em)';

export function AppLayout() {
  const isMobile = useMediaQuery(MOBILE_QUERY) ?? false;
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on, so any route change closes it without an effect.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const menuOpened = openedOn === pathname;
  const navigation = useNavigation();
  const { t } = useTranslation();
  const burgerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);
  const mobileMenuOpen = menuOpened && isMobile;
  useSessionUpkeep(pathname);

  const closeMenu = useCallback(() => setOpenedOn(null), []);
  const toggleMenu = useCallback(() => setOpenedOn((on) => (on === pathname ? null : pathname)), [pathname]);

  // While the mobile menu is open: the page behind does not scroll, Escape closes the menu and
  // returns focus to the burger, and focus starts on the first menu link.
  useEffect(() => {
    if (!mobileMenuOpen) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    menuRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpenedOn(null);
      burgerRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
    };
  }, [mobileMenuOpen]);

  return (
    <div className={classes.shell} data-menu-open={mobileMenuOpen || undefined}>
      <a href="#podbor-main" className={classes.skipLink}>
        {t('app.skipToContent')}
      </a>
      <header className={classes.header}>
        <AppHeader
          burgerRef={burgerRef}
          menuOpened={mobileMenuOpen}
          onToggleMenu={toggleMenu}
          onCloseMenu={closeMenu}
        />
      </header>
      {navigation.state === 'loading' ? (
        <div className={classes.routeProgress} role="progressbar" aria-label={t('ui.loading')} />
      ) : null}
      <aside
        id="podbor-menu"
        ref={menuRef}
        className={classes.navbar}
        data-open={mobileMenuOpen || undefined}
        // Closed on mobile, the panel is out of sight and out of the tab order.
        inert={isMobile && !mobileMenuOpen ? true : undefined}
      >
        <SideMenu onNavigate={closeMenu} />
      </aside>
      {mobileMenuOpen ? <div className={classes.backdrop} onClick={closeMenu} aria-hidden /> : null}
      <div className={classes.column}>
        <div className={classes.page}>
          <main
            id="podbor-main"
            tabIndex={-1}
            className={classes.main}
            aria-busy={navigation.state === 'loading' || undefined}
          >
            <Breadcrumbs />
            <div className={classes.content}>
              <Suspense fallback={<PageLoader />}>
                <Outlet />
              </Suspense>
            </div>
          </main>
          <AppFooter />
        </div>
      </div>
      <ModalHost />
    </div>
  );
}

/** The quiet spinner shown while a lazy page downloads. */
export function PageLoader() {
  const { t } = useTranslation();
  return <div className={classes.pageLoader} role="status" aria-label={t('ui.loading')} />;
}
