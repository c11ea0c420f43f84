import { MESSAGES } from '@congress/domain/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createFakeFetch, jsonResponse } from '../test/fake-fetch.ts';
import { createApiClient, REQUEST_TIMEOUT_MS } from './api-client.ts';
import { ApiError, parseApiError, TRANSPORT_CODES } from './api-error.ts';

const ZThing = z.object({ id: z.number() });

const clientWith = (fetch: typeof globalThis.fetch) => createApiClient({ fetch });

afterEach(() => {
  vi.useRealTimers();
});

describe('api client transport', () => {
  it('sends JSON with cookies under /api and parses the answer with the schema', async () => {
    const fake = createFakeFetch(() => jsonResponse(200, { id: 7, extra: true }));
    const answer = await clientWith(fake.fetch).post('/things', { body: { name: 'a' }, schema: ZThing });
    expect(answer).toEqual({ id: 7 });
    const [call] = fake.calls;
    expect(call?.url).toBe('/api/things');
    expect(call?.init.credentials).toBe('include');
    expect(call?.body).toEqual({ name: 'a' });
    expect(new Headers(call?.init.headers).get('content-type')).toBe('application/json');
  });

  it('sends no content type without a body, and builds the query string', async () => {
    const fake = createFakeFetch(() => jsonResponse(200, { id: 1 }));
    await clientWith(fake.fetch).get('/things', {
      schema: ZThing,
      query: { page: 2, search: 'a b', none: undefined },
    });
    expect(fake.calls[0]?.url).toBe('/api/things?page=2&search=a+b');
    expect(new Headers(fake.calls[0]?.init.headers).has('content-type')).toBe(false);
  });

  it('turns a timeout into the timeout message', async () => {
    vi.useFakeTimers();
    const fake = createFakeFetch(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = clientWith(fake.fetch).get('/slow', { schema: ZThing });
    const outcome = expect(pending).rejects.toMatchObject({
      message: MESSAGES.timeoutError,
      code: TRANSPORT_CODES.timeout,
    });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await outcome;
  });

  it('turns a network failure into "Network Error"', async () => {
    const fake = createFakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(clientWith(fake.fetch).get('/x', { schema: ZThing })).rejects.toMatchObject({
      message: 'Network Error',
      code: TRANSPORT_CODES.network,
      status: 0,
    });
  });

  it('turns an abort by the caller into "Request aborted"', async () => {
    const controller = new AbortController();
    const fake = createFakeFetch(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = clientWith(fake.fetch).get('/x', { schema: ZThing, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({
      message: 'Request aborted',
      code: TRANSPORT_CODES.aborted,
    });
  });

  it('parses the error body into an ApiError', async () => {
    const body = {
      statusCode: 409,
      error: 'Conflict',
      code: 'ACCOUNT_EXISTS',
      message: MESSAGES.accountExists,
      fields: { email: 'taken' },
    };
    const fake = createFakeFetch(() => jsonResponse(409, body));
    const failure = await clientWith(fake.fetch)
      .post('/user/register', { body: {}, schema: ZThing, skipAuthRefresh: true })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 409, code: 'ACCOUNT_EXISTS', message: MESSAGES.accountExists });
    expect((failure as ApiError).fields).toEqual({ email: 'taken' });
  });

  it('rejects an answer that does not match the contract', async () => {
    const fake = createFakeFetch(() => jsonResponse(200, { id: 'seven' }));
    await expect(clientWith(fake.fetch).get('/x', { schema: ZThing })).rejects.toMatchObject({
      code: TRANSPORT_CODES.invalidResponse,
    });
  });

  it('downloads a blob with the server file name', async () => {
    const fake = createFakeFetch(
      () =>
        new Response('pdf-bytes', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="invoice_demo.pdf"' },
        }),
    );
    const file = await clientWith(fake.fetch).download('/export/invoice/invoice', {
      method: 'POST',
      body: { id: 1 },
    });
    expect(file.filename).toBe('invoice_demo.pdf');
    expect(await file.blob.text()).toBe('pdf-bytes');
  });

  it('reports the bytes received while a streamed file arrives', async () => {
    const parts = ['first-', 'second-', 'third'];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
        controller.close();
      },
    });
    const fake = createFakeFetch(() => new Response(body, { status: 200 }));
    const progress: number[] = [];
    const file = await clientWith(fake.fetch).download('/export/all', {
      method: 'POST',
      body: { congressId: 1 },
      onProgress: (bytes) => progress.push(bytes),
    });
    expect(progress).toEqual([6, 13, 18]);
    expect(file.blob.size).toBe(18);
  });
});

describe('parseApiError', () => {
  it('keeps the server message, code and fields', () => {
    const error = parseApiError(400, {
      statusCode: 400,
      code: 'VALIDATION',
      message: 'Bad',
      fields: { a: 'b' },
    });
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', message: 'Bad', serverMessage: 'Bad' });
    expect(error.fields).toEqual({ a: 'b' });
  });

  it('reads a bare {message} body and derives the code from the status', () => {
    expect(parseApiError(401, { message: 'Invalid credentials.' })).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Invalid credentials.',
    });
  });

  it('falls back to the generic message when the body says nothing', () => {
    const error = parseApiError(502, '<html>Bad gateway</html>');
    expect(error).toMatchObject({
      status: 502,
      code: 'INTERNAL',
      message: MESSAGES.genericError,
      serverMessage: null,
    });
  });
});
