// A search box whose value lives in the URL query (so a reload or a shared link keeps it): the
// input follows every keystroke, the URL follows after `delayMs` without a pause (portal §5
// debounce), and a change of the search goes back to page 1. Back/forward update the input.
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useQueryParams } from './use-query-params';

export interface SearchParamInput {
  value: string;
  onChange: (value: string) => void;
  /** Applies the typed value at once (Enter). */
  flush: () => void;
}

export function useSearchParamInput(key: string, delayMs: number, resetKeys: string[] = ['page']) {
  const [params, updateQuery] = useQueryParams();
  const fromUrl = params.get(key) ?? '';
  const [text, setText] = useState(fromUrl);
  const [seen, setSeen] = useState(fromUrl);
  const [pushed, setPushed] = useState(fromUrl);

  // The URL changed: by our own push (keep what is being typed) or by navigation (show it).
  if (fromUrl !== seen) {
    setSeen(fromUrl);
    if (fromUrl !== pushed) {
      setText(fromUrl);
      setPushed(fromUrl);
    }
  }

  const push = useDebouncedCallback((value: string) => {
    const next = value.trim() ? value : '';
    setPushed(next);
    updateQuery(
      (q) => {
        if (next) q.set(key, next);
        else q.delete(key);
        for (const k of resetKeys) q.delete(k);
      },
      { replace: true },
    );
  }, delayMs);

  return {
    value: text,
    onChange: (value: string) => {
      setText(value);
      push(value);
    },
    flush: () => push.flush(),
  } satisfies SearchParamInput;
}
