import type { TBookingRequestInput } from '@congress/domain/contracts/booking';
import { submitBooking as submitBookingEndpoint } from '@congress/domain/endpoints/registrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { readWaitingOffer, storeWaitingOffer } from '../../../lib/waiting-offer-store.ts';
import { registrationKeys } from './keys.ts';

/** POST /api/registration/submit (decisions 10): the whole booking in one call. */
export function submitBooking(request: TBookingRequestInput) {
  // A waiting-list link opened in this session holds this rate's place for the participant.
  const offer = readWaitingOffer(request.congressSlug);
  const body = offer?.rateId === request.rateId ? { ...request, waitingListToken: offer.token } : request;
  return call(submitBookingEndpoint, { body });
}

/** randomUUID exists only in secure contexts (https, localhost): elsewhere the submit goes without one. */
function newQueueTicket(): string | undefined {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : undefined;
}

export function useSubmitBooking(slug: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: submitBooking,
    meta: { isSilent: true },
    onSuccess: (participation) => {
      if (readWaitingOffer(slug)?.rateId === participation.rateId) storeWaitingOffer(slug, null);
      queryClient.setQueryData(registrationKeys.mine(slug), participation);
    },
  });
  return {
    isPending: mutation.isPending,
    /** The ticket of the submit in flight: the queue's endpoint tells where that booking stands. */
    queueTicket: mutation.isPending ? (mutation.variables?.queueTicket ?? null) : null,
    /** Each submit carries its own ticket, so a retry is never told an earlier attempt's place. */
    send: (request: TBookingRequestInput) =>
      mutation.mutateAsync({ ...request, queueTicket: newQueueTicket() }),
  };
}
