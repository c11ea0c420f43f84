import type { TCreateUserRequest, TUpdateUserRequest } from '@congress/domain/contracts/users-admin';
import { createAdminUser, updateAdminUser } from '@congress/domain/endpoints/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { userAdminKeys } from './keys.ts';

export type SaveUserInput = { id: null; user: TCreateUserRequest } | { id: number; user: TUpdateUserRequest };

/** POST /api/user/create or PUT /api/user/update/{id} (spec 7). */
export function saveUser(input: SaveUserInput) {
  return input.id === null
    ? call(createAdminUser, { body: input.user })
    : call(updateAdminUser, { params: { id: input.id }, body: input.user });
}

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    meta: { isSilent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userAdminKeys.lists() }),
  });
}
