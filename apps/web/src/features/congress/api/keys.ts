export const congressKeys = {
  all: ['congress'] as const,
  details: () => [...congressKeys.all, 'detail'] as const,
  detail: (slug: string) => [...congressKeys.details(), slug] as const,
  participantTypes: (slug: string) => [...congressKeys.all, 'participant-types', slug] as const,
};
