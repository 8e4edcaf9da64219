// Every URL of the app, one entry per route: `path` is the router pattern, `getHref()` builds a link.
// Nothing else builds URLs by hand. Lives in config/ (not app/) because features may not import app/.
// Calculator paths come from the calculator registry's zod-free part (`@podbor/contracts/calculators`):
// the main entry would bring zod into the home page's first download.
import {
  calcPaths,
  calculatorPages,
  fillPath,
  type CalcName,
  type CalcPage,
} from '@podbor/contracts/calculators';

const enc = encodeURIComponent;

type Scalar = string | number | boolean;

/** A query string's fields, in their order; null and undefined are left out. */
export type HrefQuery = Readonly<Record<string, Scalar | null | undefined>>;

/** The `:params` of a route pattern: `:id` needs a value, `:id?` may go without. */
type ParamsOf<P extends string> = P extends `${string}:${infer Segment}/${infer Rest}`
  ? ParamOf<Segment> & ParamsOf<Rest>
  : P extends `${string}:${infer Segment}`
    ? ParamOf<Segment>
    : unknown;
type ParamOf<S extends string> = S extends `${infer Name}?`
  ? { [K in Name]?: Scalar | null }
  : { [K in S]: Scalar };

/** A calculator page's link: its pattern's `:params` first when it has any, then the query. */
export type CalculatorLink<P extends string> = {
  path: P;
  getHref: P extends `${string}:${string}`
    ? (params: ParamsOf<P>, query?: HrefQuery) => string
    : (query?: HrefQuery) => string;
};

/** 'Calc.PumpSearch' → 'pumpSearch': a page's key in `paths.calculators`. */
type LinkKey<R extends string> = R extends `Calc.${infer Name}` ? Uncapitalize<Name> : never;

/** Links of calculator pages by key, for pages typed as a registry's. */
export type CalculatorLinks<Page extends CalcPage> = {
  [Pg in Page as LinkKey<Pg['routeName']>]: CalculatorLink<Pg['path']>;
};

/**
 * A link for every page of the registry, keyed by its route name ('Calc.Pump' → `pump`), so a
 * calculator's pages have their links without an edit here; `calculatorPages`' are in
 * `paths.calculators`, a test passes pages with a throwaway calculator's added.
 */
export function calculatorLinksOf<const Pages extends readonly CalcPage[]>(
  pages: Pages,
): CalculatorLinks<Pages[number]> {
  return Object.fromEntries(
    pages.map((p) => {
      const key = p.routeName.charAt(5).toLowerCase() + p.routeName.slice(6);
      const getHref = p.path.includes(':')
        ? (params: Record<string, Scalar | null | undefined>, query?: HrefQuery) =>
            fillPath(p.path, params, query)
        : (query?: HrefQuery) => fillPath(p.path, {}, query);
      return [key, { path: p.path, getHref }];
    }),
  ) as CalculatorLinks<Pages[number]>;
}

export const paths = {
  home: { path: '/', getHref: () => '/' },
  registration: { path: '/registration', getHref: () => '/registration' },
  authorization: { path: '/authorization', getHref: () => '/authorization' },
  calcPass: { path: '/calc_pass', getHref: () => '/calc_pass' },

  person: {
    root: { path: '/person', getHref: () => '/person' },
    settings: { path: '/person/settings', getHref: () => '/person/settings' },
    updateData: { path: '/person/settings/update_data', getHref: () => '/person/settings/update_data' },
    updateEmail: {
      path: '/person/settings/update_data/email',
      getHref: () => '/person/settings/update_data/email',
    },
    updatePhone: {
      path: '/person/settings/update_data/phone',
      getHref: () => '/person/settings/update_data/phone',
    },
    updatePassword: {
      path: '/person/settings/update_password',
      getHref: () => '/person/settings/update_password',
    },
    history: { path: '/person/history', getHref: () => '/person/history' },
    chat: { path: '/person/chat', getHref: () => '/person/chat' },
    chatList: {
      path: '/person/chat/chat_list',
      getHref: (chatId?: number | string) =>
        chatId === undefined ? '/person/chat/chat_list' : `/person/chat/chat_list?chat_id=${enc(chatId)}`,
    },
    place: { path: '/person/place', getHref: () => '/person/place' },
    object: {
      path: '/person/place/:objectId',
      getHref: (objectId: number | string) => `/person/place/${enc(objectId)}`,
    },
    project: {
      path: '/person/place/:objectId/:projectId',
      getHref: (objectId: number | string, projectId: number | string) =>
        `/person/place/${enc(objectId)}/${enc(projectId)}`,
    },
    /** `id`: the request opened (a notification's link); `edit`: its edit dialog open («Новый» only). */
    kp: {
      path: '/person/kp',
      getHref: (id?: number, { edit = false }: { edit?: boolean } = {}) =>
        id === undefined ? '/person/kp' : `/person/kp?id=${id}${edit ? '&edit=1' : ''}`,
    },
  },

  /** The manager's console; `id` — the request opened. */
  manager: {
    path: '/manager',
    getHref: (id?: number) => (id === undefined ? '/manager' : `/manager?id=${id}`),
  },
  /** The manager's chat inbox; `chat_id` — the topic opened. */
  managerChat: {
    path: '/manager/chat',
    getHref: (chatId?: number) =>
      chatId === undefined ? '/manager/chat' : `/manager/chat?chat_id=${chatId}`,
  },

  /**
   * Every calculator page, from the calculator registry: `aquastrong`, `pump` (`{ seriesId, pumpId }`
   * and the form), `pumpSearch`, `pumpCompare`, `station`, `dcu`, `dcuProduct` (`{ hash }`), `heat`,
   * `heatLt`. Forms travel in the query string (calculators §2).
   */
  calculators: calculatorLinksOf(calculatorPages),
} as const;

/** Entry path of a calculator by its spec name (Aquastrong, Station, DCU, RTO, Clever). */
export const calculatorHref = (calc: CalcName): string => calcPaths[calc];

/** Parent of a path: last segment removed, '/' at the root (cabinet back arrow, delete modal). */
export const parentPath = (pathname: string): string => {
  const segments = pathname.split('/').filter(Boolean);
  segments.pop();
  return segments.length === 0 ? '/' : `/${segments.join('/')}`;
};
