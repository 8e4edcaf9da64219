// The personal cabinet's frame for every /person route (portal §2 «Cabinet shell»): the tab bar
// 'Мои объекты', 'История подборов', 'Запросы КП', 'Чат с менеджером', and on the right the
// profile settings; the section below. The chat tab carries its unread total, live (domain/chat/chat-unread).
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { UnreadCount } from '../../../components/ui/unread-count';
import { paths } from '../../../config/paths';
import { useChatUnreadTotal } from '../../../domain/chat/chat-unread';
import { CABINET_NS } from '../i18n';
import classes from './cabinet-shell.module.css';

const tabs = [
  { key: 'place', href: paths.person.place.getHref() },
  { key: 'history', href: paths.person.history.getHref() },
  { key: 'kp', href: paths.person.kp.getHref() },
  { key: 'chat', href: paths.person.chat.getHref() },
] as const;

export function CabinetShell() {
  const { t } = useTranslation(CABINET_NS);
  const unread = useChatUnreadTotal('user');
  return (
    <>
      <nav className={classes.bar} aria-label={t('shell.label')}>
        <div className={classes.tabs}>
          {tabs.map((tab) => (
            <NavLink key={tab.key} to={tab.href} className={classes.tab}>
              {t(`shell.tabs.${tab.key}`)}
              {tab.key === 'chat' ? <UnreadCount count={unread} /> : null}
            </NavLink>
          ))}
        </div>
        <NavLink
          to={paths.person.settings.getHref()}
          className={classes.side}
          aria-label={t('shell.settings')}
        >
          <IconSettings size={18} stroke={1.7} aria-hidden />
          <span className={classes.sideText}>{t('shell.settings')}</span>
        </NavLink>
      </nav>
      <Outlet />
    </>
  );
}
