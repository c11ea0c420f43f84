import { invalidateToken } from '@congress/domain/endpoints/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { call } from '../../../lib/endpoint-call.ts';
import { clearStoredSession } from '../session-store.ts';
import { authKeys } from './keys.ts';

/** Revokes the session on the server; the local state is cleared whatever the answer. */
export async function signOut(): Promise<void> {
  try {
    await call(invalidateToken, { skipAuthRefresh: true });
  } finally {
    api.clearSession();
    clearStoredSession();
    // The door's pack names every person of the congress: it leaves the device with its user
    // (loaded here only: the first page carries none of the door's code).
    await import('../../../lib/door-store.ts').then((store) => store.clearDoorPacks()).catch(() => undefined);
  }
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(authKeys.currentUser(), null);
    },
    meta: { isSilent: true },
  });
}
