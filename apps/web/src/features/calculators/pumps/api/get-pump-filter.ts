// GET /api/v1/search/pump/filter/{seriesId}: the form fields a series offers (pcnt only with has_count,
// BoxType only with has_control), with their ranges and choices.
import { pumpSeriesFilter, type PumpSeriesFilter } from '@podbor/contracts';
import { useQuery } from '@tanstack/react-query';
import { pumpGet } from './pump-api';

export const getPumpFilter = (seriesId: number, signal?: AbortSignal): Promise<PumpSeriesFilter> =>
  pumpGet<PumpSeriesFilter>(`/filter/${seriesId}`, { signal, schema: pumpSeriesFilter });

export const pumpFilterKey = (seriesId: number) => ['pumps', 'filter', seriesId] as const;

export const usePumpFilter = (seriesId: number | null) =>
  useQuery({
    queryKey: pumpFilterKey(seriesId ?? -1),
    queryFn: ({ signal }) => getPumpFilter(seriesId as number, signal),
    enabled: seriesId !== null,
    staleTime: Infinity,
  });
