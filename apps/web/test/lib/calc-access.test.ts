import { describe, expect, it } from 'vitest';
import {
  CALC_ACCESS_KEY,
  clearCalcGrant,
  getCalcGrant,
  hasCalcAccess,
  saveCalcGrant,
} from '../../src/lib/calc-access';

describe('calculator grants in the browser', () => {
  it('keeps a grant per calculator in localStorage, so a reload keeps access', () => {
    saveCalcGrant({ calc: 'Station', grant: 's', expiresAt: 2_000 });
    saveCalcGrant({ calc: 'DCU', grant: 'd', expiresAt: 3_000 });
    expect(JSON.parse(localStorage.getItem(CALC_ACCESS_KEY)!)).toEqual({
      Station: { grant: 's', expiresAt: 2_000 },
      DCU: { grant: 'd', expiresAt: 3_000 },
    });
    expect(getCalcGrant('Station', 1_000)).toBe('s');
    expect(hasCalcAccess('DCU', 1_000)).toBe(true);
    expect(hasCalcAccess('RTO', 1_000)).toBe(false);
  });

  it('an expired grant is no grant, and is dropped', () => {
    saveCalcGrant({ calc: 'Clever', grant: 'c', expiresAt: 1_000 });
    expect(getCalcGrant('Clever', 1_000)).toBeNull();
    expect(localStorage.getItem(CALC_ACCESS_KEY)).toBe('{}');
  });

  it('a broken stored value means no grants', () => {
    localStorage.setItem(CALC_ACCESS_KEY, 'not json');
    expect(hasCalcAccess('Aquastrong')).toBe(false);
    localStorage.setItem(CALC_ACCESS_KEY, JSON.stringify({ Aquastrong: { grant: 1 } }));
    expect(hasCalcAccess('Aquastrong')).toBe(false);
  });

  it('a grant can be cleared', () => {
    saveCalcGrant({ calc: 'RTO', grant: 'r', expiresAt: Date.now() + 60_000 });
    clearCalcGrant('RTO');
    expect(hasCalcAccess('RTO')).toBe(false);
  });
});
