// What a user notices in the chat: Enter sends and Shift+Enter breaks the line, an empty message
// or a wrong file is refused in Russian beside the field without a call, a failed send offers
// «Повторить», the pane shows day separators; an empty topic shows the add modal's toast id 2;
// delete asks «Вы уверены, что хотите удалить чат?» first.
import { notifications } from '@mantine/notifications';
import { cabinetMessages, chatMessages, type ChatMessage, type ChatTopic } from '@podbor/contracts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../../src/app/modal-host';
import { AppProviders } from '../../../src/app/providers';
import { ChatTopicsPage } from '../../../src/features/chat/components/chat-topics-page';
import { Conversation } from '../../../src/features/chat/components/conversation';
import { closeModal } from '../../../src/lib/modal-store';
import { makeQueryClient } from '../../../src/lib/query-client';
import { envelopeResponse } from '../../render';

const loaded = { timeout: 8000 };

interface Call {
  method: string;
  path: string;
  body: unknown;
}
let calls: Call[] = [];
type Handler = (call: Call) => Response | Promise<Response>;
let routes: Record<string, Handler> = {};

beforeEach(() => {
  calls = [];
  routes = {};
  localStorage.setItem('authToken', 'tok');
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
  vi.restoreAllMocks();
  notifications.clean();
  act(() => closeModal());
});

const ok = (r: unknown) => envelopeResponse(200, r);
const at = (d: Date) => ({
  date: d.toISOString().replace('T', ' ').replace('Z', '000'),
  timezone: 'UTC' as const,
});

const topic = (over: Partial<ChatTopic> = {}): ChatTopic => ({
  id: 5,
  title: 'Подбор насоса для котельной на улице Лесной',
  created: at(new Date(2024, 4, 1, 10)),
  last_message: null,
  preview: null,
  messages: 0,
  unread: 0,
  status: 'open',
  closed_by: null,
  ref: null,
  customer: null,
  ...over,
});

const message = (id: number, created: Date, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  topic_id: 5,
  author: 'Иван Менеджеров',
  manager: true,
  own: false,
  text: `Текст ${id}`,
  file: null,
  created: at(created),
  ...over,
});

const renderConversation = (t: ChatTopic = topic()) => {
  const router = createMemoryRouter([{ path: '*', element: <Conversation side="user" topic={t} /> }]);
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={makeQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { user };
};

describe('the message pane and composer', () => {
  it('shows day separators («вчера», «сегодня», дд.мм.гггг), then Enter sends and Shift+Enter breaks the line', async () => {
    const now = new Date();
    const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 12);
    const old = new Date(2024, 2, 3, 9, 30);
    routes['GET /api/v1/user/chat/5/messages'] = () =>
      ok({ result: [message(1, old), message(2, yesterday), message(3, now)], more: false });
    routes['POST /api/v1/user/chat/5/read'] = () => ok({ total: 0, topics: [] });
    routes['POST /api/v1/user/chat/5/messages'] = (c) =>
      ok(
        message(10, new Date(), {
          own: true,
          manager: false,
          author: 'Я',
          text: String((c.body as FormData).get('text')),
        }),
      );
    const { user } = renderConversation();

    const pane = await screen.findByRole('log', {}, loaded);
    await within(pane).findByText('Текст 3');
    expect(
      within(pane)
        .getAllByTestId('chat-day')
        .map((d) => d.textContent),
    ).toEqual(['03.03.2024', 'вчера', 'сегодня']);
    // Read up to the newest shown.
    await waitFor(() => expect(calls.some((c) => c.path === '/api/v1/user/chat/5/read')).toBe(true));

    const box = screen.getByRole('textbox', { name: 'Сообщение' });
    await user.type(box, 'Первая строка{Shift>}{Enter}{/Shift}вторая');
    expect(box).toHaveValue('Первая строка\nвторая');
    expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/messages'))).toHaveLength(0);
    await user.type(box, '{Enter}');
    await waitFor(() => expect(within(pane).getByText(/Первая строка/)).toBeInTheDocument());
    const sent = calls.filter((c) => c.method === 'POST' && c.path.endsWith('/messages'));
    expect(sent).toHaveLength(1);
    expect((sent[0]!.body as FormData).get('text')).toBe('Первая строка\nвторая');
    expect(box).toHaveValue('');
    // Shown once: the pending copy is replaced by the server's message.
    await waitFor(() => expect(within(pane).queryByTestId('chat-pending')).toBeNull());
    expect(within(pane).getAllByText(/Первая строка/)).toHaveLength(1);
  });

  it('refuses an empty message and a wrong file beside the fields, calling nothing', async () => {
    routes['GET /api/v1/user/chat/5/messages'] = () => ok({ result: [], more: false });
    const { user } = renderConversation();
    await screen.findByText(/Сообщений пока нет/, {}, loaded);
    const box = screen.getByRole('textbox', { name: 'Сообщение' });
    await user.type(box, '   {Enter}');
    expect(screen.getByText(chatMessages.messageEmpty)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');

    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    // The button's hidden input; what the browser's picker would hand it.
    fireEvent.change(input, {
      target: { files: [new File(['MZ'], 'virus.exe', { type: 'application/octet-stream' })] },
    });
    expect(screen.getByTestId('chat-file-error')).toHaveTextContent(cabinetMessages.fileType);
    expect(screen.getByText(/PDF, PNG, JPEG.*до 10 МБ/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('a refused send stays as «Не отправлено» with the reason and «Повторить» sends it again', async () => {
    routes['GET /api/v1/user/chat/5/messages'] = () => ok({ result: [], more: false });
    let tries = 0;
    routes['POST /api/v1/user/chat/5/messages'] = () =>
      ++tries === 1
        ? envelopeResponse(429, { error: chatMessages.flood })
        : ok(message(11, new Date(), { own: true, text: 'Повтор' }));
    routes['POST /api/v1/user/chat/5/read'] = () => ok({ total: 0, topics: [] });
    const { user } = renderConversation();
    await screen.findByText(/Сообщений пока нет/, {}, loaded);
    await user.type(screen.getByRole('textbox', { name: 'Сообщение' }), 'Повтор{Enter}');
    const failed = await screen.findByTestId('chat-pending');
    await within(failed).findByText(new RegExp(chatMessages.flood.slice(0, 20)));
    await user.click(within(failed).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(screen.queryByTestId('chat-pending')).toBeNull());
    expect(screen.getByText('Повтор')).toBeInTheDocument();
    expect(tries).toBe(2);
  });
});

const renderTopics = () => {
  const router = createMemoryRouter(
    [
      {
        path: '/person/chat',
        element: (
          <>
            <ChatTopicsPage />
            <ModalHost />
          </>
        ),
      },
      { path: '/person/chat/chat_list', element: <p>list</p> },
    ],
    { initialEntries: ['/person/chat'] },
  );
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={makeQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { user, router };
};

describe('the topics page', () => {
  beforeEach(() => {
    routes['POST /api/v1/user/chat/list'] = () =>
      ok({ result: [topic({ messages: 2, unread: 1, preview: 'Добрый день' })], count: 1, unread: 1 });
    routes['POST /api/v1/user/object'] = () => ok([{ result: [], count: 0 }]);
    routes['POST /api/v1/user/kp/list'] = () =>
      ok({ result: [], count: 0, summary: { all: 0, new: 0, clarifying: 0, in_work: 0, ready: 0 } });
  });

  it('lists the topics with the title cut to 32 characters and the count', async () => {
    renderTopics();
    const row = await screen.findByTestId('chat-topic', {}, loaded);
    expect(within(row).getByText('Подбор насоса для котельной на у…')).toBeInTheDocument();
    expect(screen.getByTestId('chat-count')).toHaveTextContent('1 чат');
  });

  it('an empty topic shows the error toast with id 2 and creates nothing', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { user } = renderTopics();
    await screen.findByTestId('chat-topic', {}, loaded);
    await user.click(screen.getAllByRole('button', { name: 'Начать чат' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Новый чат' }, loaded);
    await user.type(within(dialog).getByRole('textbox', { name: /Тема/ }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Начать чат' }));
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ id: '2', message: chatMessages.titleRequired, color: 'orange' }),
    );
    expect(calls.some((c) => c.path === '/api/v1/user/chat/create')).toBe(false);
  });

  it('delete asks «Вы уверены, что хотите удалить чат?» and deletes only on confirmation', async () => {
    routes['DELETE /api/v1/user/chat/5'] = () => ok({ success: true });
    const { user } = renderTopics();
    const row = await screen.findByTestId('chat-topic', {}, loaded);
    await user.click(within(row).getByRole('button', { name: /Удалить чат/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Удаление чата' });
    expect(within(dialog).getByText('Вы уверены, что хотите удалить чат?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(row).getByRole('button', { name: /Удалить чат/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Удаление чата' })).getByRole('button', {
        name: 'Удалить',
      }),
    );
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/v1/user/chat/5')).toBe(true),
    );
  });
});
