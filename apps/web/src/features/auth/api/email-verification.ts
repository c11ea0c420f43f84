import { confirmEmail } from '@congress/domain/endpoints/email-verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { authKeys } from './keys.ts';

/** The confirmation link opened (decisions 50): the signed token proves the address. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => call(confirmEmail, { body: { token }, skipAuthRefresh: true }),
    meta: { isSilent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.currentUser() }),
  });
}
