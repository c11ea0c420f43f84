import {
  type BodyOf,
  type Endpoint,
  fillPath,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  successSchema,
} from '@congress/domain/endpoints/define';
import { z } from 'zod';
import { API_BASE_URL, type ApiClient, api, type Download } from './api-client.ts';
import type { QueryValue } from './http-helpers.ts';

/** `params`, `query` and `body` exactly when the declaration has them, typed from its schemas. */
type Parts<E extends Endpoint> = (E extends { params: z.ZodType }
  ? { params: ParamsOf<E> }
  : { params?: never }) &
  (E extends { query: z.ZodType } ? { query?: QueryOf<E> } : { query?: never }) &
  (E extends { body: z.ZodType }
    ? { body: BodyOf<E> }
    : E extends { consumes: readonly ['multipart/form-data'] }
      ? { body: FormData }
      : { body?: never });

type Transport = {
  signal?: AbortSignal | undefined;
  /** Login, refresh, invalidate, register and reset calls never trigger a refresh. */
  skipAuthRefresh?: boolean;
  timeoutMs?: number;
};

export type CallInput<E extends Endpoint> = Parts<E> & Transport;
export type DownloadInput<E extends Endpoint> = CallInput<E> & {
  onProgress?: (bytesReceived: number) => void;
};

/** Every part optional: an endpoint with no params, query or body needs no input at all. */
type OptionalWhenEmpty<E extends Endpoint, I> = E extends
  | { params: z.ZodType }
  | { body: z.ZodType }
  | { consumes: readonly string[] }
  ? [input: I]
  : [input?: I];

/** The path below the client's base (`/api`), each `:name` filled and encoded. */
export function endpointPath(endpoint: Endpoint, params?: unknown): string {
  const path = fillPath(endpoint.path, params as Record<string, unknown> | undefined);
  return path.startsWith(API_BASE_URL) ? path.slice(API_BASE_URL.length) : path;
}

function requestOptions(endpoint: Endpoint, input: Partial<CallInput<Endpoint>> = {}) {
  const { params, query, body, ...transport } = input as Transport & {
    params?: unknown;
    query?: Record<string, QueryValue>;
    body?: unknown;
  };
  return {
    path: endpointPath(endpoint, params),
    options: { ...transport, method: endpoint.method, query, body },
  };
}

/** Builds `call` and `download` over one client (the app's, or a test's). */
export function createEndpointCaller(client: ApiClient) {
  /** Calls a declared endpoint and parses its answer with the declared success schema. */
  function call<E extends Endpoint>(endpoint: E, ...[input]: OptionalWhenEmpty<E, CallInput<E>>) {
    const { path, options } = requestOptions(endpoint, input);
    const schema = successSchema(endpoint) ?? z.unknown();
    return client.request(path, { ...options, schema }) as Promise<ResponseOf<E>>;
  }
  /** A declared file or stream (exports, invoices, stored files): a blob with the server's file name. */
  function download<E extends Endpoint>(
    endpoint: E,
    ...[input]: OptionalWhenEmpty<E, DownloadInput<E>>
  ): Promise<Download> {
    const { onProgress, ...rest } = (input ?? {}) as DownloadInput<Endpoint>;
    const { path, options } = requestOptions(endpoint, rest);
    return client.download(path, { ...options, ...(onProgress ? { onProgress } : {}) });
  }
  return { call, download };
}

export const { call, download } = createEndpointCaller(api);
