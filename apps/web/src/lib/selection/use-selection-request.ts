// React state around one selection at a time: submit, poll, progress, cancel. The calculators
// render from it; a new run or an unmount cancels the previous one.
import type { RequestStatus, SearchAccepted } from '@podbor/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError, isApiError } from '../api-client';
import { apiErrorKind, formatSelectionError, SelectionError } from './format-error';
import { POLL_INTERVAL_MS, POLL_TIMEOUT_MS, pollRequest } from './poll-request';

export type SelectionPhase = 'idle' | 'loading' | 'success' | 'error';

export interface SelectionFailure {
  kind: SelectionError['kind'];
  /** Ready to show (calculators §8 formatting). */
  message: string;
  /** HTTP status when the server refused (403: the calculator grant is gone; 400: see fields). */
  statusCode?: number | undefined;
  /** Field messages of a refused form. */
  fields?: Record<string, string> | undefined;
}

/** A failure as a results panel keeps it after the popup closes: its text and whether it is a refusal. */
export interface ShownFailure {
  message: string;
  /** The calculator's answer that the duty has no solution (SelectionErrorKind 'refused'). */
  refused: boolean;
}

/** The failure to show for `state`, or null; the same object while it stays the same. */
export const shownFailure = (
  state: Pick<SelectionState, 'phase' | 'error'>,
  kept: ShownFailure | null,
): ShownFailure | null => {
  if (state.phase !== 'error' || !state.error) return kept;
  const refused = state.error.kind === 'refused';
  return kept && kept.message === state.error.message && kept.refused === refused
    ? kept
    : { message: state.error.message, refused };
};

export interface SelectionState {
  phase: SelectionPhase;
  result: RequestStatus | null;
  error: SelectionFailure | null;
  requestId: number | null;
  hash: string | null;
  /** 0–100: share of the timeout elapsed while loading (never 100 before the answer), 100 after. */
  progress: number;
  elapsedMs: number;
}

export interface UseSelectionRequestOptions {
  timeoutMs?: number;
  intervalMs?: number;
  /** Shorter pauses before the first polls (pollRequest's `earlyIntervalsMs`). */
  earlyIntervalsMs?: readonly number[];
  /** How often progress is refreshed while loading; default 100 ms. */
  progressStepMs?: number;
}

const idle: SelectionState = {
  phase: 'idle',
  result: null,
  error: null,
  requestId: null,
  hash: null,
  progress: 0,
  elapsedMs: 0,
};

const toFailure = (e: unknown, requestId: number | null): SelectionFailure => {
  if (e instanceof SelectionError)
    return { kind: e.kind, message: e.message, statusCode: e.extra.statusCode, fields: e.extra.fields };
  if (isApiError(e)) {
    // The submit itself failed: same wording as a failed poll.
    const kind = apiErrorKind(e);
    return {
      kind,
      message: formatSelectionError(kind, { detail: e.message, id: requestId }),
      statusCode: e.kind === 'http' ? e.statusCode : undefined,
      fields: e.fields,
    };
  }
  return { kind: 'processing', message: formatSelectionError('processing', { id: requestId }) };
};

export function useSelectionRequest(options: UseSelectionRequestOptions = {}) {
  const {
    timeoutMs = POLL_TIMEOUT_MS,
    intervalMs = POLL_INTERVAL_MS,
    earlyIntervalsMs,
    progressStepMs = 100,
  } = options;
  const [state, setState] = useState<SelectionState>(idle);
  const controllerRef = useRef<AbortController | null>(null);
  const tickerRef = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const stopTicker = () => {
    clearInterval(tickerRef.current);
    tickerRef.current = undefined;
  };

  const cancel = useCallback(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    stopTicker();
    setState(idle);
  }, []);

  /**
   * Submits with `submit` (which posts the form and answers {hash, id}) and polls to the end.
   * Resolves with the final record, or null when it failed or was cancelled (see `state`).
   */
  const run = useCallback(
    async (submit: (signal: AbortSignal) => Promise<SearchAccepted>): Promise<RequestStatus | null> => {
      controllerRef.current?.abort();
      stopTicker();
      const controller = new AbortController();
      controllerRef.current = controller;
      const current = () => controllerRef.current === controller;
      const started = Date.now();
      let requestId: number | null = null;
      setState({ ...idle, phase: 'loading' });
      tickerRef.current = setInterval(() => {
        if (!current()) return;
        const elapsedMs = Date.now() - started;
        setState((s) => ({ ...s, elapsedMs, progress: Math.min(99, (elapsedMs / timeoutMs) * 100) }));
      }, progressStepMs);

      try {
        const accepted = await submit(controller.signal);
        requestId = accepted.id;
        if (current()) setState((s) => ({ ...s, requestId: accepted.id, hash: accepted.hash }));
        const result = await pollRequest(accepted.hash, {
          signal: controller.signal,
          timeoutMs,
          intervalMs,
          ...(earlyIntervalsMs ? { earlyIntervalsMs } : {}),
          requestId: accepted.id,
        });
        if (!current()) return null;
        stopTicker();
        setState((s) => ({ ...s, phase: 'success', result, progress: 100, elapsedMs: Date.now() - started }));
        return result;
      } catch (e) {
        if (!current() || controller.signal.aborted || isAbortError(e)) return null;
        stopTicker();
        const error = toFailure(e, requestId);
        setState((s) => ({ ...s, phase: 'error', error, progress: 100, elapsedMs: Date.now() - started }));
        return null;
      }
    },
    [timeoutMs, intervalMs, earlyIntervalsMs, progressStepMs],
  );

  useEffect(
    () => () => {
      controllerRef.current?.abort();
      clearInterval(tickerRef.current);
    },
    [],
  );

  return { ...state, run, cancel, reset: cancel };
}
