// The customer's composed offers: GET /api/v1/user/kp/{id}/offers, and for a revision POST …/code
// (a 4-digit SMS code), …/accept {code}, …/decline {reason}, …/changes {comment} («Уточнение»).
import { kpOffers, offerCodeSent, type KpOffers } from '@podbor/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cabinetKeys } from '../../../lib/cabinet-keys';

const key = (id: number) => [...cabinetKeys.kp, 'offers', id] as const;

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

type AnswerBody = { code: string } | { reason: string } | { comment: string };
const action = (b: AnswerBody) => ('code' in b ? 'accept' : 'reason' in b ? 'decline' : 'changes');

export const useAnswerOffer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rev, ...body }: { id: number; rev: number } & AnswerBody) =>
      api.post<KpOffers>(`/api/v1/user/kp/${id}/offers/${rev}/${action(body)}`, body, { schema: kpOffers }),
    // The request's status and timeline change too (changes → «Уточнение»).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cabinetKeys.kp }),
  });
};
