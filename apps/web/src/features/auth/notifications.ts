// Whether the header's sample notifications are unread (portal §2): true until the panel is first
// opened on this page. Kept apart from the panel so the header's bell shows the dot before the
// panel's chunk arrives. Not stored: the spec's storage keys are the six of the session.
let unread = true;
const listeners = new Set<() => void>();

export const notificationsUnread = (): boolean => unread;

export const markNotificationsRead = (): void => {
  if (!unread) return;
  unread = false;
  for (const l of listeners) l();
};

export const subscribeNotifications = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
