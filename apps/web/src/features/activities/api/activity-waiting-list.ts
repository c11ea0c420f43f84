import {
  getMyWaitingEntries,
  joinActivityWaitingList,
  leaveActivityWaitingList,
} from '@congress/domain/endpoints/waiting-lists';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { activityKeys } from './keys.ts';

/** A full activity's waiting list for one of the participant's people: own entries, join, leave. */
const waitingKey = (slug: string) => [...activityKeys.all, 'waiting-list', slug] as const;

export const useMyActivityWaiting = (slug: string, isEnabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: waitingKey(slug),
      queryFn: ({ signal }) => call(getMyWaitingEntries, { params: { slug }, signal }),
      enabled: isEnabled,
      meta: { isSilent: true },
    }),
  );

export function useActivityJoinOrLeave(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { activityId: number; registrationId: number; isLeaving: boolean }) =>
      input.isLeaving
        ? call(leaveActivityWaitingList, {
            params: { activityId: input.activityId, registrationId: input.registrationId },
          }).then(() => null)
        : call(joinActivityWaitingList, {
            params: { activityId: input.activityId },
            body: { registrationId: input.registrationId },
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitingKey(slug) }),
  });
}
