// Calculator grants kept in the browser: one signed grant per calculator with its expiry, in
// localStorage so a reload keeps access. The server checks the grant; this only decides navigation.
import type { CalcAccessResponse, CalcName } from '@podbor/contracts';

export const CALC_ACCESS_KEY = 'calcAccess';

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
