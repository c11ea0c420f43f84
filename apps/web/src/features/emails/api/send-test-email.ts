import { type TEmailTestRequest, ZEmailTestResponse } from '@congress/domain/contracts/email-campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailKeys } from './keys.ts';

/** POST /api/email/test: the chosen recipient's e-mail, to the signed-in staff member's own address. */
export function sendTestEmail(request: TEmailTestRequest) {
  return api.post('/email/test', { schema: ZEmailTestResponse, body: request });
}

export function useSendTestEmail(congressId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailKeys.logs(congressId) }),
  });
}
