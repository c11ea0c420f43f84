import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestContext, type TestContext } from '../../../test/test-app.ts';
import { uniqueEmail } from '../../../test/fixtures/auth-fixtures.ts';

/** Account creation and reset requests; sign-in has its own limits (sign-in-limits.db.test.ts). */
describe('rate limits', () => {
  let t: TestContext;
  let address = 0;
  /** Each test comes from its own address, so the per-address counters never mix. */
  const fromAddress = () => `10.0.0.${++address}`;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('limits account creation to 10 per address and hour', async () => {
    const ip = fromAddress();
    const register = (remoteAddress: string) =>
      createClient(t.app).request({
        method: 'POST',
        url: '/api/user/register',
        remoteAddress,
        payload: { email: uniqueEmail('many'), password: 'Strong!234', congressSlug: 'demo' },
      });
    for (let i = 0; i < 10; i++) expect((await register(ip)).statusCode).toBe(201);
    const limited = await register(ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect((await register(fromAddress())).statusCode).toBe(201);
  });

  it('limits reset requests to 5 per e-mail and 20 per address an hour', async () => {
    const reset = (email: string, remoteAddress: string) =>
      createClient(t.app).request({
        method: 'POST',
        url: '/api/reset-password',
        remoteAddress,
        payload: { email },
      });
    const email = uniqueEmail('reset');
    for (let i = 0; i < 5; i++) expect((await reset(email, fromAddress())).statusCode).toBe(200);
    const perEmail = await reset(email, fromAddress());
    expect(perEmail.statusCode).toBe(429);
    expect(perEmail.headers['retry-after']).toBeDefined();
    const ip = fromAddress();
    for (let i = 0; i < 20; i++) expect((await reset(uniqueEmail('reset'), ip)).statusCode).toBe(200);
    expect((await reset(uniqueEmail('reset'), ip)).statusCode).toBe(429);
  });
});
