// A calculator's result kept in its URL (issue 33 item 3; the registry's `resultInUrl`): the
// request's hash (or, for its owner, id) as `request` and the opened solution as `item` beside the
// form's own parameters, so a reload, a shared link or Back shows the same result. The record is
// read once by GET /api/v1/request/{hash} when it is not in memory (a selection just run puts it
// there).
import { resultQuery } from '@podbor/contracts';
import type { RequestStatus } from '@podbor/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { pollRequest } from './poll-request';

export interface ResultInUrl {
  /** The query string without the result's parameters: the form's own. */
  formSearch: string;
  request: string | null;
  item: string | null;
}

/** Splits a query string into the form's part and the result's parameters. */
export function splitResultQuery(search: string): ResultInUrl {
  const query = new URLSearchParams(search);
  const request = query.get(resultQuery.request) || null;
  const item = query.get(resultQuery.item) || null;
  query.delete(resultQuery.request);
  query.delete(resultQuery.item);
  const rest = query.toString();
  return { formSearch: rest ? `?${rest}` : '', request, item };
}

/** `href` (a form's URL) with the result's parameters; null leaves one out. */
export function withResultQuery(href: string, request: string | null, item: string | null = null): string {
  const i = href.indexOf('?');
  const path = i < 0 ? href : href.slice(0, i);
  const query = new URLSearchParams(i < 0 ? '' : href.slice(i + 1));
  query.delete(resultQuery.request);
  query.delete(resultQuery.item);
  if (request !== null) query.set(resultQuery.request, request);
  if (item !== null) query.set(resultQuery.item, item);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

const statusKey = (request: string | null) => ['request-status', request] as const;

/** How long a link's request may still be running before the page gives up (as a selection waits). */
const LINK_POLL_TIMEOUT_MS = 60_000;

/**
 * The done record of the URL's request: from memory when this page ran it (`remember`), else read
 * (and, if still running, polled until done). A failed or unknown request is the query's error.
 */
export function useResultRecord(request: string | null) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: statusKey(request),
    queryFn: ({ signal }) => pollRequest(request!, { signal, timeoutMs: LINK_POLL_TIMEOUT_MS }),
    enabled: request !== null,
    staleTime: Infinity,
    retry: false,
  });
  const remember = useCallback(
    (status: RequestStatus) => client.setQueryData(statusKey(status.hash), status),
    [client],
  );
  return { ...query, remember };
}
