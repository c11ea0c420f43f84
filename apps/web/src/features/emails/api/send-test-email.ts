import type { TEmailTestRequest } from '@congress/domain/contracts/email-campaigns';
import { sendTestEmail as sendTestEmailEndpoint } from '@congress/domain/endpoints/emails';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { emailKeys } from './keys.ts';

/** POST /api/email/test: the chosen recipient's e-mail, to the signed-in staff member's own address. */
export function sendTestEmail(request: TEmailTestRequest) {
  return call(sendTestEmailEndpoint, { body: request });
}

export function useSendTestEmail(congressId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailKeys.logs(congressId) }),
  });
}
