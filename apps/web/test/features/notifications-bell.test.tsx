// The header's bell (decision 0034): the dot while something is unread, the panel listing the items
// with their times and links, «opening marks all read» up to the newest shown, the empty state; push
// announces only items newer than the last seen, and only with the toggle on and the browser's leave.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { NotificationsBell } from '../../src/features/notifications/components/notifications-bell';
import { PUSH_SEEN_KEY } from '../../src/features/notifications/hooks/use-browser-push';
import { formatRecentDateTime } from '../../src/lib/date-format';
import { fakeApi, ok } from '../fake-api';
import { renderWithProviders } from '../render';

const at = (d: Date) => ({
  date: `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 23)}000`,
  timezone: 'UTC' as const,
});
const item = (id: number, text: string, created: Date, read = false) => ({
  id,
  kind: 'kp-status',
  text,
  link: `/person/kp?id=${id}`,
  created: at(created),
  read,
});
const info = (push: boolean) => ({
  firstname: null,
  lastname: null,
  patronymic: null,
  email: null,
  phone_number: '+79990000000',
  notifications: { sms: false, push, email: false },
  role: 'user',
});

const bell = (unread: number) => (
  <button type="button" aria-label={unread ? `Уведомления (${unread})` : 'Уведомления'}>
    {unread > 0 && <span data-testid="dot" />}
  </button>
);
const renderBell = () =>
  renderWithProviders(
    <MemoryRouter>
      <NotificationsBell renderTarget={bell} />
    </MemoryRouter>,
  );

beforeEach(() => localStorage.setItem('authToken', 'tok'));
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('notifications bell', () => {
  it('shows the dot, lists the items newest first with their times, and marks them read on opening', async () => {
    const now = new Date();
    const api = fakeApi({
      'GET /api/v1/user/notifications/unread': () => ok({ unread: 2, latest: 12 }),
      'GET /api/v1/user/notifications': () =>
        ok({
          result: [
            item(12, 'Запрос КП № 12: статус «Готово»', now),
            item(11, 'Запрос КП № 11: статус «В работе»', new Date(2024, 4, 12, 14, 33)),
            item(10, 'Старое', new Date(2024, 4, 1, 9, 5), true),
          ],
          more: false,
          unread: 2,
        }),
      'POST /api/v1/user/notifications/read': () => ok({ unread: 0, latest: 12 }),
    });
    const { user } = renderBell();
    expect(await screen.findByTestId('dot', {}, { timeout: 5000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Уведомления (2)' }));
    // By role only: once hidden (below), jsdom's name of the panel is not reliable; e2e checks it.
    const panel = await screen.findByRole('dialog', { hidden: true }, { timeout: 5000 });
    // hidden: jsdom has no layout, so Mantine's «target detached» check hides the open panel once it
    // re-renders (the dot going); a browser shows it (e2e/notifications.spec.ts).
    const links = await within(panel).findAllByRole('link', { hidden: true });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/person/kp?id=12',
      '/person/kp?id=11',
      '/person/kp?id=10',
    ]);
    expect(links[0]!.textContent).toMatch(/^Новое: Запрос КП № 12: статус «Готово»сегодня \d\d:\d\d$/);
    expect(links[1]!.textContent).toContain('12.05.2024 14:33');
    expect(links[2]!.textContent).not.toContain('Новое');
    await waitFor(() => expect(api.callsTo('POST', '/api/v1/user/notifications/read')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/v1/user/notifications/read')[0]!.body).toEqual({ up_to: 12 });
    await waitFor(() => expect(screen.queryByTestId('dot')).toBeNull());
  });

  it('keeps the honest empty state and marks nothing when there is nothing', async () => {
    const api = fakeApi({
      'GET /api/v1/user/notifications/unread': () => ok({ unread: 0, latest: 0 }),
      'GET /api/v1/user/notifications': () => ok({ result: [], more: false, unread: 0 }),
    });
    const { user } = renderBell();
    await user.click(screen.getByRole('button', { name: 'Уведомления' }));
    expect(await screen.findByText('Новых уведомлений нет')).toBeTruthy();
    expect(screen.queryByTestId('dot')).toBeNull();
    expect(api.callsTo('POST', '/api/v1/user/notifications/read')).toHaveLength(0);
  });
});

describe('push', () => {
  const shown: Array<{ title: string; body?: string }> = [];
  const stubNotification = (permission: string) => {
    shown.length = 0;
    vi.stubGlobal(
      'Notification',
      class {
        static permission = permission;
        constructor(title: string, o: { body?: string } = {}) {
          shown.push({ title, body: o.body });
        }
        close() {}
      },
    );
  };
  const routes = (push: boolean) => ({
    'GET /api/v1/user/notifications/unread': () => ok({ unread: 3, latest: 7 }),
    'GET /api/v1/user/info': () => ok(info(push)),
    'GET /api/v1/user/notifications': () =>
      ok({
        result: [item(7, 'Седьмое', new Date()), item(6, 'Шестое', new Date()), item(5, 'Пятое', new Date())],
        more: false,
        unread: 3,
      }),
  });

  it('announces the items newer than the last seen, oldest first, once', async () => {
    stubNotification('granted');
    localStorage.setItem(PUSH_SEEN_KEY, '5');
    fakeApi(routes(true));
    renderBell();
    await waitFor(() => expect(shown.map((s) => s.body)).toEqual(['Шестое', 'Седьмое']));
    expect(shown[0]!.title).toBe('podbor: новое уведомление');
    expect(localStorage.getItem(PUSH_SEEN_KEY)).toBe('7');
  });

  it('announces nothing with the toggle off, without the browser’s leave, or on the first answer', async () => {
    for (const [permission, push, seen] of [
      ['granted', false, '5'],
      ['denied', true, '5'],
      ['granted', true, null],
    ] as const) {
      stubNotification(permission);
      localStorage.clear();
      localStorage.setItem('authToken', 'tok');
      if (seen) localStorage.setItem(PUSH_SEEN_KEY, seen);
      const api = fakeApi(routes(push));
      const view = renderBell();
      await waitFor(() => expect(localStorage.getItem(PUSH_SEEN_KEY)).toBe('7'));
      await new Promise((r) => setTimeout(r, 50));
      expect(shown, `${permission} ${push} ${seen}`).toEqual([]);
      if (permission === 'denied' || seen === null)
        expect(api.callsTo('GET', '/api/v1/user/notifications')).toHaveLength(0);
      view.unmount();
    }
  });
});

describe('formatRecentDateTime', () => {
  const words = { today: 'сегодня', yesterday: 'вчера' };
  const now = new Date(2026, 0, 1, 0, 30);
  it('says «сегодня» and «вчера» by the local calendar day, else the date', () => {
    expect(formatRecentDateTime(at(new Date(2026, 0, 1, 0, 5)), words, now)).toBe('сегодня 00:05');
    expect(formatRecentDateTime(at(new Date(2025, 11, 31, 23, 59)), words, now)).toBe('вчера 23:59');
    expect(formatRecentDateTime(at(new Date(2025, 11, 30, 8, 0)), words, now)).toBe('30.12.2025 08:00');
    expect(formatRecentDateTime(null, words, now)).toBe('—');
  });
});
