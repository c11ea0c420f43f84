import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createTestContext,
  TEST_ORIGIN,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import { auditLog, emailOutbox, memberUsers, sections } from '../../db/schema/index.ts';
import { createMember, createUser, signIn } from '../../../test/fixtures/auth-fixtures.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const LINK = /http:\/\/127\.0\.0\.1:3999\/demo\/reset\/password\/form\/(\S+)/;

describe('editing a member and resending its invitation (super admin)', () => {
  let t: TestContext;
  let superAdmin: TestClient;
  let sectionName: string;
  const clientAs = async (roles: string[]) => {
    const client = createClient(t.app);
    const user = await createUser(t.database.db, { roles, grants: ['demo'], congressSlug: 'demo' });
    expect((await signIn(client, user, 'user')).statusCode).toBe(200);
    return client;
  };
  const memberRow = async (id: number) => {
    const [row] = await t.database.db.select().from(memberUsers).where(eq(memberUsers.id, id));
    return row;
  };
  const fieldsOf = (member: { numMember: string; email: string }, changes: Record<string, string> = {}) => ({
    section: sectionName,
    numMember: member.numMember,
    firstname: 'Marta',
    name: 'Sousa',
    email: member.email,
    workingHotel: 'Hotel Avenida',
    ...changes,
  });
  const mailsTo = (email: string) =>
    t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.purpose, 'member-invitation')));
  const resetWith = (token: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/reset-password/token/${token}`,
      headers: { origin: TEST_ORIGIN },
      payload: { password },
    });

  beforeAll(async () => {
    t = await createTestContext();
    superAdmin = await clientAs(['ROLE_SUPER_ADMIN']);
    sectionName = `Edit-${Date.now().toString(36)}`;
    await t.database.db
      .insert(sections)
      .values({ name: sectionName, addressCountry: 'Portugal', numero: '9' });
  });
  afterAll(() => t.close());

  it('only super admins edit a member or resend an invitation', async () => {
    const member = await createMember(t.database.db, { hasPassword: false });
    const body = fieldsOf(member, { workingHotel: 'Guarded Hotel' });
    const anonymous = createClient(t.app);
    expect((await anonymous.put(`/api/member/${member.id}`, body)).statusCode).toBe(401);
    expect((await anonymous.post(`/api/member/${member.id}/invitation?congressSlug=demo`)).statusCode).toBe(
      401,
    );
    const signedInMember = createClient(t.app);
    const other = await createMember(t.database.db);
    expect((await signIn(signedInMember, other, 'member')).statusCode).toBe(200);
    const clients: [string, TestClient][] = [
      ['admin', await clientAs(['ROLE_ADMIN'])],
      ['visualisation', await clientAs(['ROLE_VISUALISATION'])],
      ['participant', await clientAs(['ROLE_USER'])],
      ['member', signedInMember],
    ];
    for (const [who, client] of clients) {
      expect((await client.put(`/api/member/${member.id}`, body)).statusCode, who).toBe(403);
      const resend = await client.post(`/api/member/${member.id}/invitation?congressSlug=demo`);
      expect(resend.statusCode, who).toBe(403);
    }
    expect((await memberRow(member.id))?.workingHotel).toBeNull();
    expect(await mailsTo(member.email)).toEqual([]);
  });

  it('updates the member, answers the list row and records before and after in the audit log', async () => {
    const member = await createMember(t.database.db, { workingHotel: 'Old Hotel' });
    const response = await superAdmin.put(
      `/api/member/${member.id}`,
      fieldsOf(member, {
        firstname: ' Ana ',
        name: 'Costa',
        email: `  New.${member.email.toUpperCase()} `,
        numMember: `${member.numMember}-B`,
        section: sectionName.toUpperCase(),
        workingHotel: 'Tivoli Lisboa',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const email = `new.${member.email}`;
    expect(response.json()).toEqual({
      id: member.id,
      numMember: `${member.numMember}-B`,
      firstname: 'Ana',
      name: 'Costa',
      email,
      section: sectionName,
      workingHotel: 'Tivoli Lisboa',
      hasPassword: true,
    });
    const row = await memberRow(member.id);
    expect(row).toMatchObject({ firstname: 'Ana', name: 'Costa', email, workingHotel: 'Tivoli Lisboa' });
    expect(row?.passwordHash).not.toBeNull();
    const list = (await superAdmin.get(`/api/member/list?search=${member.numMember}-B`)).json();
    expect(list.items).toEqual([response.json()]);

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'member'), eq(auditLog.entityId, String(member.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'update',
      actorKind: 'user',
      before: { name: 'Sousa', workingHotel: 'Old Hotel', email: member.email },
      after: { name: 'Costa', workingHotel: 'Tivoli Lisboa', email },
    });
    expect(JSON.stringify(audits[0])).not.toMatch(/password|\$argon|\$2[aby]\$/i);

    // An empty working hotel clears it.
    const cleared = await superAdmin.put(
      `/api/member/${member.id}`,
      fieldsOf({ numMember: `${member.numMember}-B`, email }, { firstname: 'Ana', workingHotel: '' }),
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await memberRow(member.id))?.workingHotel).toBeNull();
  });

  it('refuses a member number or an e-mail of another member with 409 and changes nothing', async () => {
    const member = await createMember(t.database.db, { workingHotel: 'Kept Hotel' });
    const other = await createMember(t.database.db);
    const byNumber = await superAdmin.put(
      `/api/member/${member.id}`,
      fieldsOf(member, { numMember: other.numMember, workingHotel: 'Changed' }),
    );
    expect(byNumber.statusCode).toBe(409);
    expect(byNumber.json()).toMatchObject({
      message: 'Another member already uses this member number',
      fields: { numMember: 'Another member already uses this member number' },
    });
    const byEmail = await superAdmin.put(
      `/api/member/${member.id}`,
      fieldsOf(member, { email: other.email.toUpperCase(), workingHotel: 'Changed' }),
    );
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json()).toMatchObject({
      message: 'Another member already uses this e-mail',
      fields: { email: 'Another member already uses this e-mail' },
    });
    expect(await memberRow(member.id)).toMatchObject({
      numMember: member.numMember,
      email: member.email,
      workingHotel: 'Kept Hotel',
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'member'), eq(auditLog.entityId, String(member.id))));
    expect(audits).toEqual([]);
  });

  it('applies the import row rules (400) and answers 404 for an unknown member', async () => {
    const member = await createMember(t.database.db, { workingHotel: 'Kept Hotel' });
    const invalid = await superAdmin.put(
      `/api/member/${member.id}`,
      fieldsOf(member, { firstname: '  ', email: 'not-an-email' }),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual({
      firstname: 'First name is required',
      email: 'Please enter a valid email address',
    });
    const section = await superAdmin.put(
      `/api/member/${member.id}`,
      fieldsOf(member, { section: 'Atlantis' }),
    );
    expect(section.statusCode).toBe(400);
    expect(section.json()).toMatchObject({
      message: 'Unknown section "Atlantis"',
      fields: { section: 'Unknown section "Atlantis"' },
    });
    const tooLong = await superAdmin.put(
      `/api/member/${member.id}`,
      fieldsOf(member, { name: 'x'.repeat(201) }),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual({ name: 'Name is too long (at most 200 characters)' });
    expect((await memberRow(member.id))?.workingHotel).toBe('Kept Hotel');

    const missing = await superAdmin.put('/api/member/99999999', fieldsOf(member));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Member not found');
    const missingResend = await superAdmin.post('/api/member/99999999/invitation?congressSlug=demo');
    expect(missingResend.statusCode).toBe(404);
    expect(missingResend.json().message).toBe('Member not found');
  });

  it('resends a fresh 7-day invitation: the old link stops working and the new one sets the password', async () => {
    const member = await createMember(t.database.db, { hasPassword: false });
    const list = (await superAdmin.get(`/api/member/list?search=${member.numMember}`)).json();
    expect(list.items[0]).toMatchObject({ id: member.id, hasPassword: false });

    const first = await superAdmin.post(`/api/member/${member.id}/invitation?congressSlug=demo`);
    expect(first.statusCode, first.body).toBe(200);
    const [firstMail] = await mailsTo(member.email);
    const oldToken = firstMail?.text.match(LINK)?.[1];
    expect(oldToken).toBeDefined();

    t.clock.advance(60_000);
    const started = t.clock.now.getTime();
    const second = await superAdmin.post(`/api/member/${member.id}/invitation?congressSlug=demo`);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual({
      email: member.email,
      expiresAt: new Date(started + 7 * DAY_MS).toISOString(),
    });
    const mails = await mailsTo(member.email);
    expect(mails).toHaveLength(2);
    const newMail = mails.find((m) => m.id !== firstMail?.id);
    expect(newMail?.subject).toContain('Demo');
    expect(newMail?.text).toContain('Hello Marta,');
    const newToken = newMail?.text.match(LINK)?.[1];
    expect(newToken).toBeDefined();
    expect(newToken).not.toBe(oldToken);

    expect((await resetWith(oldToken ?? '', 'Stale!2345')).statusCode).toBe(400);
    const reset = await resetWith(newToken ?? '', 'Resent!2345');
    expect(reset.statusCode, reset.body).toBe(200);
    const signedIn = createClient(t.app);
    const login = await signIn(signedIn, { email: member.email, password: 'Resent!2345' }, 'member');
    expect(login.statusCode).toBe(200);
    const after = (await superAdmin.get(`/api/member/list?search=${member.numMember}`)).json();
    expect(after.items[0]).toMatchObject({ id: member.id, hasPassword: true });

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invitation-resend'), eq(auditLog.entityId, String(member.id))));
    expect(audits).toHaveLength(2);
    expect(audits[1]?.after).toMatchObject({ email: member.email });
    expect(JSON.stringify(audits)).not.toMatch(/token|\/reset\/password/i);
  });

  it('a new invitation expires after 7 days', async () => {
    const member = await createMember(t.database.db, { hasPassword: false });
    expect((await superAdmin.post(`/api/member/${member.id}/invitation?congressSlug=demo`)).statusCode).toBe(
      200,
    );
    const token = (await mailsTo(member.email))[0]?.text.match(LINK)?.[1];
    t.clock.advance(7 * DAY_MS + 1000);
    expect((await resetWith(token ?? '', 'Late!23456')).statusCode).toBe(400);
  });

  it('refuses to resend an invitation to a member without an e-mail, or for an unknown congress', async () => {
    const [row] = await t.database.db
      .insert(memberUsers)
      .values({ firstname: 'No', name: 'Mail', email: '', numMember: `NM-${Date.now()}` })
      .returning({ id: memberUsers.id });
    const response = await superAdmin.post(`/api/member/${row?.id}/invitation?congressSlug=demo`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This member has no e-mail address, so no invitation can be sent');
    expect(await mailsTo('')).toEqual([]);
    const member = await createMember(t.database.db, { hasPassword: false });
    const unknown = await superAdmin.post(`/api/member/${member.id}/invitation?congressSlug=nowhere`);
    expect(unknown.statusCode).toBe(404);
    expect(await mailsTo(member.email)).toEqual([]);
  });
});
