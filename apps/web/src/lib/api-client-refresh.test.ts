import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  createFakeFetch,
  createFakeLocks,
  createMemoryStorage,
  type FakeRequest,
  jsonResponse,
  tick,
} from '../test/fake-fetch.ts';
import { ACCESS_EXPIRY_KEY } from './access-expiry.ts';
import { type ApiClientDeps, createApiClient } from './api-client.ts';
import { ApiError } from './api-error.ts';

const ZOk = z.object({ ok: z.boolean() });
const NOW = Date.parse('2027-06-01T10:00:00Z');
const inMinutes = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();
const REFRESHED = inMinutes(15);

/** A server whose access token is stale until one refresh succeeds (or never, when refresh fails). */
function sessionServer({ refreshStatus = 200, isStale = true } = {}) {
  let isRefreshed = !isStale;
  return createFakeFetch(async (request: FakeRequest) => {
    if (request.url === '/api/token/refresh') {
      await tick();
      if (refreshStatus !== 200) return jsonResponse(refreshStatus, { message: 'Session expired' });
      isRefreshed = true;
      return jsonResponse(200, { accessExpiresAt: REFRESHED });
    }
    return isRefreshed ? jsonResponse(200, { ok: true }) : jsonResponse(401, { message: 'Unauthenticated' });
  });
}

function client(fetch: typeof globalThis.fetch, extra: Partial<ApiClientDeps> = {}) {
  const storage = extra.storage ?? createMemoryStorage();
  const api = createApiClient({ fetch, storage, now: () => NOW, ...extra });
  const onExpired = vi.fn();
  api.setSessionExpiredHandler(onExpired);
  return { api, onExpired, storage };
}

const five = <T>(call: () => Promise<T>) => Promise.allSettled(Array.from({ length: 5 }, call));

describe('token refresh', () => {
  it('five concurrent 401s cause exactly one refresh, then five retries', async () => {
    const server = sessionServer();
    const { api, storage } = client(server.fetch);
    api.setAccessExpiresAt(inMinutes(10));
    const results = await five(() => api.get('/things', { schema: ZOk }));
    expect(results.every((result) => result.status === 'fulfilled')).toBe(true);
    expect(server.count('POST', '/api/token/refresh')).toBe(1);
    expect(server.count('GET', '/api/things')).toBe(10);
    expect(storage.getItem(ACCESS_EXPIRY_KEY)).toBe(String(Date.parse(REFRESHED)));
  });

  it('a failed refresh logs out once and the calls fail with 401', async () => {
    const server = sessionServer({ refreshStatus: 401 });
    const { api, onExpired } = client(server.fetch);
    api.setAccessExpiresAt(inMinutes(10));
    const results = await five(() => api.get('/things', { schema: ZOk }));
    expect(results.map((result) => result.status)).toEqual(Array(5).fill('rejected'));
    expect(results[0]?.status === 'rejected' && results[0].reason).toBeInstanceOf(ApiError);
    expect(server.count('POST', '/api/token/refresh')).toBe(1);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(api.hasSession()).toBe(false);
  });

  it('refreshes first when the access token expires within a minute', async () => {
    const server = sessionServer();
    const { api } = client(server.fetch);
    api.setAccessExpiresAt(inMinutes(0.5));
    await api.get('/things', { schema: ZOk });
    expect(server.calls.map((call) => call.url)).toEqual(['/api/token/refresh', '/api/things']);
  });

  it('after a failed refresh before the call, its 401 does not refresh again', async () => {
    const server = sessionServer({ refreshStatus: 401 });
    const { api, onExpired } = client(server.fetch);
    api.setAccessExpiresAt(inMinutes(0.5));
    await expect(api.get('/things', { schema: ZOk })).rejects.toMatchObject({ status: 401 });
    expect(server.calls.map((call) => call.url)).toEqual(['/api/token/refresh', '/api/things']);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('does not refresh a fresh session, nor for login, refresh or reset calls', async () => {
    const server = sessionServer({ isStale: false });
    const { api } = client(server.fetch);
    api.setAccessExpiresAt(inMinutes(10));
    await api.get('/things', { schema: ZOk });
    const login = createFakeFetch(() => jsonResponse(401, { message: 'Invalid credentials.' }));
    const anonymous = client(login.fetch);
    anonymous.api.setAccessExpiresAt(inMinutes(10));
    await expect(
      anonymous.api.post('/login_check', { body: {}, schema: ZOk, skipAuthRefresh: true }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(server.count('POST', '/api/token/refresh')).toBe(0);
    expect(login.count('POST', '/api/token/refresh')).toBe(0);
  });

  it('without a known session a 401 probes one refresh but never logs out', async () => {
    const server = sessionServer({ refreshStatus: 401 });
    const { api, onExpired } = client(server.fetch);
    await expect(api.get('/user/', { schema: ZOk })).rejects.toMatchObject({ status: 401 });
    expect(server.count('POST', '/api/token/refresh')).toBe(1);
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('keeps the session when the refresh fails for a network reason', async () => {
    const fake = createFakeFetch((request) =>
      request.url === '/api/token/refresh'
        ? Promise.reject(new TypeError('offline'))
        : jsonResponse(401, { message: 'Unauthenticated' }),
    );
    const { api, onExpired } = client(fake.fetch);
    api.setAccessExpiresAt(inMinutes(10));
    await expect(api.get('/things', { schema: ZOk })).rejects.toMatchObject({ status: 401 });
    expect(onExpired).not.toHaveBeenCalled();
    expect(api.hasSession()).toBe(true);
  });

  it('another tab waits on the lock and reuses the refresh the first tab made', async () => {
    const storage = createMemoryStorage();
    const locks = createFakeLocks();
    const server = sessionServer();
    const tabA = client(server.fetch, { storage, locks: () => locks });
    const tabB = client(server.fetch, { storage, locks: () => locks });
    tabA.api.setAccessExpiresAt(inMinutes(0.5));
    const results = await Promise.all([
      tabA.api.get('/things', { schema: ZOk }),
      tabB.api.get('/things', { schema: ZOk }),
    ]);
    expect(results).toEqual([{ ok: true }, { ok: true }]);
    expect(locks.grants).toBe(2);
    expect(server.count('POST', '/api/token/refresh')).toBe(1);
  });
});
