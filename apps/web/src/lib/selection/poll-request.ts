// Polls a selection request by hash until it is done or failed (calculators §7, architecture
// «Selection requests»): first poll at once, then every 1.5 s, up to a timeout, cancellable.
import { requestStatus, type RequestStatus } from '@podbor/contracts';
import { api, isApiError } from '../api-client';
import { formatSelectionError, SelectionError } from './format-error';

export const POLL_INTERVAL_MS = 1500;
export const POLL_TIMEOUT_MS = 15_000;
/** DCU selections may run for ten minutes (calculators §9). */
export const DCU_POLL_TIMEOUT_MS = 600_000;
/**
 * Quick looks before the 1.5 s rhythm, for selections that end in a fraction of a second (DCU,
 * heat exchangers): «Посмотреть результаты» should follow the click within a second (DCU, decision
 * 0028) or half a second (heat exchangers, decision 0027), not at the first 1.5 s poll.
 */
export const EARLY_POLLS_MS = [100, 100, 100, 100, 100, 100] as const;

export interface PollOptions {
  signal?: AbortSignal;
  /** Total time before «Waiting time expired»; default 15 s. */
  timeoutMs?: number;
  /** Pause between the end of one poll and the start of the next; default 1.5 s. */
  intervalMs?: number;
  /**
   * Shorter pauses before the first polls after the immediate one (then `intervalMs`): a quick
   * job is seen when it ends rather than 1.5 s later. Default none (the spec's plain 1.5 s).
   */
  earlyIntervalsMs?: readonly number[];
  /** Timeout of one status call; default the smaller of the total timeout and 10 s. */
  perCallTimeoutMs?: number;
  /** The id answered by the submit, so messages carry it before the first status arrives. */
  requestId?: number;
  /** Called with every status record received (pending, running, done, failed). */
  onStatus?: (status: RequestStatus) => void;
}

export const requestStatusPath = (hash: string): string => `/api/v1/request/${encodeURIComponent(hash)}`;

const abortReason = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException('The selection was cancelled', 'AbortError');

/**
 * Resolves with the status record once its state is `done`; rejects with SelectionError when the
 * request failed, the server cannot be reached or the timeout passes; rejects with the abort reason
 * when `signal` aborts. A busy server (429/503) is waited out until the timeout.
 */
export function pollRequest(hash: string, options: PollOptions = {}): Promise<RequestStatus> {
  const {
    signal,
    timeoutMs = POLL_TIMEOUT_MS,
    intervalMs = POLL_INTERVAL_MS,
    earlyIntervalsMs = [],
    perCallTimeoutMs = Math.min(timeoutMs, 10_000),
    onStatus,
  } = options;
  let polls = 0;
  /** The pause before the next poll of a request still under way. */
  const pause = () => earlyIntervalsMs[polls - 1] ?? intervalMs;
  let requestId: number | undefined = options.requestId;

  return new Promise<RequestStatus>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const inFlight = new AbortController();
    let settled = false;
    let next: ReturnType<typeof setTimeout> | undefined;

    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      clearTimeout(next);
      signal?.removeEventListener('abort', onAbort);
      inFlight.abort();
      fn();
    };
    const fail = (kind: SelectionError['kind'], detail?: unknown, extra: SelectionError['extra'] = {}) =>
      settle(() =>
        reject(
          new SelectionError(kind, formatSelectionError(kind, { detail, id: requestId }), {
            requestId,
            ...extra,
          }),
        ),
      );
    const onAbort = () => settle(() => reject(abortReason(signal as AbortSignal)));
    signal?.addEventListener('abort', onAbort, { once: true });
    const deadline = setTimeout(() => fail('timeout'), timeoutMs);

    const schedule = (delay: number) => {
      if (!settled) next = setTimeout(() => void poll(), delay);
    };

    const poll = async () => {
      polls += 1;
      let status: RequestStatus;
      try {
        status = await api.get<RequestStatus>(requestStatusPath(hash), {
          signal: inFlight.signal,
          timeoutMs: perCallTimeoutMs,
          schema: requestStatus,
        });
      } catch (e) {
        if (settled) return;
        if (!isApiError(e)) return fail('processing', undefined);
        if (e.kind === 'network') return fail('network');
        // One slow status call is not the end: the overall timeout decides.
        if (e.kind === 'timeout') return schedule(intervalMs);
        if (e.statusCode === 429 || e.statusCode === 503)
          return schedule(Math.max(intervalMs, (e.retryAfter ?? 0) * 1000));
        return fail('server', e.message, { statusCode: e.statusCode, fields: e.fields });
      }
      if (settled) return;
      requestId = status.id;
      onStatus?.(status);
      if (status.state === 'done') settle(() => resolve(status));
      // A refusal is the calculator's answer (what to change), a failure is worth repeating.
      else if (status.state === 'failed')
        fail(status.refused ? 'refused' : 'server', status.error, { status });
      else schedule(pause());
    };

    void poll();
  });
}
