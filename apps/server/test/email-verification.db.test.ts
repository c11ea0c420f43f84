import { EMAIL_VERIFICATION_MESSAGES as TEXTS } from '@congress/domain/contracts/email-verification';
import { MESSAGES } from '@congress/domain/messages';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, users } from '../src/db/schema/index.ts';
import { createTestContext, createClient, type TestClient, type TestContext } from './test-app.ts';
import { bookingBody, insertRate } from './fixtures/booking-fixtures.ts';
import { uniqueEmail } from './fixtures/auth-fixtures.ts';

const PASSWORD = 'Strong!234';

/** Decisions 50: a new account confirms its e-mail address through a link before it can book. */
describe('verified e-mail addresses', () => {
  let t: TestContext;
  let rateId: number;
  beforeAll(async () => {
    t = await createTestContext();
    rateId = await insertRate(t.database.db);
  });
  afterAll(() => t.close());

  async function signUp(email = uniqueEmail('verify')): Promise<{ client: TestClient; email: string }> {
    const client = createClient(t.app);
    const response = await client.post('/api/user/register', {
      email,
      password: PASSWORD,
      congressSlug: 'demo',
    });
    expect(response.statusCode).toBe(201);
    return { client, email };
  }

  async function mails(email: string, purpose: string) {
    return t.database.db
      .select({ text: emailOutbox.text, subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.purpose, purpose)))
      .orderBy(desc(emailOutbox.id));
  }

  /** The token of the latest confirmation link, read from the outbox as the person reads it. */
  async function linkToken(email: string): Promise<string> {
    const [mail] = await mails(email, 'email-verification');
    const token = mail?.text.match(/\/demo\/verify-email\?token=([0-9a-z]+\.[0-9a-z]+\.[A-Za-z0-9_-]+)/)?.[1];
    if (!token) throw new Error(`no confirmation link for ${email}`);
    return token;
  }

  it('refuses the booking of a new account until its link is opened, then books', async () => {
    const { client, email } = await signUp();
    expect((await client.get('/api/user/')).json().user.emailVerified).toBe(false);

    const refused = await client.post('/api/registration/submit', bookingBody(rateId));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: `Please confirm your e-mail address first: we sent a link to ${email}.`,
    });

    const token = await linkToken(email);
    const confirmed = await createClient(t.app).post('/api/user/verify-email', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email, message: `Your e-mail address ${email} is confirmed.` });
    // Idempotent: the link opened twice says the same.
    expect((await createClient(t.app).post('/api/user/verify-email', { token })).statusCode).toBe(200);

    expect((await client.get('/api/user/')).json().user.emailVerified).toBe(true);
    const booked = await client.post('/api/registration/submit', bookingBody(rateId));
    expect(booked.statusCode).toBe(201);
  });

  it("sends the link in the account's language", async () => {
    const client = createClient(t.app);
    const email = uniqueEmail('verify-fr');
    const response = await client.request({
      method: 'POST',
      url: '/api/user/register',
      payload: { email, password: PASSWORD, congressSlug: 'demo' },
      headers: { 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(201);
    const [mail] = await mails(email, 'email-verification');
    expect(mail?.subject).toBe('Confirmez votre adresse e-mail');
    expect(mail?.text).toContain(`${t.config.publicUrl}/demo/dashboard`);
  });

  it('refuses an expired, a forged and a garbled token', async () => {
    const { client, email } = await signUp();
    const token = await linkToken(email);
    const [id, expiry, mac] = token.split('.') as [string, string, string];
    const forged = [
      `${id}.${expiry}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
      `${id}.${(Number.parseInt(expiry, 36) + 999_999).toString(36)}.${mac}`,
      `${(Number.parseInt(id, 36) + 1).toString(36)}.${expiry}.${mac}`,
      'nonsense',
    ];
    for (const bad of forged) {
      const response = await createClient(t.app).post('/api/user/verify-email', { token: bad });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'RESET_TOKEN_INVALID', message: TEXTS.linkInvalid });
    }
    t.clock.advance(4 * 24 * 60 * 60 * 1000);
    try {
      const expired = await createClient(t.app).post('/api/user/verify-email', { token });
      expect(expired.statusCode).toBe(400);
    } finally {
      t.clock.advance(-4 * 24 * 60 * 60 * 1000);
    }
    expect((await client.get('/api/user/')).json().user.emailVerified).toBe(false);
  });

  it('never signs anybody into an existing unconfirmed account: its address gets a link that proves it', async () => {
    const { email } = await signUp();
    const again = createClient(t.app);
    const response = await again.post('/api/user/register', {
      email,
      password: 'Other!5678',
      congressSlug: 'demo',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ACCOUNT_EXISTS', message: TEXTS.existsUnconfirmed });
    expect(response.cookies).toHaveLength(0);
    // The second password opens nothing.
    const signIn = await createClient(t.app).post('/api/login_check', {
      username: email,
      password: 'Other!5678',
    });
    expect(signIn.statusCode).toBe(401);

    // The owner opens the link sent to the address: choosing a password proves it.
    const [mail] = await mails(email, 'email-verification-existing');
    const resetToken = mail?.text.match(/\/reset\/password\/form\/([A-Za-z0-9_-]+)/)?.[1];
    expect(resetToken).toBeTruthy();
    const reset = await createClient(t.app).post(`/api/reset-password/token/${resetToken}`, {
      password: 'Owner!9999',
    });
    expect(reset.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.email, email));
    expect(row?.verifiedAt).toBeInstanceOf(Date);
  });

  it('keeps the 409 of a confirmed account, with no e-mail', async () => {
    const { email } = await signUp();
    await createClient(t.app).post('/api/user/verify-email', { token: await linkToken(email) });
    const response = await createClient(t.app).post('/api/user/register', {
      email,
      password: PASSWORD,
      congressSlug: 'demo',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ACCOUNT_EXISTS', message: MESSAGES.accountExists });
    expect(await mails(email, 'email-verification-existing')).toHaveLength(0);
  });

  it('sends the link again, one a minute and five an hour per account', async () => {
    // The limits count in fixed windows: start just after an hour begins, so none is crossed.
    const hour = 60 * 60 * 1000;
    t.clock.now = new Date(Math.ceil(t.clock.now.getTime() / hour) * hour + 1000);
    const { client, email } = await signUp();
    const first = await client.post('/api/user/verify-email/resend', {});
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(`We sent a new confirmation link to ${email}.`);
    expect(await mails(email, 'email-verification')).toHaveLength(2);
    expect((await client.post('/api/user/verify-email/resend', {})).statusCode).toBe(429);
    for (let minute = 1; minute <= 4; minute++) {
      t.clock.advance(60_000);
      expect((await client.post('/api/user/verify-email/resend', {})).statusCode).toBe(200);
    }
    t.clock.advance(60_000);
    const sixth = await client.post('/api/user/verify-email/resend', {});
    expect(sixth.statusCode).toBe(429);
    expect(await mails(email, 'email-verification')).toHaveLength(6);
  });
});
