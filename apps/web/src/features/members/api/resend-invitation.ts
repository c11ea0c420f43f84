import type { TMemberInvitationResult } from '@congress/domain/contracts/members';
import { resendMemberInvitation } from '@congress/domain/endpoints/members';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';

/** A fresh 7-day invitation link by e-mail; the member's older links stop working. */
export function resendInvitation(input: {
  id: number;
  congressSlug: string;
}): Promise<TMemberInvitationResult> {
  return call(resendMemberInvitation, {
    params: { id: input.id },
    query: { congressSlug: input.congressSlug },
  });
}

/** The dialog shows the error itself. */
export const useResendInvitation = () =>
  useMutation({ mutationFn: resendInvitation, meta: { isSilent: true } });
