import { notifications } from '@mantine/notifications';
import { cabinetMessages } from '@podbor/contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../src/app/modal-host';
import { AppProviders } from '../../src/app/providers';
import { TOAST_DURATION_MS } from '../../src/components/ui/toast';
import {
  ADD_ERROR_TOAST_ID,
  AddModalMode,
  openAddObject,
  openAddProject,
} from '../../src/features/objects/components/add-item-modal';
import { DeleteModalMode, openDeleteItem } from '../../src/features/objects/components/delete-item-modal';
import { ItemTitleBar } from '../../src/features/objects/components/item-title-bar';
import { closeModal, getModalState } from '../../src/lib/modal-store';
import { makeQueryClient } from '../../src/lib/query-client';
import { envelopeResponse } from '../render';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem('authToken', 'tok');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  notifications.clean(); // the toast store outlives a test's DOM
  act(() => closeModal()); // so does the modal state
});

/** The first render brings Mantine's modal code; on a busy machine that takes a while. */
const loaded = { timeout: 8000 };

const Page = ({ here, ui }: { here: boolean; ui: ReactNode }) => (
  <>
    {here ? ui : <Where />}
    <ModalHost />
  </>
);

const Where = () => {
  const params = useParams();
  return <p data-testid="where">{JSON.stringify(params)}</p>;
};

/**
 * Renders `ui` at `url` with the cabinet routes and the modal host around it, so navigation and
 * the modal states (lib/modal-store) can be observed.
 */
const renderAt = (url: string, ui: ReactNode = null) => {
  const router = createMemoryRouter(
    [
      { path: '/person/place', element: <Page here={url === '/person/place'} ui={ui} /> },
      { path: '/person/place/:objectId', element: <Page here={url.split('/').length === 4} ui={ui} /> },
      {
        path: '/person/place/:objectId/:projectId',
        element: <Page here={url.split('/').length === 5} ui={ui} />,
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
  return { router, user };
};

/** Opens a modal state as a page's button would, and waits for its dialog. */
const open = async (show: () => void, name: string) => {
  act(show);
  return screen.findByRole('dialog', { name }, loaded);
};

const bodyOf = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call]![1]!.body)) as unknown;

describe('the add modal (portal §4 modes 1 and 2, §5, §8)', () => {
  it('an empty name shows the error toast with id 2 for 2.9 s, shakes, and calls nothing', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { user } = renderAt('/person/place');
    const dialog = await open(openAddObject, 'Новый объект');
    await user.type(within(dialog).getByLabelText(/Название объекта/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        id: ADD_ERROR_TOAST_ID,
        message: cabinetMessages.nameRequired,
        color: 'orange',
        autoClose: TOAST_DURATION_MS,
      }),
    );
    expect(ADD_ERROR_TOAST_ID).toBe('2');
    expect(TOAST_DURATION_MS).toBe(2900);
    // The toast, and the message on the field itself.
    expect(await screen.findAllByText(cabinetMessages.nameRequired)).toHaveLength(2);
    expect(
      within(dialog)
        .getByLabelText(/Название объекта/)
        .closest('[data-shaking]'),
    ).not.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('an empty name marks the field with the message until the name is edited (issue 19)', async () => {
    const { user } = renderAt('/person/place');
    const dialog = await open(openAddObject, 'Новый объект');
    const input = within(dialog).getByLabelText(/Название объекта/);
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText(cabinetMessages.nameRequired)).toBeInTheDocument();
    await user.type(input, 'Ж');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText(cabinetMessages.nameRequired)).not.toBeInTheDocument();
  });

  it('mode 1: Enter creates the object (name, comment null) and opens it', async () => {
    fetchMock.mockResolvedValue(envelopeResponse(200, { id: 7 }));
    const { user, router } = renderAt('/person/place');
    const dialog = await open(openAddObject, 'Новый объект');
    await user.type(within(dialog).getByLabelText(/Название объекта/), '  ЖК «Северный»  {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/place/7'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/user/object/create');
    expect(init!.method).toBe('PUT');
    expect(bodyOf()).toEqual({ name: 'ЖК «Северный»', comment: null });
    expect(await screen.findByText('Объект «ЖК «Северный»» создан')).toBeInTheDocument();
  });

  it('mode 2: creates a project in the object, with its description, and opens the project', async () => {
    fetchMock.mockResolvedValue(
      envelopeResponse(200, {
        id: 9,
        object_id: 5,
        name: 'ИТП',
        comment: 'Этап 1',
        created: { date: '2025-03-01 10:00:00.000000', timezone: 'UTC' },
        updated: { date: '2025-03-01 10:00:00.000000', timezone: 'UTC' },
        count: 0,
      }),
    );
    const { user, router } = renderAt('/person/place/5');
    const dialog = await open(() => openAddProject(5), 'Новый проект');
    expect(getModalState()).toMatchObject({ active: 'MODAL_ADD', id: AddModalMode.project, objectId: 5 });
    await user.type(within(dialog).getByLabelText(/Название проекта/), 'ИТП');
    await user.type(within(dialog).getByLabelText(/Описание/), 'Этап 1');
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/place/5/9'));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/user/object/5/project/create');
    expect(bodyOf()).toEqual({ name: 'ИТП', comment: 'Этап 1' });
  });

  it('a refused call shows the server’s message in the error toast and stays', async () => {
    const show = vi.spyOn(notifications, 'show');
    fetchMock.mockResolvedValue(envelopeResponse(404, { error: cabinetMessages.objectNotFound }));
    const { user, router } = renderAt('/person/place/5');
    const dialog = await open(() => openAddProject(5), 'Новый проект');
    await user.type(within(dialog).getByLabelText(/Название проекта/), 'ИТП{Enter}');
    expect(await screen.findByText(cabinetMessages.objectNotFound)).toBeInTheDocument();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ id: '2', color: 'orange' }));
    expect(router.state.location.pathname).toBe('/person/place/5');
    expect(screen.getByRole('dialog', { name: 'Новый проект' })).toBeInTheDocument();
  });

  it('refuses a name over 100 characters without a call', async () => {
    const { user } = renderAt('/person/place');
    const dialog = await open(openAddObject, 'Новый объект');
    const input = within(dialog).getByLabelText(/Название объекта/);
    await user.type(input, 'я'.repeat(120));
    expect((input as HTMLInputElement).value).toHaveLength(100); // the field stops at the limit
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the delete modal (portal §4 modes 0 and 1)', () => {
  it('mode 0 deletes the object and goes to the parent path', async () => {
    fetchMock.mockResolvedValue(envelopeResponse(200, { success: true }));
    const { user, router } = renderAt('/person/place/5');
    const dialog = await open(() => openDeleteItem('object', 5, 'ЖК «Северный»'), 'Удаление объекта');
    expect(getModalState()).toMatchObject({ active: 'MODAL_DELETE', id: DeleteModalMode.object });
    expect(dialog).toHaveTextContent('Удалить объект «ЖК «Северный»»?');
    expect(dialog).toHaveTextContent('Расчёты останутся в истории подборов');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/place'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/user/object/5');
    expect(init!.method).toBe('DELETE');
  });

  it('mode 1 deletes the project and goes to its object; Enter confirms', async () => {
    fetchMock.mockResolvedValue(envelopeResponse(200, { success: true }));
    const { user, router } = renderAt('/person/place/5/9');
    const dialog = await open(() => openDeleteItem('project', 9, 'ИТП'), 'Удаление проекта');
    expect(getModalState()).toMatchObject({ active: 'MODAL_DELETE', id: DeleteModalMode.project });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Удалить' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/place/5'));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/user/project/9');
  });

  it('a refusal shows the server’s message and stays', async () => {
    fetchMock.mockResolvedValue(envelopeResponse(404, { error: cabinetMessages.projectNotFound }));
    const { user, router } = renderAt('/person/place/5/9');
    const dialog = await open(() => openDeleteItem('project', 9, 'ИТП'), 'Удаление проекта');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText(cabinetMessages.projectNotFound)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/person/place/5/9');
  });

  it('Отмена closes without a call, and stays', async () => {
    const { user, router } = renderAt('/person/place/5');
    const dialog = await open(() => openDeleteItem('object', 5, 'X'), 'Удаление объекта');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getModalState().active).toBe('MODAL_DISABLE');
    expect(router.state.location.pathname).toBe('/person/place/5');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('inline rename (portal §2)', () => {
  const project = (name: string) => ({
    id: 9,
    object_id: 5,
    name,
    comment: null,
    created: { date: '2025-03-01 10:00:00.000000', timezone: 'UTC' },
    updated: { date: '2025-03-01 10:00:00.000000', timezone: 'UTC' },
    count: 0,
  });

  it('Enter saves the trimmed name with comment null', async () => {
    fetchMock.mockResolvedValue(envelopeResponse(200, [project('ИТП-2')]));
    const { user } = renderAt(
      '/person/place/5/9',
      <ItemTitleBar kind="project" id={9} name="ИТП" onDelete={() => {}} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Переименовать проект' }));
    const input = screen.getByRole('textbox', { name: 'Название проекта' });
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, ' ИТП-2 {Enter}');
    await waitFor(() => expect(screen.queryByRole('textbox')).not.toBeInTheDocument());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/user/project/9');
    expect(init!.method).toBe('POST');
    expect(bodyOf()).toEqual({ name: 'ИТП-2', comment: null });
  });

  it('an invalid name is refused with a message and a shake, without a save', async () => {
    const { user } = renderAt(
      '/person/place/5',
      <ItemTitleBar kind="object" id={5} name="Объект" onDelete={() => {}} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Переименовать объект' }));
    const input = screen.getByRole('textbox', { name: 'Название объекта' });
    await user.clear(input);
    await user.type(input, '{Enter}');
    expect(screen.getByText(cabinetMessages.nameRequired)).toBeInTheDocument();
    expect(input.closest('[data-shaking]')).not.toBeNull();
    await user.type(input, 'я'.repeat(101));
    await user.keyboard('{Enter}');
    expect(screen.getByText(cabinetMessages.nameMax)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Escape cancels; an unchanged name saves nothing', async () => {
    const { user } = renderAt(
      '/person/place/5',
      <ItemTitleBar kind="object" id={5} name="Объект" onDelete={() => {}} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Переименовать объект' }));
    await user.type(screen.getByRole('textbox', { name: 'Название объекта' }), ' новое{Escape}');
    expect(screen.getByRole('heading', { name: 'Объект' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Переименовать объект' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Объект' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
