import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs } from '../../src/app/layout/breadcrumb-trail';
import { companySite } from '../../src/config/site';
import type { BreadcrumbTitles } from '../../src/lib/breadcrumb-title';
import { i18n } from '../../src/lib/i18n';

const t = i18n.t.bind(i18n);
const none: BreadcrumbTitles = { currentTitle: null, projectTitle: null };
const labels = (path: string, titles = none) => buildBreadcrumbs(path, titles, t).map((c) => c.label);

describe('breadcrumbs (portal §2, calculators §2)', () => {
  it('start with «Главная» to the company site and the selection home', () => {
    const crumbs = buildBreadcrumbs('/station', none, t);
    expect(crumbs[0]).toMatchObject({ label: 'Главная', href: companySite.mainUrl, external: true });
    expect(crumbs[1]).toMatchObject({ label: 'Подбор оборудования', href: '/' });
  });

  it('on the home page the selection home is the current crumb', () => {
    const crumbs = buildBreadcrumbs('/', none, t);
    expect(crumbs.map((c) => c.label)).toEqual(['Главная', 'Подбор оборудования']);
    expect(crumbs[1]!.current).toBe(true);
  });

  it('the last crumb is the route name when no title is stored', () => {
    expect(labels('/station')).toEqual(['Главная', 'Подбор оборудования', 'Насосные станции']);
    expect(labels('/calc_pass').at(-1)).toBe('Вход в калькулятор');
    expect(labels('/person/kp').at(-1)).toBe('Запросы КП');
  });

  it('middle crumbs are route names of their path segments, with links', () => {
    const crumbs = buildBreadcrumbs('/person/settings/update_password', none, t);
    expect(crumbs.map((c) => c.label)).toEqual([
      'Главная',
      'Подбор оборудования',
      'Личный кабинет',
      'Настройки',
      'Изменение пароля',
    ]);
    expect(crumbs[2]!.href).toBe('/person');
    expect(crumbs[3]!.href).toBe('/person/settings');
    expect(crumbs.at(-1)!.current).toBe(true);
  });

  it('on /aquastrong/... pages the last crumb is the stored current title', () => {
    expect(labels('/aquastrong/12', { currentTitle: 'Серия EVR', projectTitle: 'Проект А' }).at(-1)).toBe(
      'Серия EVR',
    );
    // An unknown (id) middle segment would show the stored current title too; the same title
    // twice in a row is shown once.
    expect(labels('/aquastrong/12/7', { currentTitle: 'EVR 5-8', projectTitle: null })).toEqual([
      'Главная',
      'Подбор оборудования',
      'Насосы Aquastrong',
      'EVR 5-8',
    ]);
  });

  it('on a single object page the last crumb is the current title', () => {
    expect(labels('/person/place/5', { currentTitle: 'ЖК Северный', projectTitle: 'ИТП' })).toEqual([
      'Главная',
      'Подбор оборудования',
      'Личный кабинет',
      'Мои объекты',
      'ЖК Северный',
    ]);
  });

  it('elsewhere the last crumb is the project title when set, else the route name', () => {
    expect(
      labels('/person/place/5/9', { currentTitle: 'ЖК Северный', projectTitle: 'Тепловой пункт' }),
    ).toEqual([
      'Главная',
      'Подбор оборудования',
      'Личный кабинет',
      'Мои объекты',
      'ЖК Северный',
      'Тепловой пункт',
    ]);
    expect(labels('/person/place/5/9').at(-1)).toBe('Проект');
    expect(labels('/person/history', { currentTitle: null, projectTitle: 'Проект Б' }).at(-1)).toBe(
      'Проект Б',
    );
    // A calculator page names itself: its stored title, else its route's title.
    expect(labels('/station', { currentTitle: null, projectTitle: null }).at(-1)).toBe('Насосные станции');
  });

  it('an unknown middle segment without a stored title is left out', () => {
    expect(labels('/person/place/5/9')).toEqual([
      'Главная',
      'Подбор оборудования',
      'Личный кабинет',
      'Мои объекты',
      'Проект',
    ]);
  });

  it('an unknown address ends with «Страница не найдена»', () => {
    expect(labels('/no/such/page').at(-1)).toBe('Страница не найдена');
  });
});
