import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../config/paths.ts';
import { authKeys } from '../features/auth/api/keys.ts';
import { safeRedirect } from '../features/auth/landing-route.ts';
import { clearStoredSession } from '../features/auth/session-store.ts';
import { clearStoredCongress } from '../api/congress-store.ts';
import { api } from '../lib/api-client.ts';
import { startBrowserSession } from '../lib/storage.ts';

type Navigator = {
  state: { location: { pathname: string; search: string } };
  navigate: (to: string, options?: { replace?: boolean }) => Promise<void> | void;
};

/**
 * "On the first load of a browser session the stored congress, the authentication flag and the user
 * are cleared" (spec 1). The httpOnly session cookie survives; /user/ re-establishes the user.
 */
export function resetOnNewBrowserSession(): void {
  if (!startBrowserSession()) return;
  clearStoredCongress();
  clearStoredSession();
}

/** A failed token refresh logs out: clear the state and go to login with the current path. */
export function installSessionExpiry(queryClient: QueryClient, router: Navigator): void {
  api.setSessionExpiredHandler(() => {
    const wasSignedIn = queryClient.getQueryData(authKeys.currentUser()) != null;
    clearStoredSession();
    queryClient.setQueryData(authKeys.currentUser(), null);
    if (!wasSignedIn) return;
    const { pathname, search } = router.state.location;
    const redirect = safeRedirect(`${pathname}${search}`);
    if (!redirect) return;
    void router.navigate(paths.login.getHref({ redirect }), { replace: true });
  });
}
