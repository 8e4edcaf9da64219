// The one way to show a toast: Mantine notifications, about 2.9 s (portal §9), green for success
// and orange for failure (portal §4). Features call showToast(), never notifications.show().
import { notifications } from '@mantine/notifications';

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

export const showToast = ({ kind, message, title, id }: ToastOptions): string =>
  notifications.show({
    id,
    title,
    message,
    color: toastColor[kind],
    autoClose: TOAST_DURATION_MS,
    withBorder: true,
  });

/** Takes a toast away before its time (a refusal that a later success made stale). */
export const hideToast = (id: string): void => {
  notifications.hide(id);
};

export const showSuccessToast = (message: string, title?: string) =>
  showToast({ kind: 'success', message, title });
export const showFailureToast = (message: string, title?: string) =>
  showToast({ kind: 'failure', message, title });
