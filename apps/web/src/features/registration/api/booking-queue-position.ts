import type { TBookingQueuePosition } from '@congress/domain/contracts/booking';
import { bookingQueuePosition } from '@congress/domain/endpoints/registrations';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call } from '../../../lib/endpoint-call.ts';
import { registrationKeys } from './keys.ts';

/** A quick answer never asks the queue: the first poll waits this long after the submit began. */
export const QUEUE_POLL_DELAY_MS = 1000;
export const QUEUE_POLL_MS = 1000;

/** GET /api/registration/queue/:ticket: where the booking sent with this ticket stands. */
export function getBookingQueuePosition(ticket: string, signal?: AbortSignal) {
  return call(bookingQueuePosition, { params: { ticket }, signal });
}

/** True once `ms` have passed since `key` was set (a new key starts a new wait). */
function useElapsedSince(key: string | null, ms: number): boolean {
  const [elapsedFor, setElapsedFor] = useState<string | null>(null);
  useEffect(() => {
    if (key === null) return;
    const timer = setTimeout(() => setElapsedFor(key), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return key !== null && elapsedFor === key;
}

/**
 * Where the pending submit stands in the rush's queue, asked every second from a second after it
 * began until it settles. Null without news: not waiting, or the poll failed (a server without the
 * queue answers 404), which the form never shows: it keeps its plain busy state.
 */
export function useBookingQueuePosition(
  ticket: string | null,
  isPending: boolean,
): (TBookingQueuePosition & { position: number }) | null {
  const isActive = useElapsedSince(isPending ? ticket : null, QUEUE_POLL_DELAY_MS) && ticket !== null;
  const query = useQuery({
    queryKey: registrationKeys.queue(ticket ?? ''),
    queryFn: ({ signal }) => getBookingQueuePosition(ticket ?? '', signal),
    enabled: isActive,
    refetchInterval: isActive ? QUEUE_POLL_MS : false,
    retry: false,
    staleTime: 0,
    gcTime: 0,
    meta: { isSilent: true },
  });
  const data = query.data;
  return isActive && data && data.position !== null ? { ...data, position: data.position } : null;
}
