export const checkInKeys = {
  all: ['check-in'] as const,
  search: (slug: string, q: string) => [...checkInKeys.all, 'search', slug, q] as const,
  conflicts: (slug: string) => [...checkInKeys.all, 'conflicts', slug] as const,
};
