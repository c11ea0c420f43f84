export const memberKeys = {
  all: ['members'] as const,
  sections: () => [...memberKeys.all, 'sections'] as const,
  lists: () => [...memberKeys.all, 'list'] as const,
  list: (filters: { search: string; page: number }) => [...memberKeys.lists(), filters] as const,
};
