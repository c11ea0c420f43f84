import type { z } from 'zod';
import type { RoleGroup } from '../enums.ts';

/** Who may call an endpoint: anyone, any signed-in subject but door staff, any account, or a role group. */
export type Guard = 'public' | 'signedIn' | 'account' | RoleGroup;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint, declared once: the server registers its route from it (validation, guard, OpenAPI)
 * and the web app calls it through it, so method, path and schemas cannot drift apart.
 * A declaration without a JSON response (`responses` absent) answers a file or a stream.
 */
export type Endpoint = {
  method: HttpMethod;
  /** Fastify's form: `/api/hotel/:id`; the web fills each `:name` from `params`, encoded. */
  path: `/api/${string}`;
  guard: Guard;
  tags: string[];
  description?: string;
  /** `['multipart/form-data']` for an upload: the web sends a FormData body, no JSON schema. */
  consumes?: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  responses?: Partial<Record<number, z.ZodType>>;
};

/** Keeps the literal types of a declaration (its schemas) while checking its shape. */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type Schema<E, K extends keyof Endpoint> = E extends Record<K, infer S extends z.ZodType> ? S : never;
type SuccessStatus = 200 | 201 | 202 | 204;

/** The values a caller fills the path with (strings or numbers, encoded when the URL is built). */
export type ParamsOf<E extends Endpoint> = z.output<Schema<E, 'params'>>;
/** What the server accepts in the query string (coerced fields take anything; keys with a default may go). */
export type QueryOf<E extends Endpoint> = z.input<Schema<E, 'query'>>;
export type BodyOf<E extends Endpoint> = z.input<Schema<E, 'body'>>;
/** The success answer: the first 2xx the declaration lists. */
export type ResponseOf<E extends Endpoint> = E['responses'] extends infer R
  ? {
      [S in SuccessStatus]: R extends Record<S, infer Z extends z.ZodType> ? z.output<Z> : never;
    }[SuccessStatus]
  : never;

/** The success schema the web parses an answer with. */
export function successSchema(endpoint: Endpoint): z.ZodType | undefined {
  const responses = endpoint.responses ?? {};
  const status = Object.keys(responses)
    .map(Number)
    .filter((code) => code >= 200 && code < 300)
    .sort((a, b) => a - b)[0];
  return status === undefined ? undefined : responses[status];
}

/** `/api/hotel/:id` with `{ id: 4 }` -> `/api/hotel/4`; every value is URI-encoded. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null)
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
