import { type TCurrentUser, type TLoginRequest, ZSessionResponse } from '@congress/domain/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { storeUser } from '../session-store.ts';
import { authKeys } from './keys.ts';

const postCredentials = (path: string, credentials: TLoginRequest) =>
  api.post(path, { body: credentials, schema: ZSessionResponse, skipAuthRefresh: true });

export type SignInInput = { credentials: TLoginRequest; isMemberOnly: boolean };

/**
 * Users sign in at /login_check; a 401 there tries the member book at /login_member_check
 * (spec 7). The member-only variant asks the member book alone.
 */
export async function signIn({ credentials, isMemberOnly }: SignInInput): Promise<TCurrentUser> {
  let session: Awaited<ReturnType<typeof postCredentials>>;
  if (isMemberOnly) {
    session = await postCredentials('/login_member_check', credentials);
  } else {
    try {
      session = await postCredentials('/login_check', credentials);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) throw error;
      session = await postCredentials('/login_member_check', credentials);
    }
  }
  api.setAccessExpiresAt(session.accessExpiresAt);
  storeUser(session.user);
  return session.user;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => queryClient.setQueryData(authKeys.currentUser(), user),
    meta: { isSilent: true },
  });
}
