import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestContext, TEST_ORIGIN, type TestContext } from '../../../../test/test-app.ts';
import { emailOutbox, passwordTokens, users } from '../../../db/schema/index.ts';
import { createUser, signIn, uniqueEmail } from '../../../../test/fixtures/auth-fixtures.ts';
import { clientAs, demoRateId, insertStaff, person } from '../../../../test/fixtures/booking-fixtures.ts';

let t: TestContext;
let admin: Awaited<ReturnType<typeof clientAs>>;

beforeAll(async () => {
  t = await createTestContext();
  admin = await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN'));
});
afterAll(() => t.close());

const outboxFor = (to: string) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(emailOutbox.id);

const userTokens = (userId: number) =>
  t.database.db
    .select()
    .from(passwordTokens)
    .where(and(eq(passwordTokens.subjectKind, 'user'), eq(passwordTokens.subjectId, userId)));

const createBody = (rateId: number, email: string, extra: Record<string, unknown> = {}) => ({
  congressSlug: 'demo',
  rateId,
  statusRegistration: 'pending',
  main: person('Agnes', { email }),
  ...extra,
});

const LINK = /\/demo\/reset\/password\/form\/([A-Za-z0-9_-]+)/;

describe('Add Registration tells the person', () => {
  it('mails a new account the registration and a choose-password link that works through the reset form', async () => {
    const rateId = await demoRateId(t.database.db, 'Partner single - Grand Hotel');
    const email = uniqueEmail('notify-new');
    const response = await admin.post('/api/admin/participation', createBody(rateId, email));
    expect(response.statusCode, response.body).toBe(201);

    const mails = await outboxFor(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.purpose).toBe('registered-by-staff');
    expect(mail?.text).toContain('Hello Agnes,');
    expect(mail?.text).toContain('Rate: Partner single - Grand Hotel');
    expect(mail?.text).toContain('Hotel: Grand Hotel');
    expect(mail?.text).toContain('Registration status: Pending');
    expect(mail?.text).toMatch(/Amount due: €\d/);
    expect(mail?.text).toContain('Arrival: 9 June 2027 at 14:30');
    expect(mail?.text).toContain(`${TEST_ORIGIN}/demo\n`);
    expect(mail?.text).not.toContain('Sign in with your e-mail address to see your registration');
    const token = mail?.text.match(LINK)?.[1] ?? '';
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect(mail?.html).toContain(`${TEST_ORIGIN}/demo/reset/password/form/${token}`);

    const [account] = await t.database.db.select().from(users).where(eq(users.email, email));
    const [stored] = await userTokens(account?.id ?? 0);
    expect(stored).toMatchObject({ purpose: 'invitation', subjectKind: 'user' });
    expect((stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0)).toBeGreaterThan(
      6 * 24 * 60 * 60 * 1000,
    );

    const reset = await createClient(t.app).post(`/api/reset-password/token/${token}`, {
      password: 'Invited!2345',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const invited = createClient(t.app);
    expect((await signIn(invited, { email, password: 'Invited!2345' }, 'user')).statusCode).toBe(200);
    const again = await createClient(t.app).post(`/api/reset-password/token/${token}`, {
      password: 'Another!2345',
    });
    expect(again.statusCode).toBe(400);
  });

  it('mails an existing account without a password link', async () => {
    const rateId = await demoRateId(t.database.db, 'Partner single - Grand Hotel');
    const user = await createUser(t.database.db);
    const response = await admin.post('/api/admin/participation', createBody(rateId, user.email));
    expect(response.statusCode, response.body).toBe(201);
    const mails = await outboxFor(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Sign in with your e-mail address to see your registration.');
    expect(mails[0]?.text).not.toMatch(LINK);
    expect(mails[0]?.html).not.toContain('reset/password');
    expect(await userTokens(user.id)).toHaveLength(0);
  });

  it('names the accompanying person of a member registration and mails the participant address', async () => {
    const rateId = await demoRateId(t.database.db, 'Double with accompanying person - Grand Hotel');
    const email = uniqueEmail('notify-member');
    const response = await admin.post('/api/admin/participation', {
      ...createBody(rateId, email, { roomOption: 'double', companion: person('Yves') }),
      main: person('Agnes', { email, memberNumber: 'M-1001', workingHotel: 'Hotel Lutetia' }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const [mail] = await outboxFor(email);
    expect(mail?.text).toContain('Accompanying person: Yves Martin');
    expect(mail?.text).toContain('Room: Double');
    expect(mail?.text).toContain('Sign in with your e-mail address');
    expect(mail?.text).not.toMatch(LINK);
  });

  it('queues nothing when notifyParticipant is false, nor when the create fails', async () => {
    const rateId = await demoRateId(t.database.db, 'Partner single - Grand Hotel');
    const email = uniqueEmail('notify-off');
    const silent = await admin.post(
      '/api/admin/participation',
      createBody(rateId, email, { notifyParticipant: false }),
    );
    expect(silent.statusCode, silent.body).toBe(201);
    expect(await outboxFor(email)).toHaveLength(0);
    const [account] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(account).toBeDefined();
    expect(await userTokens(account?.id ?? 0)).toHaveLength(0);

    const conflict = await admin.post('/api/admin/participation', createBody(rateId, email));
    expect(conflict.statusCode).toBe(409);
    expect(await outboxFor(email)).toHaveLength(0);

    const other = uniqueEmail('notify-bad');
    const invalid = await admin.post('/api/admin/participation', {
      ...createBody(rateId, other),
      main: person('Agnes', { email: other, phone: '' }),
    });
    expect(invalid.statusCode).toBe(400);
    expect(await outboxFor(other)).toHaveLength(0);
  });
});
