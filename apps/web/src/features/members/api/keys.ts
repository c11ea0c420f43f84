export const memberKeys = {
  all: ['members'] as const,
  lists: () => [...memberKeys.all, 'list'] as const,
  list: (filters: { search: string; page: number }) => [...memberKeys.lists(), filters] as const,
};
