import { MESSAGES } from '@congress/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestContext, type TestContext } from '../../../test/test-app.ts';
import { createMember, createUser, uniqueEmail } from '../../../test/fixtures/auth-fixtures.ts';

const WRONG = 'Wrong!2345';
const WINDOW_MS = 15 * 60_000;
const memberCheck = '/api/login_member_check';

/** OWASP's limits, which slow attackers down without locking the owner out. */
describe('sign-in limits', () => {
  let t: TestContext;
  let address = 0;
  /** Each call is a new address, so the per-address counters never mix between tests. */
  const fromAddress = () => `10.1.${Math.floor(++address / 250)}.${address % 250}`;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, remoteAddress: string, url = '/api/login_check') =>
    createClient(t.app).request({ method: 'POST', url, remoteAddress, payload: { username, password } });
  /** Tests that move the clock start a fresh window, so a window boundary never falls inside them. */
  const startWindow = () => t.clock.advance(WINDOW_MS - (t.clock.now.getTime() % WINDOW_MS) + 1);

  it('lets the owner in from a clean address after 30 failures from 30 addresses (the distributed attack)', async () => {
    const owner = await createUser(t.database.db);
    for (let i = 0; i < 30; i++)
      expect((await login(owner.email, WRONG, fromAddress())).statusCode).toBe(401);
    expect((await login(owner.email, owner.password, fromAddress())).statusCode).toBe(200);
  });

  it('lets a member in from a clean address after a distributed attack, through the client fallback too', async () => {
    const member = await createMember(t.database.db);
    for (let i = 0; i < 15; i++)
      expect((await login(member.email, WRONG, fromAddress(), memberCheck)).statusCode).toBe(401);
    const ip = fromAddress();
    // The web client asks /login_check first and /login_member_check after its 401 (decisions 3).
    expect((await login(member.email, member.password, ip)).statusCode).toBe(401);
    expect((await login(member.email, member.password, ip, memberCheck)).statusCode).toBe(200);
  });

  it('slows the failing addresses of an attacked account with a growing delay', async () => {
    startWindow();
    const owner = await createUser(t.database.db);
    // Ten failures are free; the eleventh starts the delay, which doubles with each further one.
    const attackers = Array.from({ length: 11 }, fromAddress);
    for (const ip of attackers) expect((await login(owner.email, WRONG, ip)).statusCode).toBe(401);
    const delays: number[] = [];
    for (const ip of attackers.slice(0, 4)) {
      const refused = await login(owner.email, WRONG, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: MESSAGES.tooManyAttempts });
      delays.push(Number(refused.headers['retry-after']));
      // A refused guess is no guess: the password is not even checked, the right one is refused alike.
      expect((await login(owner.email, owner.password, ip)).statusCode).toBe(429);
      t.clock.advance(delays.at(-1)! * 1000);
      expect((await login(owner.email, WRONG, ip)).statusCode).toBe(401);
    }
    expect(delays).toEqual([1, 2, 4, 8]);
    expect((await login(owner.email, owner.password, fromAddress())).statusCode).toBe(200);
  });

  it('caps the growing delay at 15 minutes', async () => {
    startWindow();
    const owner = await createUser(t.database.db);
    for (let i = 0; i < 25; i++)
      expect((await login(owner.email, WRONG, fromAddress())).statusCode).toBe(401);
    const ip = fromAddress();
    expect((await login(owner.email, WRONG, ip)).statusCode).toBe(401);
    const refused = await login(owner.email, WRONG, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(15 * 60);
  });

  it('refuses one (account, address) pair after 5 failures, and never the owner elsewhere', async () => {
    startWindow();
    const owner = await createUser(t.database.db);
    const ip = fromAddress();
    for (let i = 0; i < 5; i++) expect((await login(owner.email, WRONG, ip)).statusCode).toBe(401);
    const limited = await login(owner.email, owner.password, ip);
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await login(owner.email, owner.password, fromAddress())).statusCode).toBe(200);
    expect((await login(uniqueEmail('other'), WRONG, ip)).statusCode).toBe(401);
    t.clock.advance(retryAfter * 1000);
    expect((await login(owner.email, owner.password, ip)).statusCode).toBe(200);
  });

  it('answers an unknown e-mail like a known one when the pair is refused', async () => {
    const ip = fromAddress();
    const unknown = uniqueEmail('nobody');
    for (let i = 0; i < 5; i++) expect((await login(unknown, WRONG, ip)).statusCode).toBe(401);
    expect((await login(unknown, WRONG, ip)).statusCode).toBe(429);
  });

  it('counts exactly when many failures of one pair arrive at once', async () => {
    const owner = await createUser(t.database.db);
    const ip = fromAddress();
    const answers = await Promise.all(Array.from({ length: 8 }, () => login(owner.email, WRONG, ip)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  });

  it("forgives the owner's own typos once the password is right", async () => {
    const owner = await createUser(t.database.db);
    const ip = fromAddress();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await login(owner.email, WRONG, ip)).statusCode).toBe(401);
      expect((await login(owner.email, owner.password, ip)).statusCode).toBe(200);
    }
  });

  it('refuses an address spraying many accounts after 50 failures; its sign-ins do not count', async () => {
    startWindow();
    const ip = fromAddress();
    const colleague = await createUser(t.database.db);
    const member = await createMember(t.database.db);
    for (let i = 0; i < 49; i++) expect((await login(uniqueEmail('spray'), WRONG, ip)).statusCode).toBe(401);
    // People behind the same address sign in meanwhile, a member through the client's fallback.
    for (let i = 0; i < 5; i++) {
      expect((await login(colleague.email, colleague.password, ip)).statusCode).toBe(200);
      expect((await login(member.email, member.password, ip)).statusCode).toBe(401);
      expect((await login(member.email, member.password, ip, memberCheck)).statusCode).toBe(200);
    }
    expect((await login(uniqueEmail('spray'), WRONG, ip)).statusCode).toBe(401);
    const limited = await login(colleague.email, colleague.password, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect((await login(colleague.email, colleague.password, fromAddress())).statusCode).toBe(200);
  });

  it('spares an owner who signed in on this browser before when the shared address is refused', async () => {
    startWindow();
    const ip = fromAddress();
    const colleague = await createUser(t.database.db);
    const browser = createClient(t.app);
    const signIn = (password: string) =>
      browser.request({
        method: 'POST',
        url: '/api/login_check',
        remoteAddress: ip,
        payload: { username: colleague.email, password },
      });
    expect((await signIn(colleague.password)).statusCode).toBe(200);
    for (let i = 0; i < 50; i++) expect((await login(uniqueEmail('spray'), WRONG, ip)).statusCode).toBe(401);
    // The address is refused for everyone new, spraying included...
    expect((await login(uniqueEmail('spray'), WRONG, ip)).statusCode).toBe(429);
    expect((await login(colleague.email, colleague.password, ip)).statusCode).toBe(429);
    // ...but the browser that knew the password signs in, and its own typos are its own to pay.
    expect((await signIn(colleague.password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await signIn(WRONG)).statusCode).toBe(401);
    expect((await signIn(colleague.password)).statusCode).toBe(429);
  });

  it('ignores a forged device cookie and one of another account', async () => {
    startWindow();
    const ip = fromAddress();
    const owner = await createUser(t.database.db);
    const other = await createUser(t.database.db);
    const browser = createClient(t.app);
    const signedIn = await browser.request({
      method: 'POST',
      url: '/api/login_check',
      remoteAddress: ip,
      payload: { username: other.email, password: other.password },
    });
    const device = signedIn.cookies.find((c) => c.name === 'sign_in_device');
    expect(device?.httpOnly).toBe(true);
    expect(device?.path).toBe('/api');
    for (let i = 0; i < 50; i++) expect((await login(uniqueEmail('spray'), WRONG, ip)).statusCode).toBe(401);
    const withCookie = (value: string) =>
      createClient(t.app).request({
        method: 'POST',
        url: '/api/login_check',
        remoteAddress: ip,
        cookies: { sign_in_device: value },
        payload: { username: owner.email, password: owner.password },
      });
    expect((await withCookie(device?.value ?? '')).statusCode).toBe(429);
    expect((await withCookie(`${'A'.repeat(22)}.${'B'.repeat(22)}`)).statusCode).toBe(429);
  });
});
