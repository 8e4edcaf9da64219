// The customer's composed offers: GET /api/v1/user/kp/{id}/offers, and for a revision POST …/code
// (a 4-digit SMS code), …/accept {code}, …/decline {reason}.
import { kpOffers, offerCodeSent, type KpOffers } from '@podbor/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const key = (id: number) => ['kp', 'offers', id] as const;

export const useKpOffers = (id: number) =>
  useQuery({
    queryKey: key(id),
    queryFn: ({ signal }) => api.get<KpOffers>(`/api/v1/user/kp/${id}/offers`, { schema: kpOffers, signal }),
  });

export const useRequestOfferCode = () =>
  useMutation({
    mutationFn: ({ id, rev }: { id: number; rev: number }) =>
      api.post<{ phone: string; ttl_minutes: number }>(
        `/api/v1/user/kp/${id}/offers/${rev}/code`,
        {},
        { schema: offerCodeSent },
      ),
  });

export const useAnswerOffer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      rev,
      ...body
    }: { id: number; rev: number } & ({ code: string } | { reason: string })) =>
      api.post<KpOffers>(
        `/api/v1/user/kp/${id}/offers/${rev}/${'code' in body ? 'accept' : 'decline'}`,
        body,
        {
          schema: kpOffers,
        },
      ),
    onSuccess: (data, v) => queryClient.setQueryData(key(v.id), data),
  });
};
