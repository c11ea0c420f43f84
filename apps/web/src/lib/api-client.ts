import { refreshToken } from '@congress/domain/endpoints/auth';
import { MESSAGES } from '@congress/domain/messages';
import type { z } from 'zod';
import { createExpiryStore, type StorageLike } from './access-expiry.ts';
import { ApiError, parseApiError, TRANSPORT_CODES, transportError } from './api-error.ts';
import { translateText } from './current-intl.ts';
import {
  browserLocks,
  browserStorage,
  buildUrl,
  filenameOf,
  parseJson,
  type QueryValue,
} from './http-helpers.ts';
import { createTokenRefresher, type LockManagerLike } from './token-refresh.ts';

export const API_BASE_URL = '/api';
export const REQUEST_TIMEOUT_MS = 30_000;

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type CallOptions = {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal | undefined;
  /** Login, refresh, invalidate, register and reset calls never trigger a refresh. */
  skipAuthRefresh?: boolean;
  timeoutMs?: number;
};
export type RequestOptions<T> = CallOptions & { schema: z.ZodType<T> };
export type Download = { blob: Blob; filename: string | null };
/** `onProgress` reports the bytes received so far while a streamed file arrives. */
export type DownloadOptions = CallOptions & { onProgress?: (bytesReceived: number) => void };

async function readWithProgress(response: Response, onProgress: (bytes: number) => void): Promise<Blob> {
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  return new Blob(parts as BlobPart[], { type: response.headers.get('content-type') ?? '' });
}

export type ApiClientDeps = {
  fetch: typeof fetch;
  storage?: StorageLike | undefined;
  locks?: () => LockManagerLike | undefined;
  now?: () => number;
  baseUrl?: string;
};

export type ApiClient = ReturnType<typeof createApiClient>;

/** The one fetch wrapper: JSON in and out, cookies, timeout, error parsing and token refresh. */
export function createApiClient(deps: ApiClientDeps) {
  const baseUrl = deps.baseUrl ?? API_BASE_URL;
  const now = deps.now ?? Date.now;
  const expiry = createExpiryStore(deps.storage);
  let onSessionExpired = () => {};
  /** The reader's language: the server answers its messages in it. */
  let language: string | undefined;

  async function send<R>(path: string, options: CallOptions, read: (response: Response) => Promise<R>) {
    const { signal, timeoutMs = REQUEST_TIMEOUT_MS } = options;
    if (signal?.aborted) throw transportError('aborted');
    const controller = new AbortController();
    let isTimedOut = false;
    const timer = setTimeout(() => {
      isTimedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort();
    signal?.addEventListener('abort', onCallerAbort, { once: true });
    const hasBody = options.body !== undefined;
    // FormData (uploads) sets its own multipart Content-Type with the boundary.
    const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
    try {
      const response = await deps.fetch(buildUrl(baseUrl, path, options.query), {
        method: options.method ?? 'GET',
        credentials: 'include',
        headers: {
          Accept: 'application/json',
          ...(hasBody && !isForm ? { 'Content-Type': 'application/json' } : {}),
          ...(language ? { 'Accept-Language': language } : {}),
        },
        body: isForm ? (options.body as FormData) : hasBody ? JSON.stringify(options.body) : undefined,
        signal: controller.signal,
      });
      if (!response.ok) throw parseApiError(response.status, parseJson(await response.text()));
      return await read(response);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (isTimedOut) throw transportError('timeout');
      if (signal?.aborted) throw transportError('aborted');
      throw transportError('network');
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  const readJson =
    <T>(schema: z.ZodType<T>) =>
    async (response: Response): Promise<T> => {
      const parsed = schema.safeParse(parseJson(await response.text()));
      if (parsed.success) return parsed.data;
      throw new ApiError({
        status: response.status,
        code: TRANSPORT_CODES.invalidResponse,
        message: translateText(MESSAGES.genericError),
      });
    };

  const refresher = createTokenRefresher({
    expiry,
    now,
    locks: deps.locks ?? (() => undefined),
    onExpired: () => onSessionExpired(),
    refresh: async () => {
      // Below the base, as every path this client sends (endpoint-call.ts strips it the same way).
      const path = refreshToken.path.slice(API_BASE_URL.length);
      const answer = await send(path, { method: refreshToken.method }, readJson(refreshToken.responses[200]));
      return answer.accessExpiresAt;
    },
  });

  async function withSession<R>(
    path: string,
    options: CallOptions,
    read: (response: Response) => Promise<R>,
  ) {
    if (options.skipAuthRefresh) return send(path, options, read);
    // A refresh that just failed is not tried again for this call's 401.
    const hasFailedRefresh = refresher.isDue() && !(await refresher.refresh(expiry.read()));
    const observed = expiry.read();
    try {
      return await send(path, options, read);
    } catch (error) {
      const mayRefresh = error instanceof ApiError && error.status === 401 && !hasFailedRefresh;
      if (mayRefresh && (await refresher.refresh(observed))) return send(path, options, read);
      throw error;
    }
  }

  return {
    request: <T>(path: string, options: RequestOptions<T>) =>
      withSession(path, options, readJson(options.schema)),
    get: <T>(path: string, options: Omit<RequestOptions<T>, 'method' | 'body'>) =>
      withSession(path, { ...options, method: 'GET' }, readJson(options.schema)),
    post: <T>(path: string, options: Omit<RequestOptions<T>, 'method'>) =>
      withSession(path, { ...options, method: 'POST' }, readJson(options.schema)),
    put: <T>(path: string, options: Omit<RequestOptions<T>, 'method'>) =>
      withSession(path, { ...options, method: 'PUT' }, readJson(options.schema)),
    delete: <T>(path: string, options: Omit<RequestOptions<T>, 'method'>) =>
      withSession(path, { ...options, method: 'DELETE' }, readJson(options.schema)),
    /** Files (exports, invoices) come back as a blob with the server's file name. */
    download: (path: string, options: DownloadOptions = {}): Promise<Download> =>
      withSession(path, options, async (response) => ({
        blob: options.onProgress
          ? await readWithProgress(response, options.onProgress)
          : await response.blob(),
        filename: filenameOf(response),
      })),
    setAccessExpiresAt: (isoDate: string) => expiry.write(isoDate),
    setLanguage: (next: string) => {
      language = next;
    },
    clearSession: () => expiry.clear(),
    hasSession: () => expiry.read() !== null,
    /** The app decides what a failed refresh does (log out and go to the login screen). */
    setSessionExpiredHandler: (handler: () => void) => {
      onSessionExpired = handler;
    },
  };
}

export const api = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  storage: browserStorage(),
  locks: browserLocks,
});
