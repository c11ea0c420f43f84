export const congressSettingsKeys = {
  all: ['congress-settings'] as const,
  detail: (slug: string) => [...congressSettingsKeys.all, 'detail', slug] as const,
  list: () => [...congressSettingsKeys.all, 'list'] as const,
};

/**
 * The public congress (header logo, label) is cached by the congress feature under this prefix
 * (`congressKeys.all`); after a settings change we refresh it without importing that feature.
 */
export const publicCongressKey = ['congress'] as const;
