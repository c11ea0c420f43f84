import type { TParticipationActivities } from '@congress/domain/contracts/activities';
import { saveChoices as saveChoicesEndpoint } from '@congress/domain/endpoints/activities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { activityKeys } from './keys.ts';

/** PUT /api/activity/registration/:id/choices: replaces the registration's choices. */
export function saveChoices(input: {
  registrationId: number;
  activityIds: number[];
}): Promise<TParticipationActivities> {
  return call(saveChoicesEndpoint, {
    params: { registrationId: input.registrationId },
    body: { activityIds: input.activityIds },
  });
}

export function useSaveChoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChoices,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  });
}
