import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authKeys } from './api/keys.ts';
import { AUTH_FLAG_KEY } from './session-store.ts';

/** Another tab signed in or out: ask the server who is signed in now. */
export function useSessionSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== AUTH_FLAG_KEY && event.key !== null) return;
      void queryClient.invalidateQueries({ queryKey: authKeys.currentUser() });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);
}
