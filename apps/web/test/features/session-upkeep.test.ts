import { describe, expect, it } from 'vitest';
import { afterUnauthorized } from '../../src/features/auth/hooks/use-session-upkeep';

describe('where a 401 leaves the user (portal §4)', () => {
  it('reloads a calculator or cabinet page in place — the cabinet then sends the guest home itself', () => {
    expect(afterUnauthorized('/aquastrong/1')).toBeUndefined();
    expect(afterUnauthorized('/person/place/5')).toBeUndefined();
    expect(afterUnauthorized('/')).toBeUndefined();
  });

  it('loads home from the registration and login routes, whose modal a reload would reopen', () => {
    expect(afterUnauthorized('/registration')).toBe('/');
    expect(afterUnauthorized('/authorization/')).toBe('/');
  });
});
