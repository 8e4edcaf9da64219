// Push (decision 0034): while a page is open, items newer than the last one seen raise a browser
// notification — when the settings' «Push» toggle is on and the browser allows it. The newest id
// seen is kept in localStorage, shared by the user's tabs, so one item is announced once; the first
// answer after sign-in only sets it (older items are in the panel, not announced again).
import type { NotificationUnread } from '@podbor/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pushPermission, showPush } from '../../../lib/browser-push';
import { getUserInfo, userInfoQueryKey } from '../../../lib/user-info';
import { listNotifications } from '../api/notifications';
import { NOTIFICATIONS_NS } from '../i18n';

export const PUSH_SEEN_KEY = 'podbor.notifications.seen';

const readSeen = (): number | null => {
  try {
    const v = Number(localStorage.getItem(PUSH_SEEN_KEY));
    return localStorage.getItem(PUSH_SEEN_KEY) !== null && Number.isInteger(v) ? v : null;
  } catch {
    return null;
  }
};
const writeSeen = (id: number) => {
  try {
    localStorage.setItem(PUSH_SEEN_KEY, String(id));
  } catch {
    // Storage disabled: announcements may repeat after a reload; the panel is unaffected.
  }
};

export function useBrowserPush(data: NotificationUnread | undefined) {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const latest = data?.latest;
  useEffect(() => {
    if (latest === undefined) return;
    const seen = readSeen();
    if (seen === latest) return;
    writeSeen(latest);
    // The first answer in this browser, or another account's lower ids: nothing to announce.
    if (seen === null || latest < seen) return;
    if (pushPermission() !== 'granted') return;
    void (async () => {
      const info = await queryClient.fetchQuery({
        queryKey: userInfoQueryKey,
        queryFn: ({ signal }) => getUserInfo(signal),
        staleTime: 60_000,
      });
      if (!info.notifications.push) return;
      const page = await listNotifications(undefined);
      for (const n of page.result.filter((i) => i.id > seen && !i.read).reverse()) {
        showPush(t('pushTitle'), {
          body: n.text,
          tag: `podbor-notification-${n.id}`,
          onClick: () => void navigate(n.link),
        });
      }
    })().catch(() => {
      // Push is a courtesy: the dot and the panel still show the item.
    });
  }, [latest, queryClient, navigate, t]);
}
