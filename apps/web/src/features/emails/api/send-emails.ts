import { type TEmailSendRequest, ZEmailSendResponse } from '@congress/domain/contracts/emails';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailKeys } from './keys.ts';

/** POST /api/email/send: the server queues one message per recipient and answers with the batch. */
export function sendEmails(request: TEmailSendRequest) {
  return api.post('/email/send', { schema: ZEmailSendResponse, body: request, timeoutMs: 120_000 });
}

export function useSendEmails(congressId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendEmails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailKeys.logs(congressId) }),
  });
}
