import type { TStayOptions } from '@congress/domain/contracts/stays';
import type { RoomOption } from '@congress/domain/enums';
import { getStayOptions as getStayOptionsEndpoint } from '@congress/domain/endpoints/stays';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../lib/endpoint-call.ts';

/** The nights a rate's hotel offers for a room type (decisions 46): the registration form's and Manage Registration's. */
export function getStayOptions(
  rateId: number,
  roomOption: RoomOption,
  signal?: AbortSignal,
): Promise<TStayOptions> {
  return call(getStayOptionsEndpoint, { params: { id: rateId }, query: { roomOption }, signal });
}

export const stayOptionsQueryOptions = (rateId: number, roomOption: RoomOption) =>
  queryOptions({
    queryKey: ['stay-options', rateId, roomOption] as const,
    queryFn: ({ signal }) => getStayOptions(rateId, roomOption, signal),
    // The section says so itself: no notification on top.
    meta: { isSilent: true },
  });

export const useStayOptions = (rateId: number, roomOption: RoomOption) =>
  useQuery(stayOptionsQueryOptions(rateId, roomOption));
