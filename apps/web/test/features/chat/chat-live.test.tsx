// What a user notices of the shared event stream and the chat's finishing touches (issue 18): one
// EventSource per tab however many parts of the page listen (the bell, the badges, a chat page); the
// unread total on the cabinet's chat tab follows the stream; a notification event makes the bell ask
// its count at once; «Задать вопрос менеджеру» opens the new-chat modal with the thing preset, the
// title prefilled, and after creation the new topic opens.
import { notifications } from '@mantine/notifications';
import type { ChatMessage, ChatTopic } from '@podbor/contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../../src/app/modal-host';
import { AppProviders } from '../../../src/app/providers';
import { AskManagerButton } from '../../../src/components/ui/ask-manager-button';
import { CabinetShell } from '../../../src/features/cabinet/components/cabinet-shell';
import { ChatTopicsPage } from '../../../src/features/chat/components/chat-topics-page';
import { NotificationsBell } from '../../../src/features/notifications/components/notifications-bell';
import { resetLiveEvents } from '../../../src/lib/live-events';
import { closeModal } from '../../../src/lib/modal-store';
import { makeQueryClient } from '../../../src/lib/query-client';
import { envelopeResponse } from '../../render';

const loaded = { timeout: 8000 };

/** A fake EventSource: every one made is kept; the test sends events on it. */
class FakeEventSource {
  static made: FakeEventSource[] = [];
  readyState = 1;
  onerror: ((e: Event) => void) | null = null;
  private readonly listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }
  addEventListener(type: string, l: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), l]);
  }
  emit(type: string, data: unknown) {
    act(() => {
      for (const l of this.listeners.get(type) ?? [])
        l(new MessageEvent(type, { data: JSON.stringify(data) }));
    });
  }
  close() {
    this.readyState = 2;
  }
}

interface Call {
  method: string;
  path: string;
  body: unknown;
}
let calls: Call[] = [];
type Handler = (call: Call) => Response | Promise<Response>;
let routes: Record<string, Handler> = {};
const ok = (r: unknown) => envelopeResponse(200, r);
const count = (method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path).length;

beforeEach(() => {
  calls = [];
  routes = {
    'POST /api/v1/events/session': () => ok({ success: true }),
    'GET /api/v1/user/notifications/unread': () => ok({ unread: 0, latest: 0 }),
    'GET /api/v1/user/chat/unread': () => ok({ total: 0, topics: [] }),
    'POST /api/v1/user/object': () =>
      ok([{ result: [{ id: 7, name: 'Котельная', created: at(new Date()), projects: 0 }], count: 1 }]),
    'POST /api/v1/user/kp/list': () =>
      ok({ result: [], count: 0, summary: { all: 0, new: 0, clarifying: 0, in_work: 0, ready: 0 } }),
    'POST /api/v1/user/chat/list': () => ok({ result: [], count: 0, unread: 0 }),
  };
  localStorage.setItem('authToken', 'tok');
  FakeEventSource.made = [];
  resetLiveEvents();
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const raw = init?.body;
      const body = raw instanceof FormData ? raw : raw ? JSON.parse(String(raw)) : undefined;
      const call = { method: init?.method ?? 'GET', path: url.pathname, body };
      calls.push(call);
      const h = routes[`${call.method} ${call.path}`];
      return h ? h(call) : envelopeResponse(404, { error: `no fake for ${call.method} ${call.path}` });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
  act(() => closeModal());
  localStorage.clear();
});

const at = (d: Date) => ({
  date: d.toISOString().replace('T', ' ').replace('Z', '000'),
  timezone: 'UTC' as const,
});

const message = (id: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  topic_id: 5,
  author: 'Иван Менеджеров',
  manager: true,
  own: false,
  text: `Текст ${id}`,
  file: null,
  created: at(new Date()),
  ...over,
});

const bell = (unread: number) => (
  <button type="button" aria-label={unread ? `Уведомления (${unread})` : 'Уведомления'}>
    {unread > 0 && <span data-testid="dot" />}
  </button>
);

/** The cabinet as a signed-in tab shows it: the header's bell, the shell's tabs, the chat page. */
const renderCabinet = (url = '/person/chat') => {
  const router = createMemoryRouter(
    [
      {
        path: '/person',
        element: (
          <>
            <NotificationsBell renderTarget={bell} />
            <CabinetShell />
            <ModalHost />
          </>
        ),
        children: [
          { path: 'chat', element: <ChatTopicsPage /> },
          { path: 'chat/chat_list', element: <p data-testid="chat-list-page">list</p> },
          {
            path: 'place/7',
            element: <AskManagerButton about={{ kind: 'object', id: 7, name: 'Котельная' }} />,
          },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={makeQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { user, router };
};

describe('the tab’s one event stream', () => {
  it('the bell, the chat tab’s badge and the chat page share one EventSource', async () => {
    renderCabinet();
    await screen.findByRole('heading', { name: /Чат с менеджером/ }, loaded);
    await waitFor(() => expect(FakeEventSource.made).toHaveLength(1));
    // Every listener is mounted; still one stream, one session call.
    await new Promise((r) => setTimeout(r, 50));
    expect(FakeEventSource.made).toHaveLength(1);
    expect(FakeEventSource.made[0]!.url).toBe('/api/v1/events');
    expect(count('POST', '/api/v1/events/session')).toBe(1);
  });

  it('the chat tab shows the unread total and follows the stream', async () => {
    let total = 3;
    routes['GET /api/v1/user/chat/unread'] = () => ok({ total, topics: [{ id: 5, unread: total }] });
    renderCabinet();
    const tab = await screen.findByRole('link', { name: /Чат с менеджером/ }, loaded);
    await waitFor(() => expect(within(tab).getByTestId('chat-unread-total')).toHaveTextContent('3'));
    expect(within(tab).getByTestId('chat-unread-total')).toHaveAttribute(
      'aria-label',
      '3 непрочитанных сообщения',
    );
    await waitFor(() => expect(FakeEventSource.made).toHaveLength(1));
    const source = FakeEventSource.made[0]!;
    source.emit('ready', { last: 0 });
    // A manager's answer arrives: the total is asked again at once.
    total = 4;
    source.emit('message', { message: message(11) });
    await waitFor(() => expect(within(tab).getByTestId('chat-unread-total')).toHaveTextContent('4'));
    // The customer read everything in another tab: the topic event clears the badge.
    total = 0;
    source.emit('topic', { topic_id: 5, change: 'read' });
    await waitFor(() => expect(within(tab).queryByTestId('chat-unread-total')).toBeNull());
  });

  it('a notification event makes the bell ask its count at once (no 30 s wait)', async () => {
    let unread = 0;
    routes['GET /api/v1/user/notifications/unread'] = () => ok({ unread, latest: unread ? 9 : 0 });
    renderCabinet();
    await screen.findByRole('button', { name: 'Уведомления' }, loaded);
    await waitFor(() => expect(FakeEventSource.made).toHaveLength(1));
    FakeEventSource.made[0]!.emit('ready', { last: 0 });
    unread = 1;
    FakeEventSource.made[0]!.emit('notification', {});
    expect(await screen.findByTestId('dot', {}, loaded)).toBeInTheDocument();
  });
});

describe('«Задать вопрос менеджеру»', () => {
  it('opens the new chat with the object preset and the title prefilled; the new topic opens', async () => {
    const created: ChatTopic = {
      id: 42,
      title: 'Вопрос по объекту «Котельная»',
      created: at(new Date()),
      last_message: null,
      preview: null,
      messages: 0,
      unread: 0,
      status: 'open',
      closed_by: null,
      ref: { kind: 'object', id: 7, name: 'Объект «Котельная»' },
      customer: null,
    };
    routes['PUT /api/v1/user/chat/create'] = () => ok(created);
    const { user, router } = renderCabinet('/person/place/7');
    await user.click(await screen.findByRole('button', { name: 'Задать вопрос менеджеру' }, loaded));
    const dialog = await screen.findByRole('dialog', { name: 'Новый чат' }, loaded);
    const title = within(dialog).getByRole('textbox', { name: /Тема/ });
    expect(title).toHaveValue('Вопрос по объекту «Котельная»');
    // The reference is chosen and shown by its kind and name.
    expect(within(dialog).getByRole('textbox', { name: /К чему относится/ })).toHaveValue(
      'Объект: Котельная',
    );
    await user.clear(title);
    await user.type(title, 'Насос для котельной');
    await user.click(within(dialog).getByRole('button', { name: 'Начать чат' }));
    await waitFor(() => expect(router.state.location.search).toBe('?chat_id=42'));
    expect(router.state.location.pathname).toBe('/person/chat/chat_list');
    const create = calls.find((c) => c.path === '/api/v1/user/chat/create')!;
    expect(create.body).toEqual({ title: 'Насос для котельной', ref: { kind: 'object', id: 7 } });
  });
});
