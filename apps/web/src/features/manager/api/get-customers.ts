// GET /api/v1/manager/customers — the customers who sent requests (the queue's customer filter).
import { kpCustomerList, type KpCustomer } from '@podbor/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { managerKeys } from './manager-keys';

export const useKpCustomers = () =>
  useQuery({
    queryKey: managerKeys.customers,
    queryFn: ({ signal }) =>
      api.get<KpCustomer[]>('/api/v1/manager/customers', { schema: kpCustomerList, signal }),
  });
