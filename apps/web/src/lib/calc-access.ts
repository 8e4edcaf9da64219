// Calculator grants kept in the browser: one signed grant per calculator with its expiry, in
// localStorage so a reload keeps access. The server checks the grant; this only decides navigation.
import type { CalcAccessResponse, CalcName } from '@podbor/contracts';
import { paths } from '../config/paths';

export const CALC_ACCESS_KEY = 'calcAccess';

/** Navigation state of /calc_pass: the calculator to unlock and where to go after it. */
export interface CalcPassState {
  calc: CalcName;
  /** A page of that calculator to open once unlocked (its root when absent), e.g. a saved pump. */
  next?: string;
  /** Why the password is asked again (the server's refusal, e.g. the password changed). */
  reason?: string;
}

/** The password modal's link for `calc`, continuing to `next` (a page of it) once unlocked. */
export const calcPassLocation = (
  calc: CalcName,
  next?: string,
  reason?: string,
): { to: string; state: CalcPassState } => ({
  to: paths.calcPass.getHref(),
  state: {
    calc,
    ...(next === undefined ? {} : { next }),
    ...(reason === undefined ? {} : { reason }),
  },
});

/** Where /calc_pass goes after unlocking `calc`: `next` when it is a page of that calculator. */
export const afterCalcPass = (calc: CalcName, root: string, next: unknown): string =>
  typeof next === 'string' && (next === root || next.startsWith(`${root}/`) || next.startsWith(`${root}?`))
    ? next
    : root;

interface StoredGrant {
  grant: string;
  expiresAt: number;
}
type GrantMap = Partial<Record<CalcName, StoredGrant>>;

const read = (): GrantMap => {
  try {
    const raw = localStorage.getItem(CALC_ACCESS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as GrantMap)
      : {};
  } catch {
    return {};
  }
};

const write = (map: GrantMap): void => {
  try {
    localStorage.setItem(CALC_ACCESS_KEY, JSON.stringify(map));
  } catch {
    // Storage full or disabled: access then lasts until navigation, which is acceptable.
  }
};

/** Stores the grant answered by `POST /api/v1/calc/access`. */
export const saveCalcGrant = ({ calc, grant, expiresAt }: CalcAccessResponse): void => {
  write({ ...read(), [calc]: { grant, expiresAt } });
};

/** The calculator's grant when one is stored and not expired; expired grants are dropped. */
export const getCalcGrant = (calc: CalcName, now: number = Date.now()): string | null => {
  const map = read();
  const entry = map[calc];
  if (!entry) return null;
  if (typeof entry.grant !== 'string' || typeof entry.expiresAt !== 'number' || entry.expiresAt <= now) {
    delete map[calc];
    write(map);
    return null;
  }
  return entry.grant;
};

export const hasCalcAccess = (calc: CalcName, now?: number): boolean => getCalcGrant(calc, now) !== null;

/** Drops a grant, e.g. when the server refuses it (403) so the next visit asks for the password. */
export const clearCalcGrant = (calc: CalcName): void => {
  const map = read();
  if (map[calc]) {
    delete map[calc];
    write(map);
  }
};
