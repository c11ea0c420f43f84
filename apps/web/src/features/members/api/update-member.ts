import {
  type TMemberFieldsInput,
  type TMemberListItem,
  ZMemberListItem,
} from '@congress/domain/contracts/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { memberKeys } from './keys.ts';

/** The same field rules as an import row; the server keeps member number and e-mail unique (409). */
export function updateMember(input: { id: number; fields: TMemberFieldsInput }): Promise<TMemberListItem> {
  return api.put(`/member/${input.id}`, { schema: ZMemberListItem, body: input.fields });
}

/** The form shows the errors itself. */
export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    meta: { isSilent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.lists() }),
  });
}
