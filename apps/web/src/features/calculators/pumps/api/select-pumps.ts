// POST /api/v1/search/pump/filter/{seriesId}: the selection over a series for the form's duty —
// ranked candidates with their working points and reasons, and the models refused with theirs.
import { pumpFilterResult, type PumpFilterResult, type PumpForm } from '@podbor/contracts';
import { useQuery } from '@tanstack/react-query';
import { pumpPost } from './pump-api';

export const selectPumps = (
  seriesId: number,
  form: PumpForm,
  signal?: AbortSignal,
): Promise<PumpFilterResult> =>
  pumpPost<PumpFilterResult>(`/filter/${seriesId}`, form, { signal, schema: pumpFilterResult });

export const pumpSelectionKey = (seriesId: number, form: PumpForm | null) =>
  ['pumps', 'selection', seriesId, form] as const;

/** Runs for each new request; none while `form` is null (no duty yet, or a bad URL). */
export const usePumpSelection = (seriesId: number, form: PumpForm | null) =>
  useQuery({
    queryKey: pumpSelectionKey(seriesId, form),
    queryFn: ({ signal }) => selectPumps(seriesId, form as PumpForm, signal),
    enabled: form !== null,
    // A selection is a pure function of the form and the catalogue: the same request is the same answer.
    staleTime: Infinity,
    // An error shows at once (calculators §4: the result is null, the page stays on the form).
    retry: false,
  });
