/** The admin's settings of a congress; the public congress and the list are `congressKeys` (src/api). */
export const congressSettingsKeys = {
  all: ['congress-settings'] as const,
  detail: (slug: string) => [...congressSettingsKeys.all, 'detail', slug] as const,
};
