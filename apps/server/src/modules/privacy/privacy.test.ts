import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createTestContext,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import {
  auditLog,
  congresses,
  emailOutbox,
  invoices,
  participants,
  participations,
  payments,
  registrations,
  roomingListSendings,
} from '../../db/schema/index.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { createUser, signIn } from '../../../test/fixtures/auth-fixtures.ts';
import {
  type CongressFixture,
  createCongress,
  createParticipation,
  createRate,
} from '../../../test/fixtures/payment-fixtures.ts';
import { todayIn } from './privacy.service.ts';

describe('POST /api/privacy/congress/:id/purge (decisions 30)', () => {
  let t: TestContext;
  let superAdmin: TestClient;
  let congress: CongressFixture;
  let participationId: number;
  let mainId: number;
  const purge = (client: TestClient, id: number, confirmation: string) =>
    client.post(`/api/privacy/congress/${id}/purge`, { confirmation });
  const clientAs = async (roles: string[]) => {
    const client = createClient(t.app);
    const user = await createUser(t.database.db, { roles, grants: ['demo'], congressSlug: 'demo' });
    expect((await signIn(client, user, 'user')).statusCode).toBe(200);
    return client;
  };
  const setEnd = (endsOn: string | null) =>
    t.database.db.update(congresses).set({ endsOn }).where(eq(congresses.id, congress.id));

  beforeAll(async () => {
    t = await createTestContext();
    superAdmin = await clientAs(['ROLE_SUPER_ADMIN']);
    const db = t.database.db;
    congress = await createCongress(db);
    const rateId = await createRate(db, congress, { secondPrice: '200.00' });
    const participation = await createParticipation(db, congress, rateId, { companion: true });
    participationId = participation.id;
    mainId = participation.mainParticipantId;
    await db
      .update(participants)
      .set({
        phone: '+351 900 000 000',
        passportNumber: 'P1234567',
        medicalInformation: 'asthma',
        nationality: 'French',
        memberNumber: 'M-1',
      })
      .where(eq(participants.id, mainId));
    await db
      .update(registrations)
      .set({
        arrivalDate: '2027-05-01',
        arrivalOrigin: 'Paris',
        arrivalTransportNumber: 'TP123',
        departureNote: 'late',
      })
      .where(eq(registrations.participationId, participationId));
    await db
      .update(participations)
      .set({ accompanyingFirstName: 'Louis' })
      .where(eq(participations.id, participationId));
    // A rooming list sent to the hotel names the guests (decisions 47).
    const line = { key: 'p1', roomType: 'single', arrival: '1999-12-30', departure: '2000-01-01' } as const;
    await db.insert(roomingListSendings).values({
      congressId: congress.id,
      hotelId: congress.hotelId,
      sentAt: new Date('1999-12-01T10:00:00Z'),
      sentTo: 'reservations@hotel.test',
      lines: [{ ...line, guests: ['Claire Martin', 'Louis Martin'], awaitedRoomMate: null, reference: '#1' }],
      counts: { rooms: 1, new: 1, changed: 0, cancelled: 0 },
      linkExpiresAt: new Date('1999-12-31T10:00:00Z'),
    });
    const [payment] = await db
      .insert(payments)
      .values({
        participationId,
        kind: 'charge',
        method: 'card',
        status: 'confirmed',
        amountCents: 100000,
        currency: 'EUR',
        reference: 'PAY-PURGE-1',
        providerIntentId: 'pi_purge_1',
        informationsPayment: { cardholder: 'Claire Martin', last4: '4242' },
        date: new Date('2027-04-01T10:00:00Z'),
      })
      .returning({ id: payments.id });
    await db.insert(invoices).values({
      congressId: congress.id,
      participationId,
      paymentId: payment?.id ?? null,
      kind: 'invoice',
      number: 1,
      content: {
        party: { name: 'Claire Martin', address: '12 rue de la Paix, 75002 Paris' },
        totalCents: 100000,
      },
    });
    await db.insert(emailOutbox).values({
      congressId: congress.id,
      purpose: 'invoice',
      toAddress: 'claire@payments.test',
      subject: 'Your invoice',
      html: '<p>Dear Claire</p>',
      text: 'Dear Claire',
      status: 'sent',
    });
    await recordAudit(db, {
      actor: 'system',
      congressId: congress.id,
      action: 'update',
      entity: 'registration',
      entityId: 1,
      before: { arrivalOrigin: 'Lyon' },
      after: { arrivalOrigin: 'Paris' },
    });
  });
  afterAll(() => t.close());

  it('is for super admins only', async () => {
    await setEnd('2000-01-01');
    expect((await purge(createClient(t.app), congress.id, congress.slug)).statusCode).toBe(401);
    for (const roles of [['ROLE_ADMIN'], ['ROLE_VISUALISATION'], ['ROLE_USER']]) {
      expect((await purge(await clientAs(roles), congress.id, congress.slug)).statusCode, roles[0]).toBe(403);
    }
    const [row] = await t.database.db.select().from(participants).where(eq(participants.id, mainId));
    expect(row?.passportNumber).toBe('P1234567');
  });

  it('refuses a congress that has not ended (409), has no end date (409), or a wrong confirmation (400)', async () => {
    const today = todayIn('Europe/Lisbon', t.clock.now);
    for (const endsOn of [null, today, '2999-12-31']) {
      await setEnd(endsOn);
      const response = await purge(superAdmin, congress.id, congress.slug);
      expect(response.statusCode, String(endsOn)).toBe(409);
      expect(response.json().message).toBe(
        'Only a finished congress can be purged: its end date must be in the past',
      );
    }
    await setEnd('2000-01-01');
    const wrong = await purge(superAdmin, congress.id, 'demo');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Type the congress slug to confirm');
    expect((await purge(superAdmin, 999999, 'x')).statusCode).toBe(404);
  });

  it('blanks passport, medical, contact and travel data and keeps what accounting needs', async () => {
    await setEnd('2000-01-01');
    const response = await purge(superAdmin, congress.id, congress.slug);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      participants: 2,
      registrations: 2,
      participations: 1,
      payments: 1,
      emails: 1,
      roomingLists: 1,
    });
    const db = t.database.db;
    expect(
      await db.select().from(roomingListSendings).where(eq(roomingListSendings.congressId, congress.id)),
    ).toEqual([]);
    const [main] = await db.select().from(participants).where(eq(participants.id, mainId));
    expect(main).toMatchObject({
      firstName: 'Claire',
      lastName: 'Martin',
      country: 'France',
      email: null,
      phone: null,
      passportNumber: null,
      medicalInformation: null,
      billingInformation: null,
      nationality: null,
      memberNumber: null,
    });
    const regs = await db
      .select()
      .from(registrations)
      .where(eq(registrations.participationId, participationId));
    expect(
      regs.every((r) => r.arrivalDate === null && r.arrivalOrigin === null && r.departureNote === null),
    ).toBe(true);
    const [participation] = await db
      .select()
      .from(participations)
      .where(eq(participations.id, participationId));
    expect(participation?.accompanyingFirstName).toBeNull();
    const [payment] = await db.select().from(payments).where(eq(payments.participationId, participationId));
    expect(payment).toMatchObject({
      amountCents: 100000,
      status: 'confirmed',
      reference: 'PAY-PURGE-1',
      providerIntentId: 'pi_purge_1',
      informationsPayment: null,
      date: new Date('2027-04-01T10:00:00Z'),
    });
    const [invoice] = await db.select().from(invoices).where(eq(invoices.participationId, participationId));
    expect(invoice?.content).toEqual({
      party: { name: 'Claire Martin', address: '12 rue de la Paix, 75002 Paris' },
      totalCents: 100000,
    });
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.congressId, congress.id));
    expect(mail).toMatchObject({ toAddress: 'purged', text: '', subject: 'Your invoice' });
    const audits = await db.select().from(auditLog).where(eq(auditLog.congressId, congress.id));
    expect(audits.find((a) => a.entity === 'registration')).toMatchObject({
      before: null,
      after: null,
      action: 'update',
    });
    expect(audits.find((a) => a.action === 'purge-personal-data')?.after).toMatchObject({ participants: 2 });
    const [row] = await db.select().from(congresses).where(eq(congresses.id, congress.id));
    expect(row?.personalDataPurgedAt).toEqual(t.clock.now);
  });
});
