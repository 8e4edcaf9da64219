// The signed-in header's notifications (portal §2): a bell with a green dot while unread items
// exist, and a 500 px panel; opening it marks every item read. The items are the spec's hard-coded
// samples (a new chat message, a new comment in an object, a KP status change) — no server call.
// Arrives as a lazy chunk; the header shows the same bell until then.
import { Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_NS } from '../i18n';
import { markNotificationsRead, notificationsUnread } from '../notifications';

/** Portal §9: the panel is 500 px wide (narrower screens: their width less the margins). */
const PANEL_WIDTH = 'min(500px, calc(100vw - 24px))';

const items = ['chat', 'comment', 'kp'] as const;

export interface NotificationsPanelProps {
  /** The bell button (the header's own, so nothing moves when this chunk arrives). */
  target: ReactElement;
  defaultOpened?: boolean;
}

export function NotificationsPanel({ target, defaultOpened }: NotificationsPanelProps) {
  const { t } = useTranslation(AUTH_NS);
  // Items unread when the panel opened stay bold while it is open; the dot goes at once.
  const [boldItems, setBoldItems] = useState(() => !!defaultOpened && notificationsUnread());
  useEffect(() => {
    if (defaultOpened) markNotificationsRead();
  }, [defaultOpened]);
  const onOpen = () => {
    setBoldItems(notificationsUnread());
    markNotificationsRead();
  };
  return (
    <Popover
      defaultOpened={defaultOpened}
      onOpen={onOpen}
      trapFocus
      returnFocus
      width={PANEL_WIDTH}
      position="bottom-end"
      shadow="md"
      withinPortal
      zIndex={300}
    >
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown aria-label={t('notifications.title')} role="dialog">
        <Text fw={700} mb="sm">
          {t('notifications.title')}
        </Text>
        <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((key) => (
            <li key={key}>
              <UnstyledButton
                style={{
                  display: 'block',
                  width: '100%',
                  padding: '10px 4px',
                  borderTop: '1px solid var(--mantine-color-gray-2)',
                }}
              >
                <Text size="sm" fw={boldItems ? 700 : 500}>
                  {t(`notifications.${key}.title`)}
                </Text>
                <Text size="sm" c="dark.4">
                  {t(`notifications.${key}.text`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`notifications.${key}.when`)}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
