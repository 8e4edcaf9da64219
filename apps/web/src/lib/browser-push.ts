// Browser notifications (the settings' «Push» toggle, decision 0034): shown by the page while it is
// open, with the browser's permission. Shared by the settings page (asks for the permission) and
// the notifications feature (shows them).

export type PushPermission = 'granted' | 'denied' | 'default' | 'unsupported';

const api = (): typeof Notification | null =>
  typeof globalThis.Notification === 'function' ? globalThis.Notification : null;

/** What the browser allows now. */
export const pushPermission = (): PushPermission => api()?.permission ?? 'unsupported';

/** Asks the browser (a prompt only the first time); answers what it allows afterwards. */
export const requestPushPermission = async (): Promise<PushPermission> => {
  const N = api();
  if (!N) return 'unsupported';
  if (N.permission !== 'default') return N.permission;
  try {
    return await N.requestPermission();
  } catch {
    return pushPermission();
  }
};

/**
 * Shows one notification; `tag` makes a second tab showing the same item replace it rather than
 * add another. A click focuses the page and calls `onClick`. False when it could not be shown.
 */
export const showPush = (
  title: string,
  options: { body: string; tag: string; onClick?: () => void },
): boolean => {
  const N = api();
  if (!N || N.permission !== 'granted') return false;
  try {
    const n = new N(title, { body: options.body, tag: options.tag });
    n.onclick = () => {
      globalThis.focus?.();
      options.onClick?.();
      n.close();
    };
    return true;
  } catch {
    // Chrome on Android allows them only from a service worker: the panel still has the item.
    return false;
  }
};
