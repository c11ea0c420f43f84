import type {
  TRoomMatePairRequest,
  TRoomMateQueue,
  TRoomMateReleaseRequest,
} from '@congress/domain/contracts/room-mates';
import {
  getRoomMateQueue,
  pairRoomMates as pairEndpoint,
  releaseRoomMate as releaseEndpoint,
} from '@congress/domain/endpoints/room-mates';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';

export const roomMateKeys = {
  all: ['room-mates'] as const,
  ofCongress: (slug: string) => [...roomMateKeys.all, slug] as const,
};

/** GET /api/room-mates/congress/:slug: the waiting requests and the rooms already matched (decisions 46). */
export const roomMateQueueQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: roomMateKeys.ofCongress(slug),
    queryFn: ({ signal }) => call(getRoomMateQueue, { params: { slug }, signal }),
    // The screen shows its own error.
    meta: { isSilent: true },
  });

export const useRoomMateQueue = (slug: string) => useQuery(roomMateQueueQueryOptions(slug));

/** Pair or release: the answer is the queue as it now stands. */
function useQueueWrite<T>(slug: string, write: (body: T) => Promise<TRoomMateQueue>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    // The dialog shows the error.
    meta: { isSilent: true },
    onSuccess: (queue) => queryClient.setQueryData(roomMateKeys.ofCongress(slug), queue),
  });
}

export const usePairRoomMates = (slug: string) =>
  useQueueWrite(slug, (body: TRoomMatePairRequest) => call(pairEndpoint, { body }));

export const useReleaseRoomMate = (slug: string) =>
  useQueueWrite(slug, ({ id, ...body }: TRoomMateReleaseRequest & { id: number }) =>
    call(releaseEndpoint, { params: { id }, body }),
  );
