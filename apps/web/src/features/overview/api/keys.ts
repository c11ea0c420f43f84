export const overviewKeys = {
  all: ['overview'] as const,
  ofCongress: (slug: string) => [...overviewKeys.all, slug] as const,
};
