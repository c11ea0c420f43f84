export const rateAdminKeys = {
  all: ['rates-admin'] as const,
  congress: (slug: string) => [...rateAdminKeys.all, 'congress', slug] as const,
  lists: () => [...rateAdminKeys.all, 'list'] as const,
  list: (slug: string) => [...rateAdminKeys.lists(), slug] as const,
  choices: (slug: string) => [...rateAdminKeys.all, 'choices', slug] as const,
};
