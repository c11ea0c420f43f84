import {
  type TCreateUserRequest,
  type TUpdateUserRequest,
  ZAdminUser,
} from '@congress/domain/contracts/users-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { userAdminKeys } from './keys.ts';

export type SaveUserInput = { id: null; user: TCreateUserRequest } | { id: number; user: TUpdateUserRequest };

/** POST /api/user/create or PUT /api/user/update/{id} (spec 7). */
export function saveUser(input: SaveUserInput) {
  return input.id === null
    ? api.post('/user/create', { schema: ZAdminUser, body: input.user })
    : api.put(`/user/update/${input.id}`, { schema: ZAdminUser, body: input.user });
}

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    meta: { isSilent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userAdminKeys.lists() }),
  });
}
