import type { TEmailSendRequest } from '@congress/domain/contracts/emails';
import { sendEmails as sendEmailsEndpoint } from '@congress/domain/endpoints/emails';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { emailKeys } from './keys.ts';

/** POST /api/email/send: the server queues the campaign and answers with its id and what it skipped. */
export function sendEmails(request: TEmailSendRequest) {
  return call(sendEmailsEndpoint, { body: request, timeoutMs: 120_000 });
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
