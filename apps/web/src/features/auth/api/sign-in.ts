import type { TCurrentUser, TLoginRequest } from '@congress/domain/contracts/auth';
import { signInMember, signInUser } from '@congress/domain/endpoints/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { call } from '../../../lib/endpoint-call.ts';
import { storeUser } from '../session-store.ts';
import { authKeys } from './keys.ts';

const postCredentials = (endpoint: typeof signInUser | typeof signInMember, credentials: TLoginRequest) =>
  call(endpoint, { body: credentials, skipAuthRefresh: true });

export type SignInInput = { credentials: TLoginRequest; isMemberOnly: boolean };

/**
 * Users sign in at /login_check; a 401 there tries the member book at /login_member_check
 * (spec 7). The member-only variant asks the member book alone.
 */
export async function signIn({ credentials, isMemberOnly }: SignInInput): Promise<TCurrentUser> {
  let session: Awaited<ReturnType<typeof postCredentials>>;
  if (isMemberOnly) {
    session = await postCredentials(signInMember, credentials);
  } else {
    try {
      session = await postCredentials(signInUser, credentials);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) throw error;
      session = await postCredentials(signInMember, credentials);
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
