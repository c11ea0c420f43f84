import { type TCongress, ZCongress, ZCongressList } from '@congress/domain/contracts/congress';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { userAdminKeys } from './keys.ts';

/** The congress whose users are listed. */
export const getCongress = (slug: string, signal?: AbortSignal): Promise<TCongress> =>
  api.get(`/congress/slug/${encodeURIComponent(slug)}`, { schema: ZCongress, signal });

export const useUsersCongress = (slug: string) =>
  useQuery(
    queryOptions({
      queryKey: userAdminKeys.congress(slug),
      queryFn: ({ signal }) => getCongress(slug, signal),
      meta: { isSilent: true },
    }),
  );

/** GET /api/congress/all: the congresses a user's staff roles may apply to (decisions 1). */
export const getCongresses = (signal?: AbortSignal) =>
  api.get('/congress/all', { schema: ZCongressList, signal });

export const useCongresses = () =>
  useQuery(
    queryOptions({
      queryKey: userAdminKeys.congresses(),
      queryFn: ({ signal }) => getCongresses(signal),
    }),
  );
