// Every URL of the app, one entry per route: `path` is the router pattern, `getHref()` builds a link.
// Nothing else builds URLs by hand. Lives in config/ (not app/) because features may not import app/.
// Calculator paths come from the calculator registry's zod-free part (`@podbor/contracts/calculators`):
// the main entry would bring zod into the home page's first download.
import { calcPaths, calculators, fillPath, type CalcName } from '@podbor/contracts/calculators';

const pumpPage = calculators.pump.pages[1].path;
const dcuProductPage = calculators.dcu.pages[1].path;
const pumpSearchPage = calculators.pump.pages[2].path;
const pumpComparePage = calculators.pump.pages[3].path;

const enc = encodeURIComponent;

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

  calculators: {
    aquastrong: { path: calcPaths.Aquastrong, getHref: () => calcPaths.Aquastrong },
    pump: {
      path: pumpPage,
      /** The form fields travel in the query string (calculators §2). */
      getHref: (
        seriesId: number | string,
        pumpId?: number | string | null,
        query?: Record<string, string | number>,
      ) => fillPath(pumpPage, { seriesId, pumpId }, query),
    },
    /** The search across all series: the pump form's fields in the query string. */
    pumpSearch: {
      path: pumpSearchPage,
      getHref: (query?: Record<string, string | number>) => fillPath(pumpSearchPage, {}, query),
    },
    /** The comparison: the pump ids, the duty and the hours in the query string. */
    pumpCompare: {
      path: pumpComparePage,
      getHref: (query?: Record<string, string | number>) => fillPath(pumpComparePage, {}, query),
    },
    /** The DCU form; a reopened calculation's fields travel in the query string. */
    dcu: {
      path: calcPaths.DCU,
      getHref: (query?: string) => (query ? `${calcPaths.DCU}?${query}` : calcPaths.DCU),
    },
    /** The DCU result: the request's hash in the URL, so a reload keeps the result. */
    dcuProduct: {
      path: dcuProductPage,
      getHref: (hash: string) => fillPath(dcuProductPage, {}, { hash }),
    },
    /** Plate heat exchangers, Clever (/heat) and LT (/heatlt): the form travels in the query string. */
    heat: {
      path: calcPaths.Clever,
      getHref: (query?: Record<string, string | number>) => fillPath(calcPaths.Clever, {}, query),
    },
    heatLt: {
      path: calcPaths.RTO,
      getHref: (query?: Record<string, string | number>) => fillPath(calcPaths.RTO, {}, query),
    },
    /** Booster and fire-fighting stations (/station): the form travels in the query string. */
    station: {
      path: calcPaths.Station,
      getHref: (query?: Record<string, string | number>) => fillPath(calcPaths.Station, {}, query),
    },
  },
} as const;

/** Entry path of a calculator by its spec name (Aquastrong, Station, DCU, RTO, Clever). */
export const calculatorHref = (calc: CalcName): string => calcPaths[calc];

/** Parent of a path: last segment removed, '/' at the root (cabinet back arrow, delete modal). */
export const parentPath = (pathname: string): string => {
  const segments = pathname.split('/').filter(Boolean);
  segments.pop();
  return segments.length === 0 ? '/' : `/${segments.join('/')}`;
};
