// POST /api/v1/manager/kp/list — every customer's КП requests, filtered, 20 a page.
import { kpQueueResponse, type KpQueueRequest, type KpQueueResponse } from '@podbor/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { managerKeys } from './manager-keys';

export const useKpQueue = (req: KpQueueRequest) =>
  useQuery({
    queryKey: [...managerKeys.queue, req],
    queryFn: ({ signal }) =>
      api.post<KpQueueResponse>('/api/v1/manager/kp/list', req, { schema: kpQueueResponse, signal }),
    placeholderData: keepPreviousData,
  });
