import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestContext, type TestContext } from '../../../test/test-app.ts';
import { createUser, uniqueEmail } from '../../../test/fixtures/auth-fixtures.ts';

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

  const reset = (email: string, remoteAddress: string, client = createClient(t.app)) =>
    client.request({ method: 'POST', url: '/api/reset-password', remoteAddress, payload: { email } });

  it('limits reset requests to 5 per e-mail from one address and 20 per address an hour', async () => {
    const email = uniqueEmail('reset');
    const ip = fromAddress();
    for (let i = 0; i < 5; i++) expect((await reset(email, ip)).statusCode).toBe(200);
    const perPair = await reset(email, ip);
    expect(perPair.statusCode).toBe(429);
    expect(perPair.headers['retry-after']).toBeDefined();
    // The same e-mail, typed otherwise, is the same e-mail.
    expect((await reset(` ${email.toUpperCase()}`, ip)).statusCode).toBe(429);
    const spraying = fromAddress();
    for (let i = 0; i < 20; i++) expect((await reset(uniqueEmail('reset'), spraying)).statusCode).toBe(200);
    expect((await reset(uniqueEmail('reset'), spraying)).statusCode).toBe(429);
  });

  it("does not let others spend the owner's resets: their requests never count against the owner's address", async () => {
    const owner = await createUser(t.database.db);
    for (let i = 0; i < 5; i++) expect((await reset(owner.email, fromAddress())).statusCode).toBe(200);
    expect((await reset(owner.email, fromAddress())).statusCode).toBe(200);
  });

  it('caps one e-mail at 20 an hour from anywhere, sparing a browser that signed in to it before', async () => {
    const owner = await createUser(t.database.db);
    const ownBrowser = createClient(t.app);
    const signIn = await ownBrowser.request({
      method: 'POST',
      url: '/api/login_check',
      remoteAddress: fromAddress(),
      payload: { username: owner.email, password: owner.password },
    });
    expect(signIn.statusCode).toBe(200);
    for (let i = 0; i < 20; i++) expect((await reset(owner.email, fromAddress())).statusCode).toBe(200);
    expect((await reset(owner.email, fromAddress())).statusCode).toBe(429);
    expect((await reset(owner.email, fromAddress(), ownBrowser)).statusCode).toBe(200);
    // The cookie names its account: it spares nobody else's.
    const other = await createUser(t.database.db);
    for (let i = 0; i < 20; i++) expect((await reset(other.email, fromAddress())).statusCode).toBe(200);
    expect((await reset(other.email, fromAddress(), ownBrowser)).statusCode).toBe(429);
  });
});
