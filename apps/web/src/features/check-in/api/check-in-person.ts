import { type TCheckInResult, ZCheckInResult } from '@congress/domain/contracts/check-in';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { checkInKeys } from './keys.ts';

/** POST /api/check-in/congress/:slug/registration/:id: checked in now, or "already". */
export function checkInPerson(input: { slug: string; registrationId: number }): Promise<TCheckInResult> {
  return api.post(
    `/check-in/congress/${encodeURIComponent(input.slug)}/registration/${input.registrationId}`,
    { schema: ZCheckInResult, body: {} },
  );
}

export function useCheckInPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkInPerson,
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkInKeys.all }),
  });
}
