import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage, TRANSPORT_CODES } from './api-error.ts';
import { notifyError } from './notify.ts';

type AppMeta = {
  /** The screen shows this error itself: no global notification. */
  isSilent?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: Error;
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

/** One retry for a server or network failure; never for answers the server meant (4xx) or timeouts. */
export function shouldRetry(failureCount: number, error: Error): boolean {
  if (failureCount >= 1) return false;
  if (!(error instanceof ApiError)) return false;
  return error.status >= 500 || error.code === TRANSPORT_CODES.network;
}

/** A 401 is the session's business (refresh, then login), not a notification. */
function shouldNotify(error: Error, meta: AppMeta | undefined): boolean {
  if (meta?.isSilent) return false;
  return !(error instanceof ApiError && (error.status === 401 || error.code === TRANSPORT_CODES.aborted));
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (shouldNotify(error, query.meta)) notifyError(errorMessage(error));
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (shouldNotify(error, mutation.meta)) notifyError(errorMessage(error));
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
