// GET /api/v1/search/pump/series/{id}: the series record with its full model range.
import { pumpSeriesData, type PumpSeriesData } from '@podbor/contracts';
import { useQuery } from '@tanstack/react-query';
import { pumpGet } from './pump-api';

export const getPumpSeries = (seriesId: number, signal?: AbortSignal): Promise<PumpSeriesData> =>
  pumpGet<PumpSeriesData>(`/series/${seriesId}`, { signal, schema: pumpSeriesData });

export const pumpSeriesKey = (seriesId: number) => ['pumps', 'series', seriesId] as const;

export const usePumpSeries = (seriesId: number | null) =>
  useQuery({
    queryKey: pumpSeriesKey(seriesId ?? -1),
    queryFn: ({ signal }) => getPumpSeries(seriesId as number, signal),
    enabled: seriesId !== null,
    staleTime: Infinity,
  });
