import type { TActivity } from '@congress/domain/contracts/activities';
import { listOpenActivities } from '@congress/domain/endpoints/activities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error.ts';
import { call } from '../../../lib/endpoint-call.ts';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  openActivities: (congressId: number) => [...dashboardKeys.all, 'open-activities', congressId] as const,
};

/** GET /api/activity/open/congress/:id; a not-found answer is ignored (spec 2.2) and means none. */
export async function getOpenActivities(congressId: number, signal?: AbortSignal): Promise<TActivity[]> {
  try {
    return await call(listOpenActivities, { params: { id: congressId }, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export const openActivitiesQueryOptions = (congressId: number) =>
  queryOptions({
    queryKey: dashboardKeys.openActivities(congressId),
    queryFn: ({ signal }) => getOpenActivities(congressId, signal),
    meta: { isSilent: true },
  });

export const useOpenActivities = (congressId: number | undefined) =>
  useQuery({ ...openActivitiesQueryOptions(congressId ?? 0), enabled: congressId !== undefined });
