import { MESSAGES } from '@congress/domain/messages';
import { eq, inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createTestContext,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import { refreshTokens, users } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import { createMember, createUser, signIn } from '../../../test/fixtures/auth-fixtures.ts';

const refreshWith = (client: TestClient, token: string) =>
  client.request({ method: 'POST', url: '/api/token/refresh', cookies: { refresh_token: token } });

const expectCleared = (response: LightMyRequestResponse) => {
  for (const name of ['access_token', 'refresh_token']) {
    const cookie = response.cookies.find((c) => c.name === name);
    expect(cookie?.value, name).toBe('');
    expect(cookie?.expires?.getTime(), name).toBeLessThan(Date.now());
  }
};

describe('POST /api/token/refresh and /api/token/invalidate', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  async function signedInClient() {
    const user = await createUser(t.database.db);
    const client = createClient(t.app);
    await signIn(client, user, 'user');
    return { user, client, token: client.jar.get('refresh_token') ?? '' };
  }

  it('rotates the refresh token and renews the access cookie', async () => {
    const { client, token } = await signedInClient();
    t.clock.advance(60_000);
    const response = await client.post('/api/token/refresh');
    expect(response.statusCode).toBe(200);
    const { accessExpiresAt } = response.json();
    expect(new Date(accessExpiresAt).getTime()).toBe(
      Math.floor(t.clock.now.getTime() / 1000) * 1000 + 900_000,
    );
    const next = client.jar.get('refresh_token');
    expect(next).toBeTruthy();
    expect(next).not.toBe(token);
    expect(response.cookies.find((c) => c.name === 'refresh_token')?.path).toBe('/api/token');
    expect(response.cookies.find((c) => c.name === 'access_token')?.value).toBeTruthy();
    expect((await client.get('/api/user/')).json().accessExpiresAt).toBe(accessExpiresAt);
  });

  it('revokes the whole family when a rotated token comes back after 10 seconds', async () => {
    const { client, token: first } = await signedInClient();
    expect((await client.post('/api/token/refresh')).statusCode).toBe(200);
    const newest = client.jar.get('refresh_token') ?? '';
    t.clock.advance(10_001);
    const replay = await refreshWith(createClient(t.app), first);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'SESSION_EXPIRED', message: MESSAGES.sessionExpired });
    expectCleared(replay);
    expect((await refreshWith(createClient(t.app), newest)).statusCode).toBe(401);
  });

  it('gives a sibling token to a rotated token presented again within 10 seconds', async () => {
    const { client, token: first } = await signedInClient();
    expect((await client.post('/api/token/refresh')).statusCode).toBe(200);
    const tabA = client.jar.get('refresh_token') ?? '';
    t.clock.advance(5_000);
    const otherTab = createClient(t.app);
    const replay = await refreshWith(otherTab, first);
    expect(replay.statusCode).toBe(200);
    const tabB = otherTab.jar.get('refresh_token') ?? '';
    expect(tabB).not.toBe(tabA);
    const rows = await t.database.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(inArray(refreshTokens.tokenHash, [first, tabA, tabB].map(hashToken)));
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.familyId)).size).toBe(1);
    expect((await refreshWith(createClient(t.app), tabA)).statusCode).toBe(200);
    expect((await refreshWith(createClient(t.app), tabB)).statusCode).toBe(200);
  });

  it('answers two tabs refreshing with the same token at once with two tokens of one family', async () => {
    const { token } = await signedInClient();
    const [a, b] = await Promise.all([
      refreshWith(createClient(t.app), token),
      refreshWith(createClient(t.app), token),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const tokens = [a, b].map((r) => r.cookies.find((c) => c.name === 'refresh_token')?.value ?? '');
    expect(new Set(tokens).size).toBe(2);
    const rows = await t.database.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(inArray(refreshTokens.tokenHash, [token, ...tokens].map(hashToken)));
    expect(new Set(rows.map((row) => row.familyId)).size).toBe(1);
  });

  it('refuses a missing, unknown or expired refresh token and clears the cookies', async () => {
    const missing = await createClient(t.app).post('/api/token/refresh');
    expect(missing.statusCode).toBe(401);
    expectCleared(missing);
    const unknown = await refreshWith(createClient(t.app), 'not-a-token-we-ever-issued');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('SESSION_EXPIRED');
    const { token } = await signedInClient();
    t.clock.advance(30 * 24 * 3600_000 + 1000);
    expect((await refreshWith(createClient(t.app), token)).statusCode).toBe(401);
  });

  it('refuses the refresh of a disabled user', async () => {
    const { user, token } = await signedInClient();
    await t.database.db.update(users).set({ isActivated: false }).where(eq(users.id, user.id));
    expect((await refreshWith(createClient(t.app), token)).statusCode).toBe(401);
  });

  it('refuses a refresh token issued before the session version changed', async () => {
    const { user, token } = await signedInClient();
    await t.database.db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, user.id));
    expect((await refreshWith(createClient(t.app), token)).statusCode).toBe(401);
  });

  it('refreshes a member session', async () => {
    const member = await createMember(t.database.db);
    const client = createClient(t.app);
    await signIn(client, member, 'member');
    expect((await client.post('/api/token/refresh')).statusCode).toBe(200);
    expect((await client.get('/api/user/')).json().user.kind).toBe('member');
  });

  it('signs out: clears both cookies and revokes the family', async () => {
    const { client, token } = await signedInClient();
    const response = await client.post('/api/token/invalidate');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expectCleared(response);
    // Only the sign-in device cookie stays: it names no session (sign-in-device.ts).
    expect([...client.jar.keys()]).toEqual(['sign_in_device']);
    expect((await refreshWith(createClient(t.app), token)).statusCode).toBe(401);
  });

  it('ends the access token with the sign-out, and no other session of the user', async () => {
    const { user, client } = await signedInClient();
    const kept = client.jar.get('access_token') ?? '';
    const otherDevice = createClient(t.app);
    await signIn(otherDevice, user, 'user');
    expect((await client.post('/api/token/invalidate')).statusCode).toBe(200);
    const replay = await createClient(t.app).request({
      method: 'GET',
      url: '/api/user/',
      cookies: { access_token: kept },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await otherDevice.get('/api/user/')).json().user).toMatchObject({ id: user.id });
  });

  it('ends the access tokens of a family revoked for reuse', async () => {
    const { client, token: first } = await signedInClient();
    expect((await client.post('/api/token/refresh')).statusCode).toBe(200);
    expect((await client.get('/api/user/')).statusCode).toBe(200);
    t.clock.advance(10_001);
    expect((await refreshWith(createClient(t.app), first)).statusCode).toBe(401);
    expect((await client.get('/api/user/')).statusCode).toBe(401);
  });

  it('signs out with an expired access token, and without any cookie', async () => {
    const { token } = await signedInClient();
    const stale = await createClient(t.app).request({
      method: 'POST',
      url: '/api/token/invalidate',
      cookies: { access_token: 'expired.or.garbage', refresh_token: token },
    });
    expect(stale.statusCode).toBe(200);
    expect((await refreshWith(createClient(t.app), token)).statusCode).toBe(401);
    expect((await createClient(t.app).post('/api/token/invalidate')).statusCode).toBe(200);
  });
});
