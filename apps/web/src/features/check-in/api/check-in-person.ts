import type { TCheckInResult } from '@congress/domain/contracts/check-in';
import { checkInPerson as checkInPersonEndpoint } from '@congress/domain/endpoints/check-in';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { checkInKeys } from './keys.ts';

/** POST /api/check-in/congress/:slug/registration/:id: checked in now, or "already". */
export function checkInPerson(input: { slug: string; registrationId: number }): Promise<TCheckInResult> {
  return call(checkInPersonEndpoint, { params: { slug: input.slug, registrationId: input.registrationId } });
}

export function useCheckInPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkInPerson,
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkInKeys.all }),
  });
}
