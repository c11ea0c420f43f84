import type { LetterStatus } from '@congress/domain/contracts/invitation-letters';

export const letterKeys = {
  all: ['invitation-letters'] as const,
  ofParticipation: (participationId: number) =>
    [...letterKeys.all, 'participation', participationId] as const,
  queues: (slug: string) => [...letterKeys.all, 'queue', slug] as const,
  queue: (slug: string, status: LetterStatus | undefined) =>
    [...letterKeys.queues(slug), status ?? 'all'] as const,
  settings: (slug: string) => [...letterKeys.all, 'settings', slug] as const,
  verification: (token: string) => [...letterKeys.all, 'verify', token] as const,
};
