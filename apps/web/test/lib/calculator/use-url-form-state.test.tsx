// The kit's URL ↔ form hook on a form of its own (not the pump's): the request reaches the URL
// 900 ms after the last keystroke, replacing the entry; a commit or leaving a field selects at once;
// an incomplete form or the same request writes nothing; Back restores the form.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  defineFormFields,
  formQuery,
  formRequest,
  sameRequest,
  type FormValues,
} from '../../../src/lib/calculator/form-fields';
import { parseFormUrl } from '../../../src/lib/calculator/parse-form-url';
import { RESELECT_DELAY_MS, useUrlFormState } from '../../../src/lib/calculator/use-url-form-state';
import { pumpUrlMessages } from '@podbor/contracts';

const schema = z.strictObject({ P: z.number().min(0).max(25), T: z.number().min(100).max(160).default(150) });
const fields = defineFormFields(schema);
type Form = z.infer<typeof schema>;
const toRequest = (v: FormValues) => formRequest(schema, fields, v);
const same = (a: Form | null, b: Form | null) => sameRequest(fields, a, b);
const hrefFor = (r: Form) =>
  `/heat?${new URLSearchParams(Object.entries(formQuery(fields, r) ?? {}).map(([k, v]) => [k, String(v)]))}`;

function useHeatForm() {
  const location = useLocation();
  const parsed = parseFormUrl(fields, location.search, { messages: pumpUrlMessages });
  const requested = parsed.problems.length === 0 ? toRequest(parsed.values) : null;
  return {
    form: useUrlFormState({
      urlValues: parsed.values,
      requested,
      toRequest,
      same,
      hrefFor,
      fieldNames: ['P', 'T'],
    }),
    location,
  };
}

function setup(url = '/heat') {
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/heat', element: children }], { initialEntries: [url] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(useHeatForm, { wrapper });
  return { hook, router: () => router };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useUrlFormState', () => {
  it('writes the request 900 ms after the last keystroke, replacing the entry', () => {
    const { hook, router } = setup();
    expect(hook.result.current.form.values).toEqual({ P: null, T: 150 });
    act(() => hook.result.current.form.setValues({ P: 6, T: 150 }, false));
    act(() => vi.advanceTimersByTime(RESELECT_DELAY_MS - 1));
    expect(hook.result.current.location.search).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current.location.search).toBe('?P=6&T=150');
    expect(router().state.historyAction).toBe('REPLACE');
  });

  it('a commit or a left field selects at once; an incomplete form or the same request writes nothing', () => {
    const { hook, router } = setup('/heat?P=6&T=150');
    const key = router().state.location.key;
    act(() => hook.result.current.form.leave('P'));
    expect(router().state.location.key).toBe(key);
    act(() => hook.result.current.form.setValues({ P: null, T: 150 }, true));
    expect(hook.result.current.location.search).toBe('?P=6&T=150');
    act(() => hook.result.current.form.submit());
    expect([...hook.result.current.form.touched]).toEqual(['P', 'T']);
    act(() => hook.result.current.form.setValues({ P: 10, T: 120 }, true));
    expect(hook.result.current.location.search).toBe('?P=10&T=120');
  });

  it('a URL from outside (Back) replaces the draft', () => {
    const { hook, router } = setup('/heat?P=6&T=150');
    act(() => void router().navigate('/heat?P=7&T=150'));
    act(() => hook.result.current.form.setValues({ P: 8, T: 150 }, false));
    act(() => void router().navigate(-1));
    expect(hook.result.current.form.values).toEqual({ P: 6, T: 150 });
  });
});
