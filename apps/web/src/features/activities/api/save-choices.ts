import {
  type TParticipationActivities,
  ZParticipationActivities,
} from '@congress/domain/contracts/activities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { activityKeys } from './keys.ts';

/** PUT /api/activity/registration/:id/choices: replaces the registration's choices. */
export function saveChoices(input: {
  registrationId: number;
  activityIds: number[];
}): Promise<TParticipationActivities> {
  return api.put(`/activity/registration/${input.registrationId}/choices`, {
    schema: ZParticipationActivities,
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
