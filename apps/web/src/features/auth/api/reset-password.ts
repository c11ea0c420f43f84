import type { TMessageResponse } from '@congress/domain/contracts/auth';
import { resetPasswordWithToken } from '@congress/domain/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';

export type ResetPasswordInput = { token: string; password: string };

export function resetPassword({ token, password }: ResetPasswordInput): Promise<TMessageResponse> {
  return call(resetPasswordWithToken, { params: { token }, body: { password }, skipAuthRefresh: true });
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword, meta: { isSilent: true } });
