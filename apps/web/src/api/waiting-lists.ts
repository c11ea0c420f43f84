import type { TMyWaitingEntry } from '@congress/domain/contracts/waiting-lists';
import {
  acceptActivityOffer,
  getMyWaitingEntries as getMyWaitingEntriesEndpoint,
  getWaitingOffer as getWaitingOfferEndpoint,
  joinRateWaitingList,
  leaveRateWaitingList,
  resendRateOffer,
} from '@congress/domain/endpoints/waiting-lists';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/endpoint-call.ts';
import { rateKeys } from './rate-keys.ts';

/** The participant's side of waiting lists: own entries, join, leave, the offer link. */
export const waitingListKeys = {
  all: [...rateKeys.all, 'waiting-list'] as const,
  mine: (slug: string) => [...waitingListKeys.all, 'mine', slug] as const,
  offer: (token: string) => [...waitingListKeys.all, 'offer', token] as const,
};

export const getMyWaitingEntries = (slug: string, signal?: AbortSignal) =>
  call(getMyWaitingEntriesEndpoint, { params: { slug }, signal });

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
  call(getWaitingOfferEndpoint, { params: { token }, signal });

export const useWaitingOffer = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: waitingListKeys.offer(token),
      queryFn: ({ signal }) => getWaitingOffer(token, signal),
      retry: false,
      meta: { isSilent: true },
    }),
  );

export function useJoinOrLeave(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rateId, isLeaving }: { rateId: number; isLeaving: boolean }) =>
      isLeaving
        ? call(leaveRateWaitingList, { params: { rateId } }).then(() => null)
        : call(joinRateWaitingList, { params: { rateId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitingListKeys.mine(slug) }),
  });
}
/** An activity offer's Accept: the held place becomes the person's choice. */
export function useAcceptActivityOffer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(acceptActivityOffer, { params: { token } }),
    meta: { isSilent: true },
    // Not the offer itself: once taken it reads as used, and the screen says the place is theirs.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...waitingListKeys.all, 'mine'] }),
  });
}
export type { TMyWaitingEntry };

/** "Send the e-mail again": a new link; the server limits it per offer. */
export function useResendOffer(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rateId: number) => call(resendRateOffer, { params: { rateId } }),
    meta: { isSilent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitingListKeys.mine(slug) }),
  });
}
