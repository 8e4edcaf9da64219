// The price list in the manager's console: GET /api/v1/manager/prices, POST …/prices/import {name, csv}.
import { priceImportResult, priceList, type PriceList } from '@podbor/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { managerKeys } from './manager-keys';

export const usePriceList = (enabled: boolean) =>
  useQuery({
    queryKey: [...managerKeys.all, 'prices'],
    queryFn: ({ signal }) => api.get<PriceList>('/api/v1/manager/prices', { schema: priceList, signal }),
    enabled,
  });

export const useImportPrices = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; csv: string }) =>
      api.post<{ count: number; source: string }>('/api/v1/manager/prices/import', body, {
        schema: priceImportResult,
        timeoutMs: 60_000,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managerKeys.all }),
  });
};
