import type { TCurrentUser } from '@congress/domain/contracts/auth';
import { getCurrentSession } from '@congress/domain/endpoints/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { call } from '../../../lib/endpoint-call.ts';
import { readStoredUser, storeUser } from '../session-store.ts';
import { authKeys } from './keys.ts';

/**
 * The signed-in user or member, or null when nobody is signed in: the server answers 200 with no
 * user (a 401, from a session that ended, means the same).
 */
export async function getCurrentUser(signal?: AbortSignal): Promise<TCurrentUser | null> {
  try {
    const session = await call(getCurrentSession, { signal });
    if (session.accessExpiresAt) api.setAccessExpiresAt(session.accessExpiresAt);
    storeUser(session.user);
    return session.user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      storeUser(null);
      return null;
    }
    throw error;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.currentUser(),
    queryFn: ({ signal }) => getCurrentUser(signal),
    // The stored user answers at once; /user/ confirms it (or signs it out) in the background.
    initialData: () => readStoredUser() ?? undefined,
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
    meta: { isSilent: true },
  });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());
