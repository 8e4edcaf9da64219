import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CabinetTitleBar } from '../../src/components/ui/cabinet-title-bar';
import { Shake } from '../../src/components/ui/shake';
import { showToast, TOAST_DURATION_MS } from '../../src/components/ui/toast';
import { renderWithProviders } from '../render';

describe('Shake', () => {
  function Refusal() {
    const [n, setN] = useState(0);
    return (
      <>
        <Shake trigger={n}>
          <input aria-label="Пароль" />
        </Shake>
        <button onClick={() => setN((x) => x + 1)}>Отказ</button>
      </>
    );
  }

  it('does not shake at first, shakes on every new trigger, and keeps the child', async () => {
    const { user } = renderWithProviders(<Refusal />);
    const input = screen.getByLabelText('Пароль');
    const wrapper = input.parentElement!;
    expect(wrapper).not.toHaveAttribute('data-shaking');
    await user.type(input, 'abc');
    await user.click(screen.getByRole('button', { name: 'Отказ' }));
    expect(wrapper).toHaveAttribute('data-shaking', 'true');
    expect(wrapper.className).not.toBe('');
    // The animation ends: ready for the next refusal; the typed text survived.
    fireEvent.animationEnd(wrapper);
    expect(wrapper).not.toHaveAttribute('data-shaking');
    await user.click(screen.getByRole('button', { name: 'Отказ' }));
    expect(wrapper).toHaveAttribute('data-shaking', 'true');
    // The count of shakes stays after the animation, for a test that looks later.
    expect(wrapper).toHaveAttribute('data-shakes', '2');
    expect(screen.getByLabelText('Пароль')).toHaveValue('abc');
  });
});

describe('toast helper (portal §4, §9)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('success is green, failure orange, both close after about 2.9 s', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    showToast({ kind: 'success', message: 'Изменения успешно сохранены' });
    showToast({ kind: 'failure', message: 'Не удалось сохранить изменения' });
    expect(TOAST_DURATION_MS).toBe(2900);
    expect(show.mock.calls[0]![0]).toMatchObject({
      message: 'Изменения успешно сохранены',
      color: 'green',
      autoClose: 2900,
    });
    expect(show.mock.calls[1]![0]).toMatchObject({
      message: 'Не удалось сохранить изменения',
      color: 'orange',
      autoClose: 2900,
    });
  });

  it('a toast with the id of one on screen replaces it: one toast, the new text, the time restarted', async () => {
    renderWithProviders(<div />);
    act(() => {
      showToast({ kind: 'failure', message: 'Не удалось удалить комментарий', id: 'same' });
    });
    expect(await screen.findByText('Не удалось удалить комментарий')).toBeInTheDocument();
    act(() => {
      showToast({ kind: 'success', message: 'Комментарий удалён', id: 'same' });
      showToast({ kind: 'failure', message: 'Сервер недоступен', id: 'same' });
    });
    expect(await screen.findByText('Сервер недоступен')).toBeInTheDocument();
    expect(screen.queryByText('Не удалось удалить комментарий')).not.toBeInTheDocument();
    expect(screen.queryByText('Комментарий удалён')).not.toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    // Toasts without an id still stack.
    act(() => {
      showToast({ kind: 'success', message: 'Первый' });
      showToast({ kind: 'success', message: 'Второй' });
    });
    expect(await screen.findByText('Второй')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(3);
    act(() => notifications.clean());
  });

  it('the toast appears on the page, its cross named for screen readers', async () => {
    renderWithProviders(<div />);
    act(() => {
      showToast({ kind: 'failure', message: 'Не удалось сохранить изменения' });
    });
    expect(await screen.findByText('Не удалось сохранить изменения')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
    act(() => notifications.clean());
  });
});

describe('CabinetTitleBar', () => {
  const at = (path: string) => {
    const router = createMemoryRouter([{ path: '*', element: <CabinetTitleBar title="Проект" /> }], {
      initialEntries: [path],
    });
    renderWithProviders(<RouterProvider router={router} />);
    return router;
  };

  it('shows the title and a back arrow to the parent path', () => {
    at('/person/place/4/9');
    expect(screen.getByRole('heading', { name: 'Проект' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Назад' })).toHaveAttribute('href', '/person/place/4');
  });

  it('at the first level the arrow goes to the root', () => {
    at('/person');
    expect(screen.getByRole('link', { name: 'Назад' })).toHaveAttribute('href', '/');
  });
});
