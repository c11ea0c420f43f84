import type { TBookingRequestInput } from '@congress/domain/contracts/booking';
import { ZParticipation } from '@congress/domain/contracts/participations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { registrationKeys } from './keys.ts';

/** POST /api/registration/submit (decisions 10): the whole booking in one call. */
export function submitBooking(request: TBookingRequestInput) {
  return api.post('/registration/submit', { schema: ZParticipation, body: request });
}

export function useSubmitBooking(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitBooking,
    meta: { isSilent: true },
    onSuccess: (participation) => queryClient.setQueryData(registrationKeys.mine(slug), participation),
  });
}
