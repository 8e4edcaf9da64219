// The signed-in user's menu in the header (portal §2): the cabinet sections (the chat's with its
// unread total, live), Settings and Exit.
// Exit revokes the session on the server, clears the stored session and reloads the home page.
// The header passes the button it shows before this chunk arrives, so nothing moves on load.
import { Menu } from '@mantine/core';
import {
  IconBriefcase,
  IconBuildingFactory2,
  IconFileInvoice,
  IconHeadset,
  IconHistory,
  IconLogout,
  IconMessages,
  IconSettings,
} from '@tabler/icons-react';
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UnreadCount } from '../../../components/ui/unread-count';
import { paths } from '../../../config/paths';
import { useChatUnreadTotal } from '../../../domain/chat/chat-unread';
import { QueryScope } from '../../../lib/query-scope';
import { clearSessionAndReload, useSession } from '../../../lib/session';
import { getUserInfo } from '../../../lib/user-info';
import { logout } from '../api/logout';
import { AUTH_NS } from '../i18n';

const iconProps = { size: 18, stroke: 1.6 } as const;

/** The sections in the menu's order; the ones not built yet open their placeholder page. */
const links = [
  { key: 'cabinet', href: paths.person.root.getHref(), icon: <IconBriefcase {...iconProps} /> },
  { key: 'objects', href: paths.person.place.getHref(), icon: <IconBuildingFactory2 {...iconProps} /> },
  { key: 'history', href: paths.person.history.getHref(), icon: <IconHistory {...iconProps} /> },
  { key: 'kp', href: paths.person.kp.getHref(), icon: <IconFileInvoice {...iconProps} /> },
  { key: 'chat', href: paths.person.chat.getHref(), icon: <IconMessages {...iconProps} /> },
] as const;

/**
 * Whether the account is a manager («Кабинет менеджера» in the menu): asked when the menu opens
 * (once). The header lives outside the query provider of the pages, so this is a plain call.
 */
function useIsManager(): { manager: boolean; ask: () => void } {
  const [manager, setManager] = useState<boolean | null>(null);
  const ask = () => {
    if (manager !== null) return;
    setManager(false);
    getUserInfo()
      .then((info) => setManager(info.role === 'manager'))
      .catch(() => setManager(null));
  };
  return { manager: manager === true, ask };
}

export interface UserMenuProps {
  target: ReactElement;
  /** Open at once (the button was clicked while this chunk was loading). */
  defaultOpened?: boolean;
}

/** The header sits outside the pages' query scope: the menu brings its own (the app's one client). */
export function UserMenu(props: UserMenuProps) {
  return (
    <QueryScope>
      <UserMenuInner {...props} />
    </QueryScope>
  );
}

function UserMenuInner({ target, defaultOpened }: UserMenuProps) {
  const { t } = useTranslation(AUTH_NS);
  const { lastname, firstname, patronymic } = useSession();
  const { manager, ask } = useIsManager();
  // Opened at once (the click came before this chunk): onOpen does not fire for that.
  useEffect(() => {
    if (defaultOpened) ask();
  });
  const [leaving, setLeaving] = useState(false);
  const fullName = [lastname, firstname, patronymic].filter(Boolean).join(' ');
  const chatUnread = useChatUnreadTotal('user');

  const exit = async () => {
    if (leaving) return;
    setLeaving(true);
    try {
      await logout();
    } catch {
      // The server may be unreachable: the session still ends here, and expires there.
    }
    clearSessionAndReload(paths.home.getHref());
  };

  return (
    <Menu
      position="bottom-end"
      width={250}
      shadow="md"
      withinPortal
      zIndex={300}
      defaultOpened={defaultOpened}
      onOpen={ask}
    >
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown aria-label={t('userMenu.label')}>
        {fullName ? <Menu.Label>{fullName}</Menu.Label> : null}
        {links.map((l) => (
          <Menu.Item
            key={l.key}
            component={Link}
            to={l.href}
            leftSection={l.icon}
            rightSection={l.key === 'chat' ? <UnreadCount count={chatUnread} /> : undefined}
          >
            {t(`userMenu.${l.key}`)}
          </Menu.Item>
        ))}
        {manager ? (
          <Menu.Item
            component={Link}
            to={paths.manager.getHref()}
            leftSection={<IconHeadset {...iconProps} />}
            data-testid="manager-entry"
          >
            {t('userMenu.manager')}
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to={paths.person.settings.getHref()}
          leftSection={<IconSettings {...iconProps} />}
        >
          {t('userMenu.settings')}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconLogout {...iconProps} />}
          onClick={() => void exit()}
          disabled={leaving}
          closeMenuOnClick={false}
        >
          {t('userMenu.exit')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
