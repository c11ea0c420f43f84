import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { clearStoredSession } from '../session-store.ts';
import { authKeys } from './keys.ts';

/** Revokes the session on the server; the local state is cleared whatever the answer. */
export async function signOut(): Promise<void> {
  try {
    await api.post('/token/invalidate', { schema: z.unknown(), skipAuthRefresh: true });
  } finally {
    api.clearSession();
    clearStoredSession();
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
