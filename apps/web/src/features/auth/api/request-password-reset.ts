import type { TMessageResponse, TResetPasswordRequest } from '@congress/domain/contracts/auth';
import { requestPasswordReset as requestPasswordResetEndpoint } from '@congress/domain/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';

/** Asks for a reset link by e-mail; the answer never says whether the address exists (decisions 6). */
export function requestPasswordReset(request: TResetPasswordRequest): Promise<TMessageResponse> {
  return call(requestPasswordResetEndpoint, { body: request, skipAuthRefresh: true });
}

export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: requestPasswordReset, meta: { isSilent: true } });
