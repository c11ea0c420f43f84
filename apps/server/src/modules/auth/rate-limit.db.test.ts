import { MESSAGES } from '@congress/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestContext, type TestContext } from '../../../test/test-app.ts';
import { createUser, uniqueEmail } from '../../../test/fixtures/auth-fixtures.ts';

describe('rate limits', () => {
  let t: TestContext;
  let address = 0;
  /** Each test comes from its own address, so the per-address counters never mix. */
  const fromAddress = () => `10.0.0.${++address}`;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, remoteAddress: string, url = '/api/login_check') =>
    createClient(t.app).request({ method: 'POST', url, remoteAddress, payload: { username, password } });

  it('refuses an account after 10 failures in 15 minutes, even with the right password', async () => {
    const user = await createUser(t.database.db);
    const ip = fromAddress();
    for (let i = 0; i < 10; i++) expect((await login(user.email, 'Wrong!2345', ip)).statusCode).toBe(401);
    const limited = await login(user.email, user.password, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: MESSAGES.tooManyAttempts });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(
      (await login(user.email, user.password, fromAddress(), '/api/login_member_check')).statusCode,
    ).toBe(429);
    t.clock.advance(retryAfter * 1000);
    expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
  });

  it('counts exactly when many failures arrive at once', async () => {
    const user = await createUser(t.database.db);
    const ip = fromAddress();
    const answers = await Promise.all(Array.from({ length: 15 }, () => login(user.email, 'Wrong!2345', ip)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it('does not count successful logins, and a success clears the account failures', async () => {
    const user = await createUser(t.database.db);
    const ip = fromAddress();
    for (let i = 0; i < 12; i++) expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login(user.email, 'Wrong!2345', ip)).statusCode).toBe(401);
    expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login(user.email, 'Wrong!2345', ip)).statusCode).toBe(401);
    expect((await login(user.email, 'Wrong!2345', ip)).statusCode).toBe(429);
  });

  it('refuses an address after 50 failures in 15 minutes', async () => {
    const ip = fromAddress();
    for (let i = 0; i < 50; i++)
      expect((await login(uniqueEmail('spray'), 'Wrong!2345', ip)).statusCode).toBe(401);
    const user = await createUser(t.database.db);
    const limited = await login(user.email, user.password, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await login(user.email, user.password, fromAddress())).statusCode).toBe(200);
  });

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
