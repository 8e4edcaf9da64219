// The prerendered first screen (src/prerender.tsx): what a phone paints before any JavaScript, and
// the head's gate that hides it from a visitor who will not see the home page.
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../src/lib/auth-token';
import { CALC_ACCESS_KEY } from '../../src/lib/calc-access';
import { gateScript, renderHomePage } from '../../src/prerender';

describe('prerendered home page', () => {
  it('is the frame and the home page with its calculator cards, as a guest sees them', async () => {
    document.body.innerHTML = await renderHomePage();
    expect(document.querySelector('h1')?.textContent).toBe('Подбор оборудования');
    expect(document.querySelector('header')?.textContent).toContain('Войти');
    expect(document.querySelector('main')?.textContent).toContain('Насосы Aquastrong');
    expect(document.querySelector('footer')).not.toBeNull();
    // No inline script: the CSP allows only the gate's (by hash).
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});

describe('the gate script', () => {
  const shows = (path: string): boolean => {
    window.history.replaceState(null, '', path);
    document.documentElement.removeAttribute('data-prerender');
    new Function(gateScript())();
    return document.documentElement.getAttribute('data-prerender') !== 'off';
  };

  afterEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('keeps the home page for a guest on it and on the modals over it', () => {
    for (const path of ['/', '/registration', '/authorization', '/calc_pass', '/?utm=1'])
      expect(shows(path), path).toBe(true);
  });

  it('keeps it on any page of a locked calculator, whose guard opens the password modal over the home page', () => {
    for (const path of [
      '/aquastrong',
      '/aquastrong/',
      '/aquastrong/EVR',
      '/aquastrong/1/5',
      '/aquastrong/all',
      '/aquastrong/compare?pumps=1,2',
      '/station',
      '/dcu/product_item',
      '/heat',
      '/heatlt',
    ])
      expect(shows(path), path).toBe(true);
  });

  it('hides it on an unlocked calculator’s pages, the cabinet and unknown paths', () => {
    expect(shows('/aquastrong/EVR/5/extra')).toBe(false);
    expect(shows('/dcu/product_item/x')).toBe(false);
    expect(shows('/person/history')).toBe(false);
    expect(shows('/nowhere')).toBe(false);
    localStorage.setItem(
      CALC_ACCESS_KEY,
      JSON.stringify({ Aquastrong: { grant: 'g', expiresAt: Date.now() + 60_000 } }),
    );
    expect(shows('/aquastrong')).toBe(false);
    expect(shows('/aquastrong/1/5')).toBe(false);
    expect(shows('/dcu'), 'another calculator stays locked').toBe(true);
    localStorage.setItem(
      CALC_ACCESS_KEY,
      JSON.stringify({ Aquastrong: { grant: 'g', expiresAt: Date.now() - 1 } }),
    );
    expect(shows('/aquastrong'), 'an expired grant locks again').toBe(true);
  });

  it('hides it from a signed-in user, whose header differs', () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    expect(shows('/')).toBe(false);
  });

  it('hides it when the stored grants cannot be read', () => {
    localStorage.setItem(CALC_ACCESS_KEY, '{not json');
    expect(shows('/aquastrong')).toBe(false);
  });
});
