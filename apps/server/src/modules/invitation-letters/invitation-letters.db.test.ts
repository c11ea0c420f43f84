import { LETTER_MESSAGES } from '@congress/domain/contracts/invitation-letters';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { clientAs, insertStaff } from '../../../test/fixtures/booking-fixtures.ts';
import { outboxOf } from '../../../test/fixtures/payment-fixtures.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import {
  createClient,
  createTestContext,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';

const REQUEST = {
  language: 'en',
  birthDate: '1985-03-14',
  postalAddress: '12 rue de la République, 69002 Lyon, France',
  passportNumber: 'FR1234567',
  passportCreationDate: '2021-05-01',
  passportExpirationDate: '2031-04-30',
  nationality: 'FR',
} as const;

/** Visa invitation letters, requested, approved or refused, issued once and verified. */
describe('invitation letters', () => {
  let t: TestContext;
  let owner: TestClient;
  let admin: TestClient;
  let viewer: TestClient;
  let stranger: TestClient;
  let anonymous: TestClient;
  let claire: { participationId: number; participantId: number; congressId: number };

  beforeAll(async () => {
    t = await createTestContext();
    const db = t.database.db;
    const [row] = await db
      .select({
        participationId: s.registrations.participationId,
        participantId: s.participants.id,
        congressId: s.participants.congressId,
        userId: s.users.id,
      })
      .from(s.registrations)
      .innerJoin(s.participants, eq(s.participants.id, s.registrations.participantId))
      .innerJoin(s.users, eq(s.users.id, s.participants.userId))
      .where(and(eq(s.users.email, 'registered@demo.test'), eq(s.registrations.position, 1)));
    if (!row) throw new Error('Claire Martin is not seeded');
    claire = row;
    owner = await clientAs(t, { kind: 'user', id: row.userId });
    admin = await clientAs(t, await insertStaff(db, 'ROLE_ADMIN'));
    viewer = await clientAs(t, await insertStaff(db, 'ROLE_VISUALISATION'));
    const [other] = await db
      .select({ id: s.users.id })
      .from(s.users)
      .where(eq(s.users.email, 'user@demo.test'));
    stranger = await clientAs(t, { kind: 'user', id: other!.id });
    anonymous = createClient(t.app);
  }, 60_000);
  afterAll(() => t.close());

  const url = () => `/api/letters/participation/${claire.participationId}`;
  const settings = async (lettersNeedApproval: boolean) => {
    const current = await admin.get('/api/letters/congress/demo/settings');
    expect(current.statusCode, current.body).toBe(200);
    const saved = await admin.put('/api/letters/congress/demo/settings', {
      venue: 'Centro de Congressos de Lisboa',
      lettersNeedApproval,
      signatoryName: 'Ana Costa',
      signatoryTitle: 'President',
      version: current.json().version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const download = async (client: TestClient, id: number) => {
    const response = await client.get(`/api/letters/${id}/pdf`);
    expect(response.statusCode, response.body).toBe(200);
    return response.rawPayload;
  };

  it('issues at once without approval: the PDF names her, her passport, the reference and the URL', async () => {
    await settings(false);
    const empty = await owner.get(url());
    expect(empty.json()).toMatchObject({ isConfirmed: true, isPaid: true, letter: null });

    expect((await owner.post(url(), { ...REQUEST, birthDate: '2999-01-01' })).statusCode).toBe(400);
    // She typed no travel dates: the letter gives the nights booked at the hotel all the same.
    await t.database.db
      .update(s.registrations)
      .set({ arrivalDate: null, departureDate: null })
      .where(eq(s.registrations.participationId, claire.participationId));
    const requested = await owner.post(url(), REQUEST);
    expect(requested.statusCode, requested.body).toBe(200);
    const letter = requested.json().letter;
    expect(letter).toMatchObject({ status: 'issued', language: 'en' });
    expect((await owner.post(url(), REQUEST)).json()).toMatchObject({
      code: 'CONFLICT',
      message: LETTER_MESSAGES.alreadyRequested,
    });

    const pdf = await download(owner, letter.id);
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    expect(text).toContain('Claire Martin');
    expect(text).toContain('FR1234567');
    // The congress's dates and the nights booked at the hotel, which a consulate checks.
    expect(text).toContain('which takes place from 10 June 2027 to 12 June 2027');
    expect(text).toContain(
      'A room is booked for Claire Martin at Grand Hotel for 2 nights, from 10 June 2027 to 12 June 2027.',
    );
    expect(text).toContain(letter.reference);
    expect(text).toContain('France');
    expect(text).toContain('Centro de Congressos de Lisboa');
    expect(text).toContain('paid in full');
    const verifyUrl = /(http\S+\/letters\/verify\/(\S+))/.exec(text);
    expect(verifyUrl).not.toBeNull();
    const token = verifyUrl![2]!;

    const genuine = await anonymous.get(`/api/letters/verify/${token}`);
    expect(genuine.json()).toMatchObject({
      isGenuine: true,
      reference: letter.reference,
      name: 'Claire Martin',
    });
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await anonymous.get(`/api/letters/verify/${flipped}`)).json()).toMatchObject({
      isGenuine: false,
    });
    expect((await anonymous.get('/api/letters/verify/zzz.AAAAAAAAAAAAAAAAAAAAAA')).json().isGenuine).toBe(
      false,
    );

    // Stored once: the participant's new name changes nothing in the letter.
    await t.database.db
      .update(s.participants)
      .set({ firstName: 'Clara' })
      .where(eq(s.participants.id, claire.participantId));
    const again = await download(admin, letter.id);
    expect(Buffer.compare(again, pdf)).toBe(0);
    await t.database.db
      .update(s.participants)
      .set({ firstName: 'Claire' })
      .where(eq(s.participants.id, claire.participantId));
    const audit = await t.database.db
      .select({ action: s.auditLog.action })
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entity, 'invitation-letter'), eq(s.auditLog.entityId, String(letter.id))));
    expect(audit.map((row) => row.action).sort()).toEqual([
      'download-letter',
      'issue-letter',
      'request-letter',
    ]);
    const mails = await outboxOf(t.database.db, claire.congressId);
    expect(mails.at(-1)).toMatchObject({ purpose: 'invitation-letter', toAddress: 'registered@demo.test' });

    // Not hers, nor visualisation's (decisions 40).
    expect((await stranger.get(`/api/letters/${letter.id}/pdf`)).statusCode).toBe(403);
    expect((await viewer.get(`/api/letters/${letter.id}/pdf`)).statusCode).toBe(403);
    expect((await stranger.post(url(), REQUEST)).statusCode).toBe(403);
    // Only an issued letter's state moves it out: refuse it to free the way for the next test.
    await t.database.db
      .update(s.invitationLetters)
      .set({ status: 'refused' })
      .where(eq(s.invitationLetters.id, letter.id));
    expect((await anonymous.get(`/api/letters/verify/${token}`)).json().isGenuine).toBe(false);
  });

  it('with approval: waits in the queue, refused with a reason (e-mailed), asked again and approved (French)', async () => {
    await settings(true);
    const requested = await owner.post(url(), { ...REQUEST, language: 'fr' });
    expect(requested.statusCode, requested.body).toBe(200);
    const first = requested.json().letter;
    expect(first.status).toBe('requested');

    const queue = await viewer.get('/api/letters/congress/demo?status=requested');
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().items).toEqual([
      expect.objectContaining({ id: first.id, name: 'Claire Martin', isPaid: true }),
    ]);
    expect(JSON.stringify(queue.json())).not.toContain('FR1234567');
    expect((await viewer.post(`/api/letters/${first.id}/approve`, {})).statusCode).toBe(403);

    expect((await admin.post(`/api/letters/${first.id}/refuse`, { reason: ' ' })).statusCode).toBe(400);
    const refused = await admin.post(`/api/letters/${first.id}/refuse`, {
      reason: 'Passport expires too soon',
    });
    expect(refused.json()).toMatchObject({ status: 'refused', refusalReason: 'Passport expires too soon' });
    const mail = (await outboxOf(t.database.db, claire.congressId)).at(-1);
    expect(mail?.text).toContain('Passport expires too soon');
    expect((await admin.post(`/api/letters/${first.id}/approve`, {})).statusCode).toBe(409);

    const second = (await owner.post(url(), { ...REQUEST, language: 'fr' })).json().letter;
    expect(second).toMatchObject({ status: 'requested', language: 'fr' });
    const approved = await admin.post(`/api/letters/${second.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('issued');
    expect((await owner.get(url())).json().letter).toMatchObject({ id: second.id, status: 'issued' });

    const text = (await pdfText(await download(owner, second.id))).replace(/\s+/g, ' ');
    expect(text).toContain('Madame, Monsieur');
    expect(text).toContain('Claire Martin');
    expect(text).toContain('FR1234567');
    expect(text).toContain(second.reference);
    expect(text).toContain('/letters/verify/');
    expect(text).toContain('France');
  });

  it('keeps a request of a registration not yet paid waiting, and issues it once paid', async () => {
    await settings(false);
    const db = t.database.db;
    const [row] = await db
      .select({ participationId: s.registrations.participationId, memberUserId: s.memberUsers.id })
      .from(s.registrations)
      .innerJoin(s.participants, eq(s.participants.id, s.registrations.participantId))
      .innerJoin(s.memberUsers, eq(s.memberUsers.id, s.participants.memberUserId))
      .where(and(eq(s.memberUsers.email, 'member2@demo.test'), eq(s.registrations.position, 1)));
    const member = await clientAs(t, { kind: 'member', id: row!.memberUserId });
    const path = `/api/letters/participation/${row!.participationId}`;
    const requested = await member.post(path, REQUEST);
    expect(requested.statusCode, requested.body).toBe(200);
    expect(requested.json()).toMatchObject({
      isConfirmed: true,
      isPaid: false,
      letter: { status: 'requested' },
    });
    expect((await member.get(path)).json().letter.status).toBe('requested');
    const approved = await admin.post(`/api/letters/${requested.json().letter.id}/approve`, {});
    expect(approved.json()).toMatchObject({ code: 'CONFLICT', message: LETTER_MESSAGES.notPaid });
    // The transfer arrives (as the desk books it): her next look issues the letter.
    await db
      .update(s.payments)
      .set({ status: 'confirmed' })
      .where(and(eq(s.payments.participationId, row!.participationId), eq(s.payments.status, 'pending')));
    expect((await member.get(path)).json()).toMatchObject({ isPaid: true, letter: { status: 'issued' } });
  });

  it('refuses a registration that is not confirmed (Paul Girard, cancelled)', async () => {
    const db = t.database.db;
    const [row] = await db
      .select({ participationId: s.registrations.participationId, userId: s.users.id })
      .from(s.registrations)
      .innerJoin(s.participants, eq(s.participants.id, s.registrations.participantId))
      .innerJoin(s.users, eq(s.users.id, s.participants.userId))
      .where(and(eq(s.users.email, 'cancelled@demo.test'), eq(s.registrations.position, 1)));
    const member = await clientAs(t, { kind: 'user', id: row!.userId });
    const state = await member.get(`/api/letters/participation/${row!.participationId}`);
    expect(state.json()).toMatchObject({ isConfirmed: false, letter: null });
    const refused = await member.post(`/api/letters/participation/${row!.participationId}`, REQUEST);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(LETTER_MESSAGES.notConfirmed);
  });
});
