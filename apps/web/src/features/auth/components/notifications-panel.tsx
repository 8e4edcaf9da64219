// The signed-in header's notifications (portal §2): the bell opens a 500 px panel. The original
// filled it with three hard-coded samples (a chat message, a comment, a KP status); podbor shows
// real events only, and none have a source yet — manager replies and KP statuses arrive with the
// KP and chat work, and a user's own comments notify nobody — so the panel says so and the bell
// carries no unread dot. Arrives as a lazy chunk; the header shows the same bell until then.
import { Popover, Text } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_NS } from '../i18n';

/** Portal §9: the panel is 500 px wide (narrower screens: their width less the margins). */
const PANEL_WIDTH = 'min(500px, calc(100vw - 24px))';

export interface NotificationsPanelProps {
  /** The bell button (the header's own, so nothing moves when this chunk arrives). */
  target: ReactElement;
  defaultOpened?: boolean;
}

export function NotificationsPanel({ target, defaultOpened }: NotificationsPanelProps) {
  const { t } = useTranslation(AUTH_NS);
  return (
    <Popover
      defaultOpened={defaultOpened}
      trapFocus
      returnFocus
      width={PANEL_WIDTH}
      position="bottom-end"
      shadow="md"
      withinPortal
      zIndex={300}
    >
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown aria-label={t('notifications.title')} role="dialog" tabIndex={-1}>
        <Text fw={700} mb="sm">
          {t('notifications.title')}
        </Text>
        <Text size="sm">{t('notifications.empty')}</Text>
        <Text size="sm" c="dimmed" mt={4}>
          {t('notifications.emptyHint')}
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
