export const manageRegistrationKeys = {
  all: ['manage-registration'] as const,
  participation: (id: number) => [...manageRegistrationKeys.all, 'participation', id] as const,
};
