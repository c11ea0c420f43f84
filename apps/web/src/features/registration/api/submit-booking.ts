import type { TBookingRequestInput } from '@congress/domain/contracts/booking';
import { ZParticipation } from '@congress/domain/contracts/participations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { readWaitingOffer, storeWaitingOffer } from '../../../lib/waiting-offer-store.ts';
import { registrationKeys } from './keys.ts';

/** POST /api/registration/submit (decisions 10): the whole booking in one call. */
export function submitBooking(request: TBookingRequestInput) {
  // A waiting-list link opened in this session holds this rate's place for the participant.
  const offer = readWaitingOffer(request.congressSlug);
  const body = offer?.rateId === request.rateId ? { ...request, waitingListToken: offer.token } : request;
  return api.post('/registration/submit', { schema: ZParticipation, body });
}

export function useSubmitBooking(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitBooking,
    meta: { isSilent: true },
    onSuccess: (participation) => {
      if (readWaitingOffer(slug)?.rateId === participation.rateId) storeWaitingOffer(slug, null);
      queryClient.setQueryData(registrationKeys.mine(slug), participation);
    },
  });
}
