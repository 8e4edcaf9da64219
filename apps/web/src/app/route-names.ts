// The spec's route names (portal §2) bound to the URL patterns of config/paths.ts and, for the
// calculators, of the calculator registry. The router puts them in each route's `handle`, the
// breadcrumbs look prefixes up here; one table for both.
import type { TFunction } from 'i18next';
import { matchPath } from 'react-router';
import { calculatorPages } from '@podbor/contracts/calculators';
import { paths } from '../config/paths';

const p = paths;

/** Pattern → route name. Calculator and object/project names are podbor's own (the spec gives none). */
export const routeNameByPath: Readonly<Record<string, SpecRouteName>> = {
  [p.home.path]: 'Main.Home',
  [p.registration.path]: 'Main.Registration',
  [p.authorization.path]: 'Main.Authorization',
  [p.calcPass.path]: 'Main.CalcPass',
  [p.person.root.path]: 'Person.PersonRoot',
  [p.person.settings.path]: 'Person.Settings',
  [p.person.updateData.path]: 'Person.UpdateData',
  [p.person.updateEmail.path]: 'Person.UpdateDataModalEmail',
  [p.person.updatePhone.path]: 'Person.UpdateDataModalPhone',
  [p.person.updatePassword.path]: 'Person.UpdatePassword',
  [p.person.history.path]: 'Person.History',
  [p.person.chat.path]: 'Person.Chat',
  [p.person.chatList.path]: 'Person.ChatList',
  [p.person.place.path]: 'Person.Place',
  [p.person.object.path]: 'Person.Object',
  [p.person.project.path]: 'Person.Project',
  [p.person.kp.path]: 'Person.Commercial',
  [p.manager.path]: 'Manager.Console',
  [p.managerChat.path]: 'Manager.Chat',
  ...Object.fromEntries(calculatorPages.map((page) => [page.path, page.routeName])),
};

type SpecRouteName =
  | 'Main.Home'
  | 'Main.Registration'
  | 'Main.Authorization'
  | 'Main.CalcPass'
  | 'Person.PersonRoot'
  | 'Person.Settings'
  | 'Person.UpdateData'
  | 'Person.UpdateDataModalEmail'
  | 'Person.UpdateDataModalPhone'
  | 'Person.UpdatePassword'
  | 'Person.History'
  | 'Person.Chat'
  | 'Person.ChatList'
  | 'Person.Place'
  | 'Person.Object'
  | 'Person.Project'
  | 'Person.Commercial'
  | 'Manager.Console'
  | 'Manager.Chat'
  | CalcRouteName;

/** A calculator page's route name, from the calculator registry (e.g. 'Calc.Pump'). */
type CalcRouteName = (typeof calculatorPages)[number]['routeName'];

export type RouteName = SpecRouteName | 'Main.NotFound';

/** What every named route carries in `handle`. */
export interface RouteHandle {
  name: RouteName;
}

/** `handle` for the route at `path`; a path missing from the table fails at start-up, not silently. */
export const handleFor = (path: string): RouteHandle => {
  const name = routeNameByPath[path];
  if (!name) throw new Error(`No route name for ${path}`);
  return { name };
};

const patterns = Object.keys(routeNameByPath);

/**
 * The route name of a concrete path. With `staticOnly`, a path reached through a dynamic segment
 * (an id) has no name: breadcrumbs show the stored current title there instead.
 */
export const routeNameOf = (pathname: string, { staticOnly = false } = {}): RouteName | null => {
  for (const pattern of patterns) {
    if (staticOnly && pattern.includes(':')) continue;
    if (matchPath({ path: pattern, end: true }, pathname)) return routeNameByPath[pattern] ?? null;
  }
  return null;
};

const calcPageTitles: ReadonlyMap<string, string> = new Map(
  calculatorPages.map((c) => [c.routeName, c.title]),
);

/** A route's title (breadcrumbs, tab title): a calculator page's from the registry, others' from i18n. */
export const routeTitle = (name: RouteName, t: TFunction): string =>
  calcPageTitles.get(name) ?? t(`routes.${name}`);
