import { resendEmailConfirmation } from '@congress/domain/endpoints/email-verification';
import { useMutation } from '@tanstack/react-query';
import { call } from '../lib/endpoint-call.ts';

/** "Send the link again" (decisions 50; one a minute, five an hour: a refusal says so). */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: () => call(resendEmailConfirmation),
    meta: { isSilent: true },
  });
}
