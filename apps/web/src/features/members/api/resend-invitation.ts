import { type TMemberInvitationResult, ZMemberInvitationResult } from '@congress/domain/contracts/members';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A fresh 7-day invitation link by e-mail; the member's older links stop working. */
export function resendInvitation(input: {
  id: number;
  congressSlug: string;
}): Promise<TMemberInvitationResult> {
  return api.post(`/member/${input.id}/invitation`, {
    schema: ZMemberInvitationResult,
    query: { congressSlug: input.congressSlug },
  });
}

/** The dialog shows the error itself. */
export const useResendInvitation = () =>
  useMutation({ mutationFn: resendInvitation, meta: { isSilent: true } });
