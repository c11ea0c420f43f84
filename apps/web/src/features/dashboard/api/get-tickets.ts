import type { TParticipationTickets } from '@congress/domain/contracts/check-in';
import { getTickets as getTicketsEndpoint } from '@congress/domain/endpoints/check-in';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';

export const ticketKeys = {
  all: ['tickets'] as const,
  ofParticipation: (participationId: number) => [...ticketKeys.all, participationId] as const,
};

/** GET /api/ticket/participation/:id: a QR code per confirmed person, drawn by the server as SVG. */
export function getTickets(participationId: number, signal?: AbortSignal): Promise<TParticipationTickets> {
  return call(getTicketsEndpoint, { params: { participationId }, signal });
}

export const ticketsQueryOptions = (participationId: number) =>
  queryOptions({
    queryKey: ticketKeys.ofParticipation(participationId),
    queryFn: ({ signal }) => getTickets(participationId, signal),
    meta: { isSilent: true },
  });

export const useTickets = (participationId: number, isEnabled: boolean) =>
  useQuery({ ...ticketsQueryOptions(participationId), enabled: isEnabled });
