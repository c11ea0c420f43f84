import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { congressIdOf, uniqueEmail } from '../../../test/fixtures/auth-fixtures.ts';
import {
  bookingBody,
  clientAs,
  insertRate,
  insertStaff,
  insertUsers,
} from '../../../test/fixtures/booking-fixtures.ts';
import {
  createClient,
  createTestContext,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import { emailOutbox, users } from '../../db/schema/index.ts';
import { dashboardUrl } from '../../lib/mail/personal-link.ts';

/**
 * Decisions 50: an account's address is proven by its owner. When staff change it, the new address is
 * not proven yet: the account books again once the link sent to the new address is opened.
 */
describe('staff change the e-mail address of an account', () => {
  let t: TestContext;
  let root: TestClient;
  let demoId: number;
  let rateId: number;
  beforeAll(async () => {
    t = await createTestContext();
    demoId = await congressIdOf(t.database.db);
    rateId = await insertRate(t.database.db);
    root = await clientAs(t, await insertStaff(t.database.db, 'ROLE_SUPER_ADMIN', false));
  });
  afterAll(() => t.close());

  const rowOf = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
  /** A participant's account, proven when it was made, in the demo congress. */
  const participant = async () => {
    const [subject] = await insertUsers(t.database.db, 1);
    await t.database.db.update(users).set({ congressId: demoId }).where(eq(users.id, subject!.id));
    return subject!;
  };
  const edit = async (id: number, overrides: Record<string, unknown>) => {
    const row = await rowOf(id);
    return root.put(`/api/user/update/${id}`, {
      email: row.email,
      roles: row.roles,
      is_activated: row.isActivated,
      congressIds: [],
      version: row.version,
      ...overrides,
    });
  };
  const linksTo = (email: string) =>
    t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.purpose, 'email-verification')));

  it('clears the proof and sends the confirmation link to the new address; the link proves it again', async () => {
    const subject = await participant();
    const before = await rowOf(subject.id);
    expect(before.emailVerifiedAt).toBeInstanceOf(Date);
    const email = uniqueEmail('moved');

    const saved = await edit(subject.id, { email });
    expect(saved.statusCode, saved.body).toBe(200);

    expect((await rowOf(subject.id)).emailVerifiedAt).toBeNull();
    expect(await linksTo(before.email)).toEqual([]);
    const [mail, ...more] = await linksTo(email);
    expect(more).toEqual([]);
    expect(mail?.text).toContain(`${t.config.publicUrl}/demo/verify-email?token=`);
    expect(mail?.text).toContain(`Your registration page: ${dashboardUrl('demo')}`);
    expect(mail?.html).toContain(`href="${dashboardUrl('demo')}"`);

    // Not proven: the account cannot book until its owner opens the link.
    const owner = await clientAs(t, subject);
    const refused = await owner.post('/api/registration/submit', bookingBody(rateId));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    const token = mail?.text.match(/verify-email\?token=([0-9a-z]+\.[0-9a-z]+\.[A-Za-z0-9_-]+)/)?.[1];
    const confirmed = await createClient(t.app).post('/api/user/verify-email', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await rowOf(subject.id)).emailVerifiedAt).toBeInstanceOf(Date);
    expect((await owner.post('/api/registration/submit', bookingBody(rateId))).statusCode).toBe(201);
  });

  it('keeps the proof and sends nothing when the address stays (other fields, or only its case)', async () => {
    const subject = await participant();
    const before = await rowOf(subject.id);
    expect((await edit(subject.id, { is_activated: false })).statusCode).toBe(200);
    expect((await edit(subject.id, { email: before.email.toUpperCase() })).statusCode).toBe(200);
    expect((await rowOf(subject.id)).emailVerifiedAt).toEqual(before.emailVerifiedAt);
    const sent = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.purpose, 'email-verification'));
    expect(sent.map((row) => row.toAddress.toLowerCase())).not.toContain(before.email.toLowerCase());
  });

  it('a second change before the first link is opened: only the latest address’s link confirms', async () => {
    const subject = await participant();
    const [first, second] = [uniqueEmail('first'), uniqueEmail('second')];
    expect((await edit(subject.id, { email: first })).statusCode).toBe(200);
    expect((await edit(subject.id, { email: second })).statusCode).toBe(200);
    const tokenOf = async (email: string) =>
      (await linksTo(email))[0]?.text.match(
        /verify-email\?token=([0-9a-z]+\.[0-9a-z]+\.[A-Za-z0-9_-]+)/,
      )?.[1];
    const stale = await createClient(t.app).post('/api/user/verify-email', { token: await tokenOf(first) });
    expect(stale.statusCode).toBe(400);
    expect((await rowOf(subject.id)).emailVerifiedAt).toBeNull();
    const fresh = await createClient(t.app).post('/api/user/verify-email', { token: await tokenOf(second) });
    expect(fresh.statusCode).toBe(200);
  });
});
