import type { TSection } from '@congress/domain/contracts/congress';
import { listSections } from '@congress/domain/endpoints/sections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../lib/endpoint-call.ts';

export const sectionKeys = {
  all: ['sections'] as const,
  list: () => [...sectionKeys.all, 'list'] as const,
};

/** GET /api/section/uich/all: the member book's sections and the rate modal's section select. */
export function getSections(signal?: AbortSignal): Promise<TSection[]> {
  return call(listSections, { signal });
}

export const sectionsQueryOptions = () =>
  queryOptions({
    queryKey: sectionKeys.list(),
    queryFn: ({ signal }) => getSections(signal),
    meta: { isSilent: true },
  });

export const useSections = () => useQuery(sectionsQueryOptions());
