// POST /api/v1/search/pump/{pumpId}: one pump for the form's duty — its record, curves with the
// system curve, the working point and why it fits (or why it cannot serve the duty).
import { pumpDetails, type PumpDetails, type PumpForm } from '@podbor/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pumpPost } from './pump-api';

export const getPump = (pumpId: number, form: PumpForm, signal?: AbortSignal): Promise<PumpDetails> =>
  pumpPost<PumpDetails>(`/${pumpId}`, form, { signal, schema: pumpDetails });

export const pumpDetailsKey = (pumpId: number, form: PumpForm) => ['pumps', 'pump', pumpId, form] as const;

/** Follows the duty: a new form refetches, and the previous answer stays shown meanwhile. */
export const usePump = (pumpId: number, form: PumpForm, enabled = true) =>
  useQuery({
    queryKey: pumpDetailsKey(pumpId, form),
    queryFn: ({ signal }) => getPump(pumpId, form, signal),
    enabled,
    staleTime: Infinity,
    retry: false,
    placeholderData: keepPreviousData,
  });
