import type { TCongress } from '@congress/domain/contracts/congress';
import { getCongressBySlug } from '@congress/domain/endpoints/congresses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../lib/endpoint-call.ts';
import { readStoredCongress, storeCongress } from './congress-store.ts';

/** Every congress query (one congress by slug, the list) hangs under `congressKeys.all`. */
export const congressKeys = {
  all: ['congress'] as const,
  details: () => [...congressKeys.all, 'detail'] as const,
  detail: (slug: string) => [...congressKeys.details(), slug] as const,
  lists: () => [...congressKeys.all, 'list'] as const,
  list: () => [...congressKeys.lists(), 'all'] as const,
};

/** GET /api/congress/slug/{slug}: the public congress (header, footer), and its id for admin calls. */
export async function getCongress(slug: string, signal?: AbortSignal): Promise<TCongress> {
  const congress = await call(getCongressBySlug, { params: { slug }, signal });
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
    // Screens show a failed load themselves (error route, "Congress not found").
    meta: { isSilent: true },
  });

export const useCongress = (slug: string) => useQuery(congressQueryOptions(slug));
