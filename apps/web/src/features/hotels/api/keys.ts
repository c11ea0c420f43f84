export const hotelKeys = {
  all: ['hotels'] as const,
  congress: (slug: string) => [...hotelKeys.all, 'congress', slug] as const,
  lists: () => [...hotelKeys.all, 'list'] as const,
  list: (slug: string) => [...hotelKeys.lists(), slug] as const,
};
