import { getAdminParticipation as getAdminParticipationEndpoint } from '@congress/domain/endpoints/manage-registration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/endpoint-call.ts';
import { manageRegistrationKeys } from './keys.ts';

/** GET /api/admin/participation/{id}: the whole editable participation (admin of its congress). */
export function getAdminParticipation(id: number, signal?: AbortSignal) {
  return call(getAdminParticipationEndpoint, { params: { id }, signal });
}

export const adminParticipationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: manageRegistrationKeys.participation(id),
    queryFn: ({ signal }) => getAdminParticipation(id, signal),
    staleTime: 0,
    meta: { isSilent: true },
  });

export const useAdminParticipation = (id: number | null) =>
  useQuery({ ...adminParticipationQueryOptions(id ?? 0), enabled: id !== null });
