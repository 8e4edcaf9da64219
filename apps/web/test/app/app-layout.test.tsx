import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MOBILE_QUERY } from '../../src/app/layout/app-layout';
import { companyContacts, productCategoryLinks } from '../../src/config/site';
import { setCurrentTitle, setProjectTitle, getBreadcrumbTitles } from '../../src/lib/breadcrumb-title';
import { renderApp } from '../render';

describe('page frame (portal §1–2)', () => {
  it('has the logo, the product menu with external links, contacts, news and the copyright', async () => {
    renderApp('/');
    await screen.findAllByTestId('calculator-card');
    expect(screen.getByRole('link', { name: /podbor/ })).toHaveAttribute('href', '/');
    const menu = screen.getByRole('navigation', { name: 'Продукция' });
    const links = within(menu).getAllByRole('link');
    expect(links).toHaveLength(productCategoryLinks.length);
    expect(links.map((l) => l.textContent)).toEqual(
      expect.arrayContaining(['Насосы', 'Насосные станции', 'Теплообменники', 'Узлы учёта и коллекторы']),
    );
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(screen.getByText(companyContacts.phone)).toBeInTheDocument();
    expect(screen.getByText(companyContacts.email)).toBeInTheDocument();
    expect(screen.getByText(companyContacts.address)).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getAllByRole('listitem')).toHaveLength(3);
    expect(footer).toHaveTextContent('© 2012–2020');
  });

  it('guests see «Регистрация» and «Войти», which go to their routes over the home page', async () => {
    const { user, router } = renderApp('/');
    await user.click(screen.getByRole('link', { name: 'Регистрация' }));
    expect(router.state.location.pathname).toBe('/registration');
    expect(screen.getAllByTestId(/^(calculator|soon)-card$/)).toHaveLength(9);
    await user.click(screen.getByRole('link', { name: 'Войти' }));
    expect(router.state.location.pathname).toBe('/authorization');
    expect(screen.getAllByTestId(/^(calculator|soon)-card$/)).toHaveLength(9);
    expect(screen.getByRole('navigation', { name: 'Навигационная цепочка' })).toHaveTextContent('Вход');
  });

  it('both stored breadcrumb titles are cleared on every path change', async () => {
    const { router } = renderApp('/person/place/4');
    act(() => {
      setCurrentTitle('ЖК Северный');
      setProjectTitle('ИТП');
    });
    const crumbs = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
    expect(within(crumbs).getByText('ЖК Северный')).toHaveAttribute('aria-current', 'page');
    await act(() => router.navigate('/person/place'));
    expect(getBreadcrumbTitles()).toEqual({ currentTitle: null, projectTitle: null });
    await waitFor(() => expect(within(crumbs).queryByText('ЖК Северный')).not.toBeInTheDocument());
  });

  it('the browser tab title names the page in Russian and follows navigation and stored titles', async () => {
    const { router } = renderApp('/');
    await screen.findAllByTestId('calculator-card');
    expect(document.title).toBe('Подбор оборудования');
    await act(() => router.navigate('/registration'));
    await waitFor(() => expect(document.title).toBe('Регистрация — Подбор оборудования'));
    await act(() => router.navigate('/no/such/page'));
    await waitFor(() => expect(document.title).toBe('Страница не найдена — Подбор оборудования'));
  });

  it('the browser tab title of an object is its stored name', async () => {
    renderApp('/person/place/4');
    act(() => setCurrentTitle('ЖК Северный'));
    await waitFor(() => expect(document.title).toBe('ЖК Северный — Подбор оборудования'));
  });

  describe('below 768 px', () => {
    const realMatchMedia = window.matchMedia;
    beforeEach(() => {
      window.matchMedia = (query: string) =>
        ({ ...realMatchMedia(query), matches: query === MOBILE_QUERY, media: query }) as MediaQueryList;
    });
    afterEach(() => {
      window.matchMedia = realMatchMedia;
    });

    it('the menu is a burger panel: closed it is inert, open it takes focus, Escape closes it', async () => {
      const { user } = renderApp('/');
      const panel = document.getElementById('podbor-menu')!;
      await waitFor(() => expect(panel).toHaveAttribute('inert'));
      const burger = screen.getByRole('button', { name: 'Открыть меню' });
      expect(burger).toHaveAttribute('aria-expanded', 'false');

      await user.click(burger);
      expect(burger).toHaveAttribute('aria-expanded', 'true');
      expect(burger).toHaveAccessibleName('Закрыть меню');
      expect(panel).toHaveAttribute('data-open');
      expect(panel).not.toHaveAttribute('inert');
      expect(within(panel).getAllByRole('link')[0]).toHaveFocus();

      await user.keyboard('{Escape}');
      expect(burger).toHaveAttribute('aria-expanded', 'false');
      expect(panel).not.toHaveAttribute('data-open');
      expect(burger).toHaveFocus();
    });

    it('a navigation closes the open menu', async () => {
      const { user } = renderApp('/');
      await user.click(screen.getByRole('button', { name: 'Открыть меню' }));
      await user.click(screen.getByRole('link', { name: 'Войти' }));
      expect(screen.getByRole('button', { name: 'Открыть меню' })).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
