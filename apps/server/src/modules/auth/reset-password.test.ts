import { MESSAGES } from '@congress/domain/messages';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient, createTestContext, TEST_ORIGIN, type TestContext } from '../../../test/test-app.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import { createMember, createUser, signIn, uniqueEmail } from '../../../test/fixtures/auth-fixtures.ts';

const NEW_PASSWORD = 'Changed!234';

describe('password reset', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const outboxFor = (to: string) =>
    t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, to))
      .orderBy(desc(emailOutbox.id));

  async function requestToken(email: string, congressSlug?: string) {
    const before = (await outboxFor(email))[0]?.id ?? 0;
    const response = await createClient(t.app).post('/api/reset-password', {
      baseUrl: 'https://evil.example',
      email,
      ...(congressSlug ? { congressSlug } : {}),
    });
    expect(response.statusCode).toBe(200);
    // The e-mail is queued after the answer.
    const mail = await vi.waitFor(async () => {
      const [newest] = await outboxFor(email);
      if (!newest || newest.id <= before) throw new Error('no e-mail yet');
      return newest;
    });
    const match = mail?.text.match(/\/reset\/password\/form\/([A-Za-z0-9_-]+)/);
    return { mail, token: match?.[1] ?? '' };
  }

  const resetWith = (token: string, password = NEW_PASSWORD) =>
    createClient(t.app).post(`/api/reset-password/token/${token}`, { password });

  it('answers known and unknown e-mails identically and mails the known one', async () => {
    const user = await createUser(t.database.db);
    const unknownEmail = uniqueEmail('nobody');
    const known = await createClient(t.app).post('/api/reset-password', { email: user.email, baseUrl: 'x' });
    const unknown = await createClient(t.app).post('/api/reset-password', {
      email: unknownEmail,
      baseUrl: 'x',
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ message: MESSAGES.emailSent });
    await vi.waitFor(async () => expect(await outboxFor(user.email)).toHaveLength(1));
  });

  it('mails a link built from PUBLIC_URL and the congress, never from baseUrl', async () => {
    const user = await createUser(t.database.db, { congressSlug: 'closed-demo' });
    const { mail, token } = await requestToken(user.email);
    expect(mail).toMatchObject({ purpose: 'password-reset', subject: expect.any(String) });
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(mail?.text).toContain(`${TEST_ORIGIN}/closed-demo/reset/password/form/${token}`);
    expect(mail?.html).toContain(`${TEST_ORIGIN}/closed-demo/reset/password/form/${token}`);
    expect(`${mail?.text}${mail?.html}`).not.toContain('evil.example');
    const named = await requestToken(user.email, 'demo');
    expect(named.mail?.text).toContain(`${TEST_ORIGIN}/demo/reset/password/form/${named.token}`);
    const other = await createUser(t.database.db);
    const fallback = await requestToken(other.email, 'no-such-congress');
    expect(fallback.mail?.text).toContain(`${TEST_ORIGIN}/demo/reset/password/form/${fallback.token}`);
  });

  it('changes the password once, ends old sessions, and refuses the token a second time', async () => {
    const user = await createUser(t.database.db);
    const oldSession = createClient(t.app);
    await signIn(oldSession, user, 'user');
    const { token } = await requestToken(user.email);
    const response = await resetWith(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.passwordChanged });
    expect((await oldSession.get('/api/user/')).statusCode).toBe(401);
    expect((await oldSession.post('/api/token/refresh')).statusCode).toBe(401);
    expect((await signIn(createClient(t.app), user, 'user')).statusCode).toBe(401);
    const fresh = await signIn(createClient(t.app), { email: user.email, password: NEW_PASSWORD }, 'user');
    expect(fresh.statusCode).toBe(200);
    const second = await resetWith(token, 'Another!234');
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ code: 'RESET_TOKEN_INVALID', message: MESSAGES.resetTokenInvalid });
  });

  it('refuses a token after one hour', async () => {
    const user = await createUser(t.database.db);
    const { token } = await requestToken(user.email);
    t.clock.advance(61 * 60_000);
    const response = await resetWith(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('RESET_TOKEN_INVALID');
    expect((await signIn(createClient(t.app), user, 'user')).statusCode).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const response = await resetWith('x'.repeat(43));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('RESET_TOKEN_INVALID');
  });

  it('refuses a weak password with the message and keeps the token usable', async () => {
    const user = await createUser(t.database.db);
    const { token } = await requestToken(user.email);
    const weak = await resetWith(token, 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'VALIDATION', message: MESSAGES.weakPassword });
    expect((await resetWith(token)).statusCode).toBe(200);
  });

  it('resets a member password', async () => {
    const member = await createMember(t.database.db);
    const { token } = await requestToken(member.email);
    expect((await resetWith(token)).statusCode).toBe(200);
    const login = await signIn(
      createClient(t.app),
      { email: member.email, password: NEW_PASSWORD },
      'member',
    );
    expect(login.statusCode).toBe(200);
  });
});
