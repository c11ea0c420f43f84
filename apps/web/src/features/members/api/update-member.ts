import type { TMemberFieldsInput, TMemberListItem } from '@congress/domain/contracts/members';
import { updateMember as updateMemberEndpoint } from '@congress/domain/endpoints/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { memberKeys } from './keys.ts';

/** The same field rules as an import row; the server keeps member number and e-mail unique (409). */
export function updateMember(input: { id: number; fields: TMemberFieldsInput }): Promise<TMemberListItem> {
  return call(updateMemberEndpoint, { params: { id: input.id }, body: input.fields });
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
