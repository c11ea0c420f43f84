export const rateKeys = {
  all: ['rates'] as const,
  forParticipant: (slug: string, participant: string) =>
    [...rateKeys.all, 'participant', slug, participant] as const,
};
