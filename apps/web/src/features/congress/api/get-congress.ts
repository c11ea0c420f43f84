import { type TCongress, ZCongress } from '@congress/domain/contracts/congress';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { readStoredCongress, storeCongress } from '../congress-store.ts';
import { congressKeys } from './keys.ts';

export async function getCongress(slug: string, signal?: AbortSignal): Promise<TCongress> {
  const congress = await api.get(`/congress/slug/${encodeURIComponent(slug)}`, { schema: ZCongress, signal });
  storeCongress(congress);
  return congress;
}

export const congressQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: congressKeys.detail(slug),
    queryFn: ({ signal }) => getCongress(slug, signal),
    // The stored copy paints the header at once; the server's answer replaces it.
    initialData: () => readStoredCongress(slug) ?? undefined,
    initialDataUpdatedAt: 0,
    meta: { isSilent: true },
  });

export const useCongress = (slug: string) => useQuery(congressQueryOptions(slug));
