import { ZCongress } from '@congress/domain/contracts/congress';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailKeys } from './keys.ts';

const ZCongressId = ZCongress.pick({ id: true });

/** The e-mail screens address the congress by id; the route only carries its slug. */
export async function getCongressId(slug: string, signal?: AbortSignal): Promise<number> {
  const congress = await api.get(`/congress/slug/${encodeURIComponent(slug)}`, {
    schema: ZCongressId,
    signal,
  });
  return congress.id;
}

export const congressIdQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: emailKeys.congressId(slug),
    queryFn: ({ signal }) => getCongressId(slug, signal),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { isSilent: true },
  });

export const useCongressId = (slug: string) => useQuery(congressIdQueryOptions(slug));
