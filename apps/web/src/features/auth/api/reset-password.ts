import { type TMessageResponse, ZMessageResponse } from '@congress/domain/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type ResetPasswordInput = { token: string; password: string };

export function resetPassword({ token, password }: ResetPasswordInput): Promise<TMessageResponse> {
  return api.post(`/reset-password/token/${encodeURIComponent(token)}`, {
    body: { password },
    schema: ZMessageResponse,
    skipAuthRefresh: true,
  });
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword, meta: { isSilent: true } });
