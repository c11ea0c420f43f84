import type { TParticipationFilter } from '@congress/domain/contracts/participation-list';

export type ParticipationListQuery = TParticipationFilter & { page: number; sort?: string | undefined };

export const participationListKeys = {
  all: ['participation-list'] as const,
  lists: () => [...participationListKeys.all, 'list'] as const,
  list: (slug: string, query: ParticipationListQuery) =>
    [...participationListKeys.lists(), slug, query] as const,
};
