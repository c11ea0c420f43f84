import {
  type TMessageResponse,
  type TResetPasswordRequest,
  ZMessageResponse,
} from '@congress/domain/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Asks for a reset link by e-mail; the answer never says whether the address exists (decisions 6). */
export function requestPasswordReset(request: TResetPasswordRequest): Promise<TMessageResponse> {
  return api.post('/reset-password', { body: request, schema: ZMessageResponse, skipAuthRefresh: true });
}

export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: requestPasswordReset, meta: { isSilent: true } });
