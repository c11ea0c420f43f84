import type { TCreateAccountRequest, TCurrentUser } from '@congress/domain/contracts/auth';
import { createAccount as createAccountEndpoint } from '@congress/domain/endpoints/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { call } from '../../../lib/endpoint-call.ts';
import { storeUser } from '../session-store.ts';
import { authKeys } from './keys.ts';

/** Creates a participant account and signs it in (the server answers a session). */
export async function createAccount(request: TCreateAccountRequest): Promise<TCurrentUser> {
  const session = await call(createAccountEndpoint, { body: request, skipAuthRefresh: true });
  api.setAccessExpiresAt(session.accessExpiresAt);
  storeUser(session.user);
  return session.user;
}

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: (user) => queryClient.setQueryData(authKeys.currentUser(), user),
    meta: { isSilent: true },
  });
}
