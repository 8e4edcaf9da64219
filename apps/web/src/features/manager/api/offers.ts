// Composed offers in the manager's console: GET …/offer/draft (lines pre-filled from the request and
// the price list), GET …/offers (the revisions), POST …/offer/send (a new revision, «Готово»).
import { kpOffers, offerDraft, type KpOffers, type OfferCompose, type OfferDraft } from '@podbor/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { managerKeys } from './manager-keys';

export const useOfferDraft = (id: number) =>
  useQuery({
    queryKey: [...managerKeys.request, id, 'draft'],
    queryFn: ({ signal }) =>
      api.get<OfferDraft>(`/api/v1/manager/kp/${id}/offer/draft`, { schema: offerDraft, signal }),
  });

export const useManagerOffers = (id: number) =>
  useQuery({
    queryKey: [...managerKeys.request, id, 'offers'],
    queryFn: ({ signal }) =>
      api.get<KpOffers>(`/api/v1/manager/kp/${id}/offers`, { schema: kpOffers, signal }),
  });

export const useSendOffer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, offer }: { id: number; offer: OfferCompose }) =>
      api.post<KpOffers>(`/api/v1/manager/kp/${id}/offer/send`, offer, {
        schema: kpOffers,
        timeoutMs: 60_000,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managerKeys.all }),
  });
};
