import {
  type TMyWaitingEntry,
  ZMyWaitingEntries,
  ZMyWaitingEntry,
  ZWaitingOffer,
} from '@congress/domain/contracts/waiting-lists';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { rateKeys } from '../api/keys.ts';

/** The participant's side of waiting lists: own entries, join, leave, the offer link. */
export const waitingListKeys = {
  all: [...rateKeys.all, 'waiting-list'] as const,
  mine: (slug: string) => [...waitingListKeys.all, 'mine', slug] as const,
  offer: (token: string) => [...waitingListKeys.all, 'offer', token] as const,
};

export const getMyWaitingEntries = (slug: string, signal?: AbortSignal) =>
  api.get(`/waiting-list/congress/${encodeURIComponent(slug)}/mine`, { schema: ZMyWaitingEntries, signal });

export const useMyWaitingEntries = (slug: string, isEnabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: waitingListKeys.mine(slug),
      queryFn: ({ signal }) => getMyWaitingEntries(slug, signal),
      enabled: isEnabled,
      meta: { isSilent: true },
    }),
  );

export const getWaitingOffer = (token: string, signal?: AbortSignal) =>
  api.get(`/waiting-list/offer/${encodeURIComponent(token)}`, { schema: ZWaitingOffer, signal });

export const useWaitingOffer = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: waitingListKeys.offer(token),
      queryFn: ({ signal }) => getWaitingOffer(token, signal),
      retry: false,
      meta: { isSilent: true },
    }),
  );

const ZLeft = z.object({ rateId: z.number().int(), left: z.literal(true) });

export function useJoinOrLeave(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rateId, isLeaving }: { rateId: number; isLeaving: boolean }) =>
      isLeaving
        ? api.delete(`/waiting-list/rate/${rateId}`, { schema: ZLeft }).then(() => null)
        : api.post(`/waiting-list/rate/${rateId}/join`, { schema: ZMyWaitingEntry }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitingListKeys.mine(slug) }),
  });
}
const ZAccepted = z.object({ activityId: z.number().int(), registrationId: z.number().int() });

/** An activity offer's Accept: the held place becomes the person's choice. */
export function useAcceptActivityOffer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post(`/waiting-list/offer/${encodeURIComponent(token)}/accept`, { schema: ZAccepted }),
    meta: { isSilent: true },
    // Not the offer itself: once taken it reads as used, and the screen says the place is theirs.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...waitingListKeys.all, 'mine'] }),
  });
}
export type { TMyWaitingEntry };
