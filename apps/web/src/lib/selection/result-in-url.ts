// A calculator's result kept in its URL (issue 33 item 3; the registry's `resultInUrl`): the
// request's hash (or, for its owner, id) as `request` and the opened solution as `item` beside the
// form's own parameters, so a reload, a shared link or Back shows the same result. The record is
// read once by GET /api/v1/request/{hash} when it is not in memory (a selection just run puts it
// there).
import { resultQuery } from '@podbor/contracts';
import type { RequestStatus } from '@podbor/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
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

export interface KeptResultOptions<R> {
  /** The URL's parts (splitResultQuery of the location's search). */
  inUrl: ResultInUrl;
  /** The form's URL for a request. */
  hrefFor: (request: R) => string;
  /** The form state's navigate (useUrlFormState), so the page knows the query string as its own. */
  navigate: (href: string, replace: boolean, state?: unknown) => void;
}

/**
 * A calculator page's result kept in its URL: the done record of `request` — from memory when the
 * page ran it, else read (and polled while still running) — and the solution opened (`item`).
 * `clear` before a selection (a refusal then shows in the result's place), `keep` after it.
 */
export function useKeptResult<R>({ inUrl, hrefFor, navigate }: KeptResultOptions<R>) {
  const client = useQueryClient();
  const location = useLocation();
  const goBack = useNavigate();
  const { request, item } = inUrl;
  const query = useQuery({
    queryKey: statusKey(request),
    queryFn: ({ signal }) => pollRequest(request!, { signal, timeoutMs: LINK_POLL_TIMEOUT_MS }),
    enabled: request !== null,
    staleTime: Infinity,
    retry: false,
  });
  const clear = useCallback(
    (body: R) => {
      if (request !== null) navigate(hrefFor(body), true);
    },
    [hrefFor, navigate, request],
  );
  const keep = useCallback(
    (status: RequestStatus, body: R) => {
      client.setQueryData(statusKey(status.hash), status);
      navigate(withResultQuery(hrefFor(body), status.hash), true);
    },
    [client, hrefFor, navigate],
  );
  /** Opens a solution (`key`) or goes back to the list (null); Back in the browser does the same. */
  const view = useCallback(
    (key: string | null) => {
      const here = `${location.pathname}${location.search}`;
      const hash = location.hash; // a page's own state there (the heat table's sort) stays
      if (key !== null) navigate(withResultQuery(here, request, key) + hash, false, { openedHere: true });
      else if ((location.state as { openedHere?: boolean } | null)?.openedHere) void goBack(-1);
      else navigate(withResultQuery(here, request, null) + hash, true);
    },
    [goBack, location.hash, location.pathname, location.search, location.state, navigate, request],
  );
  return {
    /** The URL's done record, once read. */
    record: request !== null ? (query.data ?? null) : null,
    /** The URL's request is being read (a reload, a link). */
    loading: request !== null && query.isPending,
    /** The URL's request could not be read (deleted, foreign, failed). */
    error: request !== null && query.isError ? (query.error as unknown) : null,
    viewing: item,
    view,
    clear,
    keep,
  };
}
