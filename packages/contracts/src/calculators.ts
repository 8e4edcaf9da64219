// The calculator registry: the one list of podbor's calculators — type, the spec's name, routes,
// labels, request category. Zod-free on purpose: the home page reads it without loading zod.
//
// Everything that lists calculators reads this table (router, page links, home cards, breadcrumbs,
// calculator passwords, calc-reopen, history labels, the type, name and category lists). The zod
// half of an entry — the form schema, the inputs that reopen it, its file titles — is in
// calculator-contracts.ts.

/** Icons the home cards can show (the web maps each name to a drawing). */
export type CalcIcon = 'droplet' | 'factory' | 'split' | 'exchange' | 'stack';

/**
 * Whether a calculator exists yet. 'built': its card opens it and its routes sit behind its
 * password. 'soon': its card says «Скоро» and is not a button, and its routes show the honest
 * «готовится к запуску» page without a password (there is nothing to protect). Flip it to 'built'
 * when the calculator lands (docs/adding-a-calculator.md).
 */
export type CalcStatus = 'built' | 'soon';

/** A page of a calculator: its route pattern, route name (portal §2) and title (breadcrumbs, tab). */
export interface CalcPage {
  path: string;
  routeName: `Calc.${string}`;
  title: string;
}

/**
 * One calculator's entry. Its type, name and category are open strings here: the lists of types,
 * names and categories are read off the entries (`registryOf`), never written beside them.
 */
export interface CalculatorMeta<T extends string = string, N extends string = string> {
  /** Request / history type (portal §3 history item). */
  type: T;
  /** The spec's name: the grant's `calc`, the password variable's suffix (CALC_PASSWORD_<NAME>). */
  name: N;
  /** Built or not yet: the one place the home cards and the router read it from. */
  status: CalcStatus;
  /** Entry route, behind the calculator password once built. */
  path: string;
  /** Every page of the calculator, the entry page first; all sit under `path`. */
  pages: readonly CalcPage[];
  /**
   * The page a saved calculation reopens (a project's 'edit' icon) — see `reopenHref` — or null
   * while the calculator takes no saved inputs (its calculations open the entry page).
   */
  reopenPage: string | null;
  /**
   * The page keeps its result in the URL (issue 33 item 3): `?request=` the request's hash (or, for
   * its signed-in owner, its id) and `&item=` the solution opened, beside the form's parameters, so
   * a reload, a shared link or Back shows the same result — and a saved calculation reopens on it.
   */
  resultInUrl: boolean;
  /** With `resultInUrl`: the reopen inputs' field that names the solution opened (`item`), if any. */
  reopenItem?: string;
  /** Card title and the password modal's «Калькулятор «…»». */
  label: string;
  /** Card text on the home page. */
  summary: string;
  icon: CalcIcon;
  /** History type label (portal §3); the history search matches it too. */
  historyLabel: string;
  /**
   * `POST /api/v1/search/{category}` of the calculator (architecture "Selection requests"); null
   * for a calculator that runs through calls of its own (the pump calculator: `/api/v1/search/pump/…`).
   */
  category: string | null;
}

/** Keeps an entry's literal types (names, paths, route names) while checking its shape. */
const entry = <const M extends CalculatorMeta>(m: M): M => m;

/** The calculators in the home page's order (calculators §1). */
export const calculatorList = [
  entry({
    type: 'pump',
    name: 'Aquastrong',
    status: 'built',
    path: '/aquastrong',
    pages: [
      { path: '/aquastrong', routeName: 'Calc.Aquastrong', title: 'Насосы Aquastrong' },
      { path: '/aquastrong/:seriesId/:pumpId?', routeName: 'Calc.Pump', title: 'Подбор насоса' },
      { path: '/aquastrong/all', routeName: 'Calc.PumpSearch', title: 'Подбор по всем сериям' },
      { path: '/aquastrong/compare', routeName: 'Calc.PumpCompare', title: 'Сравнение насосов' },
    ],
    reopenPage: '/aquastrong/:seriesId/:pumpId?',
    resultInUrl: false,
    label: 'Насосы Aquastrong',
    summary: 'Подбор насоса серии по расходу и напору с рабочей точкой и характеристиками',
    icon: 'droplet',
    historyLabel: 'Насосы',
    category: null,
  }),
  entry({
    type: 'station',
    name: 'Station',
    status: 'built',
    path: '/station',
    pages: [{ path: '/station', routeName: 'Calc.Station', title: 'Насосные станции' }],
    reopenPage: '/station',
    resultInUrl: true,
    reopenItem: 'modelId',
    label: 'Насосные станции',
    summary: 'Станции повышения давления и пожаротушения',
    icon: 'factory',
    historyLabel: 'Насосные станции SPL',
    category: 'station',
  }),
  entry({
    type: 'dcu',
    name: 'DCU',
    status: 'built',
    path: '/dcu',
    pages: [
      { path: '/dcu', routeName: 'Calc.Dcu', title: 'Коллекторные узлы DCU' },
      { path: '/dcu/product_item', routeName: 'Calc.DcuProduct', title: 'Результат подбора' },
    ],
    reopenPage: '/dcu',
    resultInUrl: false,
    label: 'Коллекторные узлы DCU',
    summary: 'Узлы для отопления и водоснабжения с документацией',
    icon: 'split',
    historyLabel: 'Коллекторные узлы DCU',
    category: 'dcu',
  }),
  entry({
    type: 'clever',
    name: 'Clever',
    status: 'built',
    path: '/heat',
    pages: [{ path: '/heat', routeName: 'Calc.Heat', title: 'Пластинчатые теплообменники Clever' }],
    reopenPage: '/heat',
    resultInUrl: true,
    label: 'Пластинчатые теплообменники Clever',
    summary: 'Разборные пластинчатые теплообменники для отопления и ГВС',
    icon: 'exchange',
    historyLabel: 'Теплообменники SPL',
    category: 'clever',
  }),
  entry({
    type: 'rto',
    name: 'RTO',
    status: 'built',
    path: '/heatlt',
    pages: [{ path: '/heatlt', routeName: 'Calc.HeatLt', title: 'Пластинчатые теплообменники RTO' }],
    reopenPage: '/heatlt',
    resultInUrl: true,
    label: 'Пластинчатые теплообменники RTO (линейка LT)',
    summary: 'Подбор по пяти из семи параметров с расчётом загрязнения',
    icon: 'stack',
    historyLabel: 'Теплообменники SPL LT',
    category: 'rto',
  }),
] as const satisfies readonly CalculatorMeta[];

/**
 * What follows from a list of registry entries: the lists of types, names and search categories
 * (in the entries' order), the entries by type, by name and by category, and the maps the router,
 * the passwords and the history read. `calculatorList`'s is below; a test derives one with a
 * throwaway entry added to prove that nothing else lists calculators.
 */
export function registryOf<const L extends readonly CalculatorMeta[]>(list: L) {
  type E = L[number];
  type Category = Exclude<E['category'], null>;
  const pairs = <K extends string, V>(entries: [K, V][]) => Object.fromEntries(entries) as Record<K, V>;
  return {
    types: list.map((c) => c.type) as readonly E['type'][],
    names: list.map((c) => c.name) as readonly E['name'][],
    categories: list.flatMap((c) =>
      c.category === null ? [] : [c.category],
    ) as unknown as readonly Category[],
    byType: pairs(list.map((c) => [c.type, c])) as unknown as { [T in E['type']]: Extract<E, { type: T }> },
    byName: pairs(list.map((c) => [c.name, c])) as unknown as { [N in E['name']]: Extract<E, { name: N }> },
    byCategory: pairs(list.flatMap((c) => (c.category === null ? [] : [[c.category, c]]))) as Record<
      Category,
      E
    >,
    nameOfType: pairs(list.map((c) => [c.type, c.name])) as unknown as {
      [T in E['type']]: Extract<E, { type: T }>['name'];
    },
    paths: pairs(list.map((c) => [c.name, c.path])) as Record<E['name'], string>,
    historyLabels: pairs(list.map((c) => [c.type, c.historyLabel])) as Record<E['type'], string>,
    pages: list.flatMap((c) =>
      c.pages.map((p) => ({ ...p, calc: c.type })),
    ) as readonly (E['pages'][number] & {
      calc: E['type'];
    })[],
  };
}

const registry = registryOf(calculatorList);

/** Request / history types (portal §3 history item), one per calculator, in the registry's order. */
export const calcTypes = registry.types;
export type CalcType = (typeof calcTypes)[number];

/** Calculator names as the spec's home cards and `POST /api/v1/calc/access` set them (calculators §2). */
export const calcNames = registry.names;
export type CalcName = (typeof calcNames)[number];

/** `POST /api/v1/search/{category}` categories (architecture "Selection requests"). */
export const searchCategories = registry.categories;
export type SearchCategory = (typeof searchCategories)[number];

/** Registry entry by type. */
export const calculators = registry.byType;

/** Registry entry by the spec's name. */
export const calculatorsByName = registry.byName;

/** The calculator a search category belongs to. */
export const calculatorOfCategory = registry.byCategory;

/** True when the calculator is built (its routes need its password); false while it is «Скоро». */
export const isCalcBuilt = (name: CalcName): boolean => calculatorsByName[name].status === 'built';

/** Which calculator grant a request type needs. */
export const calcOfRequestType = registry.nameOfType;

/** Where a calculator lives once its password is accepted. */
export const calcPaths = registry.paths;

/** History type labels (portal §3); the history page shows them and the history search matches them. */
export const requestTypeLabels = registry.historyLabels;

/** Every calculator page with its spec route name, for the router and the breadcrumbs. */
export const calculatorPages = registry.pages;

/** The environment variable holding a calculator's password (never in the browser bundle). */
export const calcPasswordVariable = <N extends CalcName>(name: N) =>
  `CALC_PASSWORD_${name.toUpperCase() as Uppercase<N>}` as const;

type Scalar = string | number | boolean;
const isScalar = (v: unknown): v is Scalar => ['string', 'number', 'boolean'].includes(typeof v);

/**
 * A route pattern filled in: `:name` and `:name?` segments from `params` (an optional one without a
 * value is dropped), then `query` in its own key order (undefined and null left out).
 */
export function fillPath(
  pattern: string,
  params: Readonly<Record<string, Scalar | null | undefined>> = {},
  query: Readonly<Record<string, unknown>> = {},
): string {
  const path = pattern
    .split('/')
    .flatMap((segment) => {
      const m = /^:(\w+)(\?)?$/.exec(segment);
      if (!m) return [segment];
      const value = params[m[1] ?? ''];
      if (value === undefined || value === null) {
        if (m[2]) return [];
        throw new Error(`fillPath: no value for :${m[1]} in ${pattern}`);
      }
      return [encodeURIComponent(String(value))];
    })
    .join('/');
  const search = Object.entries(query)
    .flatMap(([k, v]) => (isScalar(v) ? [`${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`] : []))
    .join('&');
  return search ? `${path || '/'}?${search}` : path || '/';
}

/** The query parameters of a result kept in the URL (`resultInUrl`). */
export const resultQuery = { request: 'request', item: 'item' } as const;

/**
 * Where a saved calculation reopens its calculator: the registry's `reopenPage` with its path
 * parameters taken from the reopen inputs' fields of the same names, and the inputs' `form` (or,
 * without one, the inputs' other scalar fields) as the query string, in the form's field order —
 * the URL the calculator page itself writes, so it reads back the same form. Without a reopen page
 * or inputs: the calculator's entry page.
 */
export function reopenHref(
  type: CalcType,
  inputs: object | null | undefined,
  /** A done calculation: a page that keeps its result in the URL reopens on it (by its id). */
  done?: { requestId: number },
): string {
  const c = calculators[type];
  if (!c.reopenPage || !inputs) return c.path;
  const fields = inputs as Record<string, unknown>;
  const names = new Set([...c.reopenPage.matchAll(/:(\w+)/g)].map((m) => m[1]));
  const params = Object.fromEntries(
    Object.entries(fields).filter(([k, v]) => names.has(k) && isScalar(v)),
  ) as Record<string, Scalar>;
  const form = fields.form;
  const query =
    typeof form === 'object' && form !== null
      ? (form as Record<string, unknown>)
      : Object.fromEntries(Object.entries(fields).filter(([k]) => !names.has(k)));
  const item = 'reopenItem' in c ? fields[c.reopenItem] : undefined;
  const result =
    c.resultInUrl && done
      ? { [resultQuery.request]: done.requestId, ...(isScalar(item) ? { [resultQuery.item]: item } : {}) }
      : {};
  return fillPath(c.reopenPage, params, { ...query, ...result });
}
