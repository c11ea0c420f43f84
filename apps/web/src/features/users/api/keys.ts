import type { TUsersAdminQuery } from '@congress/domain/contracts/users-admin';

export const userAdminKeys = {
  all: ['users-admin'] as const,
  lists: () => [...userAdminKeys.all, 'list'] as const,
  list: (congressId: number, query: TUsersAdminQuery) =>
    [...userAdminKeys.lists(), congressId, query] as const,
};
