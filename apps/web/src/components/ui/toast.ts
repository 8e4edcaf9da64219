// The one way to show a toast: Mantine notifications, about 2.9 s (portal §9), green for success
// and orange for failure (portal §4). Features call showToast(), never notifications.show().
import { notifications, notificationsStore } from '@mantine/notifications';

export const TOAST_DURATION_MS = 2900;

export type ToastKind = 'success' | 'failure';

export interface ToastOptions {
  kind: ToastKind;
  message: string;
  title?: string;
  /** Stable id: showing the same id again replaces the toast instead of stacking a copy. */
  id?: string;
}

export const toastColor: Record<ToastKind, string> = { success: 'green', failure: 'orange' };

let replacements = 0;

/**
 * Shows a toast. With an id that is still on screen (or queued), that toast is replaced: new text
 * and colour, and its 2.9 s start again — Mantine's own show() would silently drop the new one.
 */
export const showToast = ({ kind, message, title, id }: ToastOptions): string => {
  const toast = { title, message, color: toastColor[kind], withBorder: true };
  const { notifications: shown, queue } = notificationsStore.getState();
  if (id !== undefined && [...shown, ...queue].some((n) => n.id === id)) {
    // The container restarts its timer only when the duration changes: alternate by 1 ms.
    replacements++;
    notifications.update({ ...toast, id, autoClose: TOAST_DURATION_MS - (replacements % 2) });
    return id;
  }
  return notifications.show({ ...toast, id, autoClose: TOAST_DURATION_MS });
};

/** Takes a toast away before its time (a refusal that a later success made stale). */
export const hideToast = (id: string): void => {
  notifications.hide(id);
};

export const showSuccessToast = (message: string, title?: string) =>
  showToast({ kind: 'success', message, title });
export const showFailureToast = (message: string, title?: string) =>
  showToast({ kind: 'failure', message, title });
