import type { TCheckInConflicts } from '@congress/domain/contracts/check-in-offline';
import { listCheckInConflicts } from '@congress/domain/endpoints/check-in';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { checkInKeys } from './keys.ts';

/** GET /api/check-in/congress/:slug/conflicts: people checked in at two doors. */
export function listConflicts(slug: string, signal?: AbortSignal): Promise<TCheckInConflicts> {
  return call(listCheckInConflicts, { params: { slug }, signal });
}

export const conflictsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: checkInKeys.conflicts(slug),
    queryFn: ({ signal }) => listConflicts(slug, signal),
  });

export const useConflicts = (slug: string, isOnline: boolean) =>
  useQuery({ ...conflictsQueryOptions(slug), enabled: isOnline });
