// The calls of the search across series and the comparison (decision 0032): GET/POST
// /api/v1/search/pump/all and POST /api/v1/search/pump/compare, through the pump calculator's API.
import {
  pumpCatalogFilter,
  pumpCompareResult,
  pumpSearchResult,
  type PumpCatalogFilter,
  type PumpCompareRequest,
  type PumpCompareResult,
  type PumpForm,
  type PumpSearchResult,
} from '@podbor/contracts';
import { useQuery } from '@tanstack/react-query';
import { pumpGet, pumpPost } from '../api/pump-api';

/** The form for every series: fields, ranges, the series list. */
export const usePumpCatalogFilter = () =>
  useQuery({
    queryKey: ['pumps', 'all', 'filter'],
    queryFn: ({ signal }) => pumpGet<PumpCatalogFilter>('/all', { signal, schema: pumpCatalogFilter }),
    staleTime: Infinity,
    retry: false,
  });

/** One ranked list over every series; none while `form` is null. */
export const usePumpSearch = (form: PumpForm | null) =>
  useQuery({
    queryKey: ['pumps', 'all', 'search', form],
    queryFn: ({ signal }) => pumpPost<PumpSearchResult>('/all', form, { signal, schema: pumpSearchResult }),
    enabled: form !== null,
    staleTime: Infinity,
    retry: false,
  });

/** The comparison of 2–4 pumps for a duty; none while `request` is null. */
export const usePumpComparison = (request: PumpCompareRequest | null) =>
  useQuery({
    queryKey: ['pumps', 'compare', request],
    queryFn: ({ signal }) =>
      pumpPost<PumpCompareResult>('/compare', request, { signal, schema: pumpCompareResult }),
    enabled: request !== null,
    staleTime: Infinity,
    retry: false,
  });
