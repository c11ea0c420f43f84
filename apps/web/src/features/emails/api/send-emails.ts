import { type TEmailSendRequest, ZEmailSendResponse } from '@congress/domain/contracts/emails';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailKeys } from './keys.ts';

/** POST /api/email/send: the server queues the campaign and answers with its id and what it skipped. */
export function sendEmails(request: TEmailSendRequest) {
  return api.post('/email/send', { schema: ZEmailSendResponse, body: request, timeoutMs: 120_000 });
}

export function useSendEmails(congressId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendEmails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailKeys.logs(congressId) }),
    // A 409 (the recipients changed since the confirmation) sends the organiser back to the preview.
    onError: () => queryClient.invalidateQueries({ queryKey: [...emailKeys.all, 'preview', congressId] }),
  });
}
