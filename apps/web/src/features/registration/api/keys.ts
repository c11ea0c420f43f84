export const registrationKeys = {
  all: ['registration'] as const,
  mine: (slug: string) => [...registrationKeys.all, 'mine', slug] as const,
  memberUser: () => [...registrationKeys.all, 'member-user'] as const,
  queue: (ticket: string) => [...registrationKeys.all, 'queue', ticket] as const,
};
