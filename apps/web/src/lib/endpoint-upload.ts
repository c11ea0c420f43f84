import { type Endpoint, type ResponseOf, successSchema } from '@congress/domain/endpoints/define';
import { z } from 'zod';
import { api } from './api-client.ts';
import { type CallInput, endpointPath } from './endpoint-call.ts';

type UploadInput<E extends Endpoint> = Omit<CallInput<E>, 'body' | 'query'> & { form: FormData };

/**
 * Sends a multipart form to a declared upload endpoint (`consumes: ['multipart/form-data']`, no body
 * schema): the path and the answer's schema come from the declaration, like `call()`.
 */
export function upload<E extends Endpoint & { consumes: readonly string[] }>(
  endpoint: E,
  { form, params, ...transport }: UploadInput<E>,
) {
  const schema = successSchema(endpoint) ?? z.unknown();
  return api.request(endpointPath(endpoint, params), {
    ...transport,
    method: endpoint.method,
    body: form,
    schema,
  }) as Promise<ResponseOf<E>>;
}
