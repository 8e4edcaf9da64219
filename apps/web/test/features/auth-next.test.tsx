// Login and registration that continue to the page they were asked for (navigation state `{ next }`
// of /authorization and /registration): a guest on a cabinet page, and a guest's 'Войти' on a
// calculator result. Cancelling leaves the user at home; without a `next` the login goes to /person.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { CalculationFiles } from '../../src/components/calculator/calculation-files';
import { makeQueryClient } from '../../src/lib/query-client';
import { carryNext, isCabinetHref, loginLocation, nextOf } from '../../src/lib/next-page';
import { fillRegistration, logIn, stubBrowserPage, testUserInfo, typeCode } from '../auth-steps';
import { fakeApi, ok } from '../fake-api';
import { renderApp } from '../render';

beforeAll(async () => {
  await Promise.all([
    import('../../src/app/modal-layer'),
    import('../../src/features/auth/components/user-menu'),
    import('../../src/features/cabinet/components/cabinet-shell'),
    import('../../src/app/routes/cabinet/cabinet-pages'),
  ]);
}, 60_000);

const info = testUserInfo();

let assign: ReturnType<typeof stubBrowserPage>;
beforeEach(() => {
  assign = stubBrowserPage();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const loginApi = () =>
  fakeApi({
    'POST /api/v1/user/login': () => ok({ token: 'session-token', expiresIn: 1800 }),
    'GET /api/v1/user/info': () => ok(info),
  });

describe('the next page of the login and registration modals', () => {
  it('keeps only pages of this site outside the modal routes', () => {
    expect(nextOf({ next: '/aquastrong/3/7?Q=4' })).toBe('/aquastrong/3/7?Q=4');
    expect(nextOf({ next: '//evil.example/x' })).toBeNull();
    expect(nextOf({ next: 'https://evil.example/' })).toBeNull();
    expect(nextOf({ next: '/authorization?x=1' })).toBeNull();
    expect(nextOf({ next: '/calc_pass' })).toBeNull();
    expect(nextOf(null)).toBeNull();
    expect(carryNext({ next: '/person/place', other: 1 })).toEqual({ next: '/person/place' });
    expect(carryNext(undefined)).toBeUndefined();
    expect(loginLocation()).toEqual({ to: '/authorization' });
    expect(isCabinetHref('/person/history?page=2')).toBe(true);
    expect(isCabinetHref('/personal')).toBe(false);
  });
});

describe('a guest on a cabinet page (portal §2 "Cabinet shell")', () => {
  it('gets the login modal over the home page; a login continues to the page asked for', async () => {
    loginApi();
    const { user, router } = renderApp('/person/history?page=2');
    const dialog = await screen.findByRole('dialog', { name: 'Вход в личный кабинет' }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/authorization');
    expect(router.state.location.state).toEqual({ next: '/person/history?page=2' });
    expect(screen.getByRole('heading', { level: 1, name: 'Подбор оборудования' })).toBeInTheDocument();
    await logIn(user, dialog);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/person/history?page=2'), { timeout: 3000 });
  }, 15_000);

  it('closing the login modal leaves the guest on the home page', async () => {
    fakeApi({});
    const { user, router } = renderApp('/person/place');
    const dialog = await screen.findByRole('dialog', { name: 'Вход в личный кабинет' }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(assign).not.toHaveBeenCalled();
  });

  it('/authorization opened without a state (a reload, the header) still logs in to /person', async () => {
    loginApi();
    const { user } = renderApp('/authorization');
    const dialog = await screen.findByRole('dialog', { name: 'Вход в личный кабинет' }, { timeout: 5000 });
    await logIn(user, dialog);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/person'), { timeout: 3000 });
  });

  it('«Зарегистрироваться» keeps the page; the finished registration continues there', async () => {
    fakeApi({
      'PUT /api/v1/user/register': () => ok({ token: 'pending', resendAfterSec: 30 }),
      'POST /api/v1/user/register/verify': (body: { code: string }) =>
        body.code === '4821' ? ok({ token: 'session-token', expiresIn: 1800 }) : ok({}),
    });
    const { user, router } = renderApp('/person/place');
    const login = await screen.findByRole('dialog', { name: 'Вход в личный кабинет' }, { timeout: 5000 });
    await user.click(within(login).getByRole('button', { name: 'Зарегистрироваться' }));
    const dialog = await screen.findByRole('dialog', { name: 'Регистрация' });
    expect(router.state.location.pathname).toBe('/registration');
    expect(router.state.location.state).toEqual({ next: '/person/place' });
    // «Войти» back and forth keeps it too.
    await user.click(within(dialog).getByRole('button', { name: 'Войти' }));
    await screen.findByRole('dialog', { name: 'Вход в личный кабинет' });
    expect(router.state.location.state).toEqual({ next: '/person/place' });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Зарегистрироваться' }));
    const reg = await screen.findByRole('dialog', { name: 'Регистрация' });

    await fillRegistration(user, reg);
    const code = await screen.findByRole('dialog', { name: 'Подтверждение номера' });
    await typeCode(user, code, '4821'); // the fourth digit sends the code
    const userInfo = await screen.findByRole('dialog', { name: 'Расскажите о себе' });
    await user.click(within(userInfo).getByRole('button', { name: 'Пропустить' }));
    const success = await screen.findByRole('dialog', { name: 'Регистрация завершена' });
    await user.click(within(success).getByRole('button', { name: 'Перейти в личный кабинет' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/place'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 20_000);
});

describe("a guest's 'Войти' on a calculator result (the files panel)", () => {
  it('carries the page, query string included, to the login modal', async () => {
    fakeApi({});
    const Shown = () => {
      const location = useLocation();
      return <p data-testid="at">{JSON.stringify({ path: location.pathname, state: location.state })}</p>;
    };
    const router = createMemoryRouter(
      [
        {
          path: '/aquastrong/:seriesId/:pumpId?',
          element: <CalculationFiles id="f" make={async () => ({ hash: 'h', id: 1 })} requestKey="k" />,
        },
        { path: '*', element: <Shown /> },
      ],
      { initialEntries: ['/aquastrong/3/7?units=m&Q=4&H=4&H0=1'] },
    );
    const user = userEvent.setup();
    render(
      <AppProviders queryClient={makeQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await user.click(within(screen.getByTestId('files-guest')).getByRole('link', { name: 'Войти' }));
    expect(JSON.parse(screen.getByTestId('at').textContent!)).toEqual({
      path: '/authorization',
      state: { next: '/aquastrong/3/7?units=m&Q=4&H=4&H0=1' },
    });
    await router.navigate(-1);
    await user.click(
      within(await screen.findByTestId('files-guest')).getByRole('link', { name: 'Зарегистрироваться' }),
    );
    expect(JSON.parse(screen.getByTestId('at').textContent!)).toEqual({
      path: '/registration',
      state: { next: '/aquastrong/3/7?units=m&Q=4&H=4&H0=1' },
    });
  });

  it('the login then returns to that page (a fresh page load restores its state from the URL)', async () => {
    loginApi();
    const { user, router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Подбор оборудования' });
    await router.navigate('/authorization', { state: { next: '/aquastrong/3/7?units=m&Q=4&H=4&H0=1' } });
    const dialog = await screen.findByRole('dialog', { name: 'Вход в личный кабинет' }, { timeout: 5000 });
    await logIn(user, dialog);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/aquastrong/3/7?units=m&Q=4&H=4&H0=1'), {
      timeout: 3000,
    });
  });

  it('a registration from a result continues to it through «Начать подбор оборудования»', async () => {
    fakeApi({});
    const { openModal } = await import('../../src/lib/modal-store');
    const { user, router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Подбор оборудования' });
    await router.navigate('/registration', { state: { next: '/aquastrong/3?Q=4' } });
    await screen.findByRole('dialog', { name: 'Регистрация' }, { timeout: 5000 });
    openModal({ active: 'MODAL_SUCCESS' });
    const success = await screen.findByRole('dialog', { name: 'Регистрация завершена' });
    await user.click(within(success).getByRole('button', { name: 'Начать подбор оборудования' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/aquastrong/3?Q=4'),
    );
  });
});
