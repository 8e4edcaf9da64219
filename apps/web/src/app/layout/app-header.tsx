// The header: burger (below 768 px), the logo, and for guests «Регистрация» and «Войти», which go to
// /registration and /authorization where the accounts feature opens its modals over the home page.
// A signed-in user sees the notifications bell and the user menu instead (first name and initials from storage; a spinner
// while the expired session is being checked). The menu itself arrives as a lazy chunk.
import { Burger } from '@mantine/core';
import { lazy, Suspense, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { formatUserName, useSession } from '../../lib/session';
import { SiteLogo } from './site-logo';
import classes from './app-layout.module.css';

const NotificationsPanel = lazy(() =>
  import('../../features/notifications/components/notifications-bell').then((m) => ({
    default: m.NotificationsBell,
  })),
);
const UserMenu = lazy(() =>
  import('../../features/auth/components/user-menu').then((m) => ({ default: m.UserMenu })),
);

export interface AppHeaderProps {
  burgerRef: RefObject<HTMLButtonElement | null>;
  menuOpened: boolean;
  onToggleMenu: () => void;
  onCloseMenu: () => void;
}

export function AppHeader({ burgerRef, menuOpened, onToggleMenu, onCloseMenu }: AppHeaderProps) {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  return (
    <div className={classes.headerInner}>
      <div className={classes.headerStart}>
        <Burger
          ref={burgerRef}
          opened={menuOpened}
          onClick={onToggleMenu}
          size="sm"
          className={classes.burger}
          aria-label={menuOpened ? t('header.closeMenu') : t('header.openMenu')}
          aria-expanded={menuOpened}
          aria-controls="podbor-menu"
        />
        <SiteLogo onClick={onCloseMenu} />
      </div>
      <div className={classes.headerActions}>
        {signedIn ? (
          <SignedInActions />
        ) : (
          <>
            <Link to={paths.registration.getHref()} className={classes.buttonOutline} onClick={onCloseMenu}>
              {t('header.register')}
            </Link>
            <Link to={paths.authorization.getHref()} className={classes.buttonFilled} onClick={onCloseMenu}>
              {t('header.login')}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}

function SignedInActions() {
  const { t } = useTranslation();
  const session = useSession();
  // A click before the menu's chunk has arrived opens it as soon as it has.
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const name = formatUserName(session);
  const initials = [session.firstname, session.lastname].map((p) => p?.trim()[0] ?? '').join('');
  const button = (
    <button
      type="button"
      className={classes.userButton}
      aria-busy={session.checking || undefined}
      onClick={() => setOpenOnLoad(true)}
    >
      <span className={classes.userAvatar} aria-hidden>
        {session.checking ? (
          <span className={classes.userSpinner} />
        ) : (
          initials.toUpperCase() || <UserGlyph />
        )}
      </span>
      <span className={classes.userName}>
        {session.checking ? t('header.userMenuLoading') : (name ?? t('header.cabinet'))}
      </span>
      <span className={classes.userChevron} aria-hidden />
    </button>
  );
  return (
    <>
      <NotificationsBell />
      <Suspense fallback={button}>
        <UserMenu target={button} defaultOpened={openOnLoad} />
      </Suspense>
    </>
  );
}

function NotificationsBell() {
  const { t } = useTranslation();
  const [openOnLoad, setOpenOnLoad] = useState(false);
  // The notifications chunk renders this same button with the unread count: a green dot while
  // anything is unread, and the count in its accessible name.
  const bell = (unread: number) => (
    <button
      type="button"
      className={classes.bellButton}
      aria-label={unread > 0 ? t('header.notificationsUnread', { count: unread }) : t('header.notifications')}
      aria-haspopup="dialog"
      data-unread={unread > 0 || undefined}
      onClick={() => setOpenOnLoad(true)}
    >
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        aria-hidden
      >
        <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15z" strokeLinejoin="round" />
        <path d="M10 20a2 2 0 0 0 4 0" strokeLinecap="round" />
      </svg>
      {unread > 0 && <span className={classes.bellDot} data-testid="notifications-dot" aria-hidden />}
    </button>
  );
  return (
    <Suspense fallback={bell(0)}>
      <NotificationsPanel renderTarget={bell} defaultOpened={openOnLoad} />
    </Suspense>
  );
}

function UserGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" strokeLinecap="round" />
    </svg>
  );
}
