// When a selection starts (calculators §4, §9): 900 ms after the last keystroke, at once when a
// field is left or a switch changes, never for an incomplete form or the request already made.
// The URL carries each request (replace while typing), so the hook is tested through the router.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RESELECT_DELAY_MS,
  usePumpPageState,
} from '../../../src/features/calculators/pumps/hooks/use-pump-page-state';
import { formOptionsOf } from '../../../src/features/calculators/pumps/pump-url';
import { filter } from './fixtures';

const options = formOptionsOf(filter);

function setup(url = '/aquastrong/1') {
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/aquastrong/:seriesId/:pumpId?', element: children }], {
      initialEntries: [url],
    });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => ({ state: usePumpPageState(1, options), location: useLocation() }), {
    wrapper,
  });
  const url_ = () => `${hook.result.current.location.pathname}${hook.result.current.location.search}`;
  return { hook, url: url_, router: () => router };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The request of a bar duty: bar is the default unit, left out of the request. */
const request = { units: 'm' as const, Q: 5, H: 6, H0: 2, pcnt: 1, BoxType: 0 as const };
const duty = { ...request, hunits: 'bar' as const };

describe('usePumpPageState', () => {
  it('selects 900 ms after the last keystroke, not before', () => {
    const { hook, url } = setup();
    act(() => hook.result.current.state.setDraft({ ...duty, Q: 4 }, false));
    act(() => vi.advanceTimersByTime(500));
    act(() => hook.result.current.state.setDraft(duty, false));
    act(() => vi.advanceTimersByTime(RESELECT_DELAY_MS - 1));
    expect(hook.result.current.state.requested).toBeNull();
    expect(url()).toBe('/aquastrong/1');
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current.state.requested).toEqual(request);
    expect(url()).toBe('/aquastrong/1?units=m&Q=5&H=6&H0=2&pcnt=1&BoxType=0');
  });

  it('selects at once when a field is left, and not again for the same request', () => {
    const { hook, router } = setup();
    act(() => hook.result.current.state.setDraft(duty, false));
    act(() => hook.result.current.state.leave('H0'));
    expect(hook.result.current.state.requested).toEqual(request);
    const entries = router().state.location.key;
    act(() => hook.result.current.state.leave('Q'));
    act(() => vi.advanceTimersByTime(RESELECT_DELAY_MS * 2));
    expect(router().state.location.key).toBe(entries);
  });

  it('a switch (units, pump count, control) selects at once', () => {
    const { hook } = setup('/aquastrong/1?units=m&Q=5&H=6&H0=2&pcnt=1&BoxType=0');
    act(() => hook.result.current.state.setDraft({ ...duty, pcnt: 2 }, true));
    expect(hook.result.current.state.requested).toEqual({ ...request, pcnt: 2 });
  });

  it('an incomplete or invalid form is not selected; leaving flags the field', () => {
    const { hook } = setup();
    act(() => hook.result.current.state.setDraft({ ...duty, H0: null }, false));
    act(() => hook.result.current.state.leave('H0'));
    act(() => vi.advanceTimersByTime(RESELECT_DELAY_MS));
    expect(hook.result.current.state.requested).toBeNull();
    expect(hook.result.current.state.touched.has('H0')).toBe(true);
    act(() => hook.result.current.state.setDraft({ ...duty, H: 2, H0: 2 }, true));
    expect(hook.result.current.state.requested).toBeNull();
  });

  it('Enter flags every empty field', () => {
    const { hook } = setup();
    act(() => hook.result.current.state.submit());
    expect([...hook.result.current.state.touched].sort()).toEqual(['H', 'H0', 'Q']);
  });

  it('replaces the history entry while typing; opening a pump pushes one', () => {
    const { hook, router } = setup();
    act(() => hook.result.current.state.setDraft(duty, true));
    expect(router().state.historyAction).toBe('REPLACE');
    act(() => hook.result.current.state.openPump(1021));
    expect(router().state.historyAction).toBe('PUSH');
    expect(hook.result.current.state.activePump).toBe(1021);
    expect(hook.result.current.state.openPumps).toEqual([1021]);
    expect(router().state.location.search).toBe('?units=m&Q=5&H=6&H0=2&pcnt=1&BoxType=0');
  });

  it('closing the shown pump shows its right neighbour, else the left one, else the form', () => {
    const { hook } = setup('/aquastrong/1?units=m&Q=5&H=6&H0=2');
    act(() => hook.result.current.state.openPump(1020));
    act(() => hook.result.current.state.openPump(1021));
    act(() => hook.result.current.state.openPump(1022));
    act(() => hook.result.current.state.openPump(1021));
    act(() => hook.result.current.state.closePump(1021));
    expect(hook.result.current.state.activePump).toBe(1022);
    act(() => hook.result.current.state.closePump(1022));
    expect(hook.result.current.state.activePump).toBe(1020);
    act(() => hook.result.current.state.closePump(1020));
    expect(hook.result.current.state.activePump).toBeNull();
    expect(hook.result.current.state.openPumps).toEqual([]);
  });

  it('Back restores the earlier URL into the form', () => {
    const { hook, router } = setup('/aquastrong/1?units=m&Q=5&H=6&H0=2');
    act(() => hook.result.current.state.openPump(1021));
    act(() => hook.result.current.state.setDraft({ ...duty, Q: 7 }, true));
    expect(hook.result.current.state.draft.Q).toBe(7);
    act(() => void router().navigate(-1));
    expect(hook.result.current.state.activePump).toBeNull();
    expect(hook.result.current.state.draft.Q).toBe(5);
  });
});
