export const activityKeys = {
  all: ['activities'] as const,
  ofCongress: (slug: string) => [...activityKeys.all, 'list', slug] as const,
  stats: (slug: string) => [...activityKeys.all, 'stats', slug] as const,
  participants: (activityId: number, page: number) =>
    [...activityKeys.all, 'participants', activityId, page] as const,
  withoutChoice: (slug: string, page: number) => [...activityKeys.all, 'without-choice', slug, page] as const,
  choices: () => [...activityKeys.all, 'choices'] as const,
  ofRegistration: (registrationId: number) =>
    [...activityKeys.choices(), 'registration', registrationId] as const,
  ofParticipation: (participationId: number) =>
    [...activityKeys.choices(), 'participation', participationId] as const,
};
