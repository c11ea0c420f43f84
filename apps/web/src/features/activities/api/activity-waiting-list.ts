import { ZMyWaitingEntries, ZMyWaitingEntry } from '@congress/domain/contracts/waiting-lists';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { activityKeys } from './keys.ts';

/** A full activity's waiting list for one of the participant's people: own entries, join, leave. */
const waitingKey = (slug: string) => [...activityKeys.all, 'waiting-list', slug] as const;

export const useMyActivityWaiting = (slug: string, isEnabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: waitingKey(slug),
      queryFn: ({ signal }) =>
        api.get(`/waiting-list/congress/${encodeURIComponent(slug)}/mine`, {
          schema: ZMyWaitingEntries,
          signal,
        }),
      enabled: isEnabled,
      meta: { isSilent: true },
    }),
  );

const ZLeft = z.object({
  activityId: z.number().int(),
  registrationId: z.number().int(),
  left: z.literal(true),
});

export function useActivityJoinOrLeave(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { activityId: number; registrationId: number; isLeaving: boolean }) =>
      input.isLeaving
        ? api
            .delete(`/waiting-list/activity/${input.activityId}/registration/${input.registrationId}`, {
              schema: ZLeft,
            })
            .then(() => null)
        : api.post(`/waiting-list/activity/${input.activityId}/join`, {
            schema: ZMyWaitingEntry,
            body: { registrationId: input.registrationId },
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitingKey(slug) }),
  });
}
