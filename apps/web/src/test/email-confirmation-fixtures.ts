import { afterEach, vi } from 'vitest';
import { createFakeFetch, jsonResponse } from './fake-fetch.ts';

/** The server's refusal of a booking by an account whose address is not confirmed (decisions 50). */
export const REFUSAL = 'Please confirm your e-mail address first: we sent a link to new@example.test.';

/** Stubs fetch with a server that answers "send the link again" with `answer`; cleared after each test. */
export function serveResend(answer: () => Response) {
  const fake = createFakeFetch((request) => {
    if (request.url === '/api/user/verify-email/resend' && request.method === 'POST') return answer();
    return jsonResponse(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});
