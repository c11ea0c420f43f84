import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestContext, type TestContext } from '../../../test/test-app.ts';
import { refreshTokens } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import { createUser, signIn } from '../../../test/fixtures/auth-fixtures.ts';

const refreshTokenOf = (response: LightMyRequestResponse) =>
  response.cookies.find((c) => c.name === 'refresh_token')?.value ?? '';

/**
 * A rotated refresh token presented again within the grace (two tabs, a double
 * click) gets one sibling, the same one every time, so replays never multiply the live tokens.
 */
describe('refresh grace', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const refreshWith = (token: string) =>
    createClient(t.app).request({
      method: 'POST',
      url: '/api/token/refresh',
      cookies: { refresh_token: token },
    });

  async function signedIn() {
    const user = await createUser(t.database.db);
    const client = createClient(t.app);
    await signIn(client, user, 'user');
    const token = client.jar.get('refresh_token') ?? '';
    const [row] = await t.database.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)));
    const familySize = async () =>
      (
        await t.database.db
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.familyId, row?.familyId ?? ''))
      ).length;
    return { client, token, familySize };
  }

  it('gives five replays of a rotated token one sibling, the same each time', async () => {
    const { client, token, familySize } = await signedIn();
    expect((await client.post('/api/token/refresh')).statusCode).toBe(200);
    const successor = client.jar.get('refresh_token');
    t.clock.advance(5_000);
    const replays = [];
    for (let i = 0; i < 5; i++) replays.push(await refreshWith(token));
    expect(replays.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const siblings = new Set(replays.map(refreshTokenOf));
    expect(siblings.size).toBe(1);
    expect(siblings.has(successor ?? '')).toBe(false);
    expect(await familySize()).toBe(3);
  });

  it('gives replays arriving at once one sibling', async () => {
    const { client, token, familySize } = await signedIn();
    expect((await client.post('/api/token/refresh')).statusCode).toBe(200);
    const replays = await Promise.all(Array.from({ length: 5 }, () => refreshWith(token)));
    expect(replays.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(replays.map(refreshTokenOf)).size).toBe(1);
    expect(await familySize()).toBe(3);
  });

  it('rotates a token refreshed five times at once into one successor and one sibling, both usable', async () => {
    const { token, familySize } = await signedIn();
    const answers = await Promise.all(Array.from({ length: 5 }, () => refreshWith(token)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const issued = [...new Set(answers.map(refreshTokenOf))];
    expect(issued).toHaveLength(2);
    expect(await familySize()).toBe(3);
    for (const next of issued) expect((await refreshWith(next)).statusCode).toBe(200);
  });
});
