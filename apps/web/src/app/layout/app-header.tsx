// The header: burger (below 768 px), the logo, and for guests «Регистрация» and «Войти», which go to
// /registration and /authorization where the accounts feature opens its modals over the home page.
import { Burger } from '@mantine/core';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { SiteLogo } from './site-logo';
import classes from './app-layout.module.css';

export interface AppHeaderProps {
  burgerRef: RefObject<HTMLButtonElement | null>;
  menuOpened: boolean;
  onToggleMenu: () => void;
  onCloseMenu: () => void;
}

export function AppHeader({ burgerRef, menuOpened, onToggleMenu, onCloseMenu }: AppHeaderProps) {
  const { t } = useTranslation();
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
        <Link to={paths.registration.getHref()} className={classes.buttonOutline} onClick={onCloseMenu}>
          {t('header.register')}
        </Link>
        <Link to={paths.authorization.getHref()} className={classes.buttonFilled} onClick={onCloseMenu}>
          {t('header.login')}
        </Link>
      </div>
    </div>
  );
}
