// GET /api/v1/search/pump/series: every pump series (calculators §7) with the path of its drawing,
// for the /aquastrong cards.
import { pumpSeriesItem, type PumpSeriesItem } from '@podbor/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { pumpGet } from './pump-api';

const seriesList = z.array(pumpSeriesItem);

export const getPumpSeriesList = (signal?: AbortSignal): Promise<PumpSeriesItem[]> =>
  pumpGet<PumpSeriesItem[]>('/series', { signal, schema: seriesList });

export const pumpSeriesListKey = ['pumps', 'series'] as const;

export const usePumpSeriesList = () =>
  useQuery({
    queryKey: pumpSeriesListKey,
    queryFn: ({ signal }) => getPumpSeriesList(signal),
    // The catalogue changes with a release, not while a page is open.
    staleTime: Infinity,
  });
