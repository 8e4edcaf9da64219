// The progress a long selection shows (calculators §4 «DCU selection», §9): the bar rises to 70 %
// over about 30 s at a 100 ms step, then ever more slowly toward 100; on completion it is set to
// 100 and the outcome is revealed 300 ms later, so the full bar is seen.
import { useEffect, useState } from 'react';
import type { SelectionPhase } from '../selection/use-selection-request';

export const PROGRESS_STEP_MS = 100;
/** 70 % in 30 s: 300 steps of 100 ms. */
export const PROGRESS_FAST_MS = 30_000;
export const PROGRESS_FAST_PERCENT = 70;
/** The pause at 100 % before the outcome shows. */
export const PROGRESS_PAUSE_MS = 300;

/** The bar after `elapsedMs` of loading: linear to 70 % at 30 s, then halving the rest every 30 s. */
export const progressAt = (elapsedMs: number): number => {
  if (elapsedMs <= PROGRESS_FAST_MS) return (elapsedMs / PROGRESS_FAST_MS) * PROGRESS_FAST_PERCENT;
  const slow = (elapsedMs - PROGRESS_FAST_MS) / PROGRESS_FAST_MS;
  return Math.min(99, 100 - (100 - PROGRESS_FAST_PERCENT) * 0.5 ** slow);
};

export type ProgressView = 'idle' | 'loading' | 'success' | 'error';

/**
 * The bar's percent and what the popup shows for a selection `phase`: `loading` until 300 ms after
 * the answer (the bar at 100 meanwhile), then `success` or `error`.
 */
export function useSelectionProgress(phase: SelectionPhase): { percent: number; view: ProgressView } {
  const [elapsed, setElapsed] = useState(0);
  const [revealed, setRevealed] = useState<SelectionPhase>(phase);
  const [seenPhase, setSeenPhase] = useState(phase);
  if (seenPhase !== phase) {
    setSeenPhase(phase);
    if (phase === 'loading') setElapsed(0);
    // Idle and a new run show at once; an outcome waits for the pause.
    if (phase === 'idle' || phase === 'loading') setRevealed(phase);
  }

  useEffect(() => {
    if (phase !== 'loading') return;
    const started = Date.now();
    const ticker = setInterval(() => setElapsed(Date.now() - started), PROGRESS_STEP_MS);
    return () => clearInterval(ticker);
  }, [phase]);

  useEffect(() => {
    if (phase !== 'success' && phase !== 'error') return;
    const pause = setTimeout(() => setRevealed(phase), PROGRESS_PAUSE_MS);
    return () => clearTimeout(pause);
  }, [phase]);

  const percent =
    phase === 'success' || phase === 'error' ? 100 : phase === 'loading' ? progressAt(elapsed) : 0;
  const view: ProgressView =
    phase === 'idle' ? 'idle' : revealed === 'success' || revealed === 'error' ? revealed : 'loading';
  return { percent, view };
}
