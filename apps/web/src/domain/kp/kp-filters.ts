// The filters of a КП list kept in the URL (`?q=&from=&to=&status=` and the page's own keys), read
// and changed in one place for the customer's list and the manager's queue: a bad value in a link
// is no filter, never an error.
import { kpStatus, type KpStatus } from '@podbor/contracts';
import { useQueryParams } from '../../lib/use-query-params';

const dayRe = /^\d{4}-\d{2}-\d{2}$/;

export interface KpFilters {
  params: URLSearchParams;
  /** The search text, trimmed; '' for none. */
  q: string;
  /** yyyy-mm-dd; `to` equals `from` for one day. */
  from: string | null;
  to: string | null;
  status: KpStatus | null;
  /** The date filter as the list calls take it, in the browser's time zone. */
  date: { from: string; to: string | null; utc_offset: number } | null;
  /** Sets (a value) or removes (null) query keys in one navigation. */
  set: (changes: Record<string, string | null>) => void;
  /** Removes the given keys (the filters and the page). */
  clear: (keys: readonly string[]) => void;
}

export function useKpFilters(): KpFilters {
  const [params, updateQuery] = useQueryParams();
  const from = dayRe.test(params.get('from') ?? '') ? params.get('from')! : null;
  const to = dayRe.test(params.get('to') ?? '') ? params.get('to')! : from;
  const parsed = kpStatus.safeParse(params.get('status'));
  return {
    params,
    q: (params.get('q') ?? '').trim(),
    from,
    to,
    status: parsed.success ? parsed.data : null,
    date: from ? { from, to, utc_offset: -new Date().getTimezoneOffset() } : null,
    set: (changes) =>
      updateQuery((p) => {
        for (const [k, v] of Object.entries(changes)) {
          if (v) p.set(k, v);
          else p.delete(k);
        }
      }),
    clear: (keys) => updateQuery((p) => keys.forEach((k) => p.delete(k))),
  };
}
