import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestContext, type TestContext } from '../test/test-app.ts';
import * as s from '../src/db/schema/index.ts';
import { DEMO_CHOSEN_ACTIVITIES, DEMO_RATE_LABELS } from './demo-participations.ts';

/** The participations of demo-data.md's account tables, as the services left them. */
describe('demo seed: participations (demo-data.md, Accounts)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  /** The participation of the account with this e-mail (user or member), with everything around it. */
  async function stateOf(email: string) {
    const [user] = await db().select().from(s.users).where(eq(s.users.email, email));
    const [member] = user
      ? []
      : await db().select().from(s.memberUsers).where(eq(s.memberUsers.email, email));
    const owner = user
      ? eq(s.participants.userId, user.id)
      : eq(s.participants.memberUserId, member?.id ?? -1);
    const [row] = await db()
      .select({ participation: s.participations, participant: s.participants, rate: s.rates })
      .from(s.participations)
      .innerJoin(s.participants, eq(s.participants.id, s.participations.mainParticipantId))
      .innerJoin(s.rates, eq(s.rates.id, s.participations.rateId))
      .where(and(owner, eq(s.participants.isAccompanying, false)));
    if (!row) throw new Error(`no participation for ${email}`);
    const id = row.participation.id;
    const registrations = await db()
      .select({ registration: s.registrations, participant: s.participants })
      .from(s.registrations)
      .innerJoin(s.participants, eq(s.participants.id, s.registrations.participantId))
      .where(eq(s.registrations.participationId, id))
      .orderBy(asc(s.registrations.position));
    const payments = await db().select().from(s.payments).where(eq(s.payments.participationId, id));
    const invoices = await db().select().from(s.invoices).where(eq(s.invoices.participationId, id));
    return {
      ...row,
      statuses: registrations.map((r) => r.registration.statusRegistration),
      registrations,
      payments: payments.map((p) => [p.kind, p.method, p.status]),
      paymentRows: payments,
      invoices,
    };
  }

  it('seeds exactly the participations of the account tables', async () => {
    const [row] = await db().select({ n: count() }).from(s.participations);
    // The eleven of the account tables, the waiting list's cancelled suite booking and the demo
    // group's three places.
    expect(row?.n).toBe(15);
  });

  it('one participation in each money state (decisions 31, 32, 35)', async () => {
    // member7: paid single, a change to the double with a companion started and not completed.
    const lea = await stateOf('member7@demo.test');
    expect(lea.rate.label).toBe(DEMO_RATE_LABELS.memberSingle);
    expect(lea.statuses).toEqual(['confirmed']);
    const [change] = await db()
      .select({ rateId: s.pendingChanges.rateId })
      .from(s.pendingChanges)
      .where(eq(s.pendingChanges.participationId, lea.participation.id));
    const [double] = await db().select().from(s.rates).where(eq(s.rates.label, DEMO_RATE_LABELS.double));
    expect(change?.rateId).toBe(double?.id);
    // member8: moved to the €550 single, €250 asked back and waiting for an admin.
    const rita = await stateOf('member8@demo.test');
    expect(rita.rate.label).toBe(DEMO_RATE_LABELS.harbourSingle);
    expect(rita.paymentRows.map((p) => [p.kind, p.status, p.amountCents])).toEqual([
      ['charge', 'confirmed', 80_000],
      ['refund', 'pending', 25_000],
    ]);
    // member9: the same, the refund refused by an admin.
    const sora = await stateOf('member9@demo.test');
    expect(sora.paymentRows.map((p) => [p.kind, p.status])).toEqual([
      ['charge', 'confirmed'],
      ['refund', 'denied'],
    ]);
    // switched@demo.test: a bank transfer replaced by a card payment.
    const ines = await stateOf('switched@demo.test');
    expect(ines.payments).toEqual([
      ['charge', 'bank_transfer', 'cancelled'],
      ['charge', 'card', 'confirmed'],
    ]);
    expect(ines.statuses).toEqual(['confirmed']);
  });

  it('registered@demo.test: Claire Martin on the partner rate, paid by card, invoice issued', async () => {
    const claire = await stateOf('registered@demo.test');
    expect(claire.rate.label).toBe(DEMO_RATE_LABELS.partner);
    expect(claire.participant).toMatchObject({ firstName: 'Claire', lastName: 'Martin' });
    expect(claire.statuses).toEqual(['confirmed']);
    expect(claire.payments).toEqual([['charge', 'card', 'confirmed']]);
    expect(claire.paymentRows[0]).toMatchObject({ provider: 'offline', amountCents: 65_000 });
    expect(claire.participation.holdExpiresAt).toBeNull();
    expect(claire.invoices).toHaveLength(1);
    expect(claire.invoices[0]).toMatchObject({ kind: 'invoice', paymentId: claire.paymentRows[0]?.id });
    expect(claire.invoices[0]?.number).toBeTruthy();
    // Complete personal and travel forms.
    const [main] = claire.registrations;
    for (const field of [
      'phone',
      'country',
      'billingInformation',
      'passportNumber',
      'nationality',
    ] as const) {
      expect(main?.participant[field], field).toBeTruthy();
    }
    expect(main?.registration).toMatchObject({ arrivalDate: '2027-06-09', departureDate: '2027-06-13' });
    expect(main?.registration.arrivalTransportNumber).toBeTruthy();
  });

  it('cancelled@demo.test: Paul Girard on the partner rate, cancelled by an admin', async () => {
    const paul = await stateOf('cancelled@demo.test');
    expect(paul.rate.label).toBe(DEMO_RATE_LABELS.partner);
    expect(paul.participant).toMatchObject({ firstName: 'Paul', lastName: 'Girard' });
    expect(paul.statuses).toEqual(['cancelled']);
    expect(paul.registrations[0]?.registration.statusComment).toMatch(/organisers/);
    expect(paul.payments).toEqual([]);
  });

  it('member2: the only place of the last-room rate, bank transfer pending', async () => {
    const ana = await stateOf('member2@demo.test');
    expect(ana.rate.label).toBe(DEMO_RATE_LABELS.lastRoom);
    expect(ana.participant).toMatchObject({ memberNumber: 'M-1002', section: 'Portugal' });
    expect(ana.statuses).toEqual(['confirmed']);
    expect(ana.payments).toEqual([['charge', 'bank_transfer', 'pending']]);
    expect(ana.participation).toMatchObject({ paymentMethodChoice: 'bank_transfer', holdExpiresAt: null });
    expect(ana.invoices.map((i) => i.kind)).toEqual(['proforma']);
    const response = await createClient(t.app).get(`/api/rate/${ana.rate.id}/count`);
    expect(response.json()).toBe(1);
    expect(ana.rate.quota).toBe(1);
  });

  it('member3 and member4 share a twin and name each other; member5 names M-1099, who is missing', async () => {
    const haruto = await stateOf('member3@demo.test');
    const camille = await stateOf('member4@demo.test');
    const joao = await stateOf('member5@demo.test');
    for (const sharer of [haruto, camille, joao]) {
      expect(sharer.rate.label).toBe(DEMO_RATE_LABELS.twinShared);
      expect(sharer.registrations).toHaveLength(2);
    }
    expect(haruto.participation.accompanyingMemberNumber).toBe('M-1004');
    expect(camille.participation.accompanyingMemberNumber).toBe('M-1003');
    expect(haruto.participant.memberNumber).toBe('M-1003');
    expect(camille.participant.memberNumber).toBe('M-1004');
    expect(haruto.payments).toEqual([['charge', 'card', 'confirmed']]);
    expect(camille.payments).toEqual([['charge', 'bank_transfer', 'pending']]);
    expect(haruto.statuses[0]).toBe('confirmed');
    expect(camille.statuses[0]).toBe('confirmed');

    expect(joao.participation).toMatchObject({
      accompanyingMemberNumber: 'M-1099',
      accompanyingFirstName: 'Rui',
      accompanyingLastName: 'Costa',
    });
    expect(joao.payments).toEqual([['charge', 'card', 'confirmed']]);
    const [nobody] = await db()
      .select()
      .from(s.participants)
      .where(eq(s.participants.memberNumber, 'M-1099'));
    expect(nobody?.isAccompanying ?? true).toBe(true);
  });

  it('member6: a double with Yuki Tanaka, paid by card, two activities on two days for both', async () => {
    const kenji = await stateOf('member6@demo.test');
    expect(kenji.rate.label).toBe(DEMO_RATE_LABELS.double);
    expect(kenji.statuses).toEqual(['confirmed', 'confirmed']);
    const companion = kenji.registrations[1];
    expect(companion?.participant).toMatchObject({
      firstName: 'Yuki',
      lastName: 'Tanaka',
      isAccompanying: true,
    });
    expect(companion?.registration.roomOption).toBe('double');
    expect(kenji.payments).toEqual([['charge', 'card', 'confirmed']]);
    expect(kenji.paymentRows[0]?.amountCents).toBe(120_000);
    expect(kenji.invoices.map((i) => i.kind)).toEqual(['invoice']);
    for (const { registration } of kenji.registrations) {
      const chosen = await db()
        .select({ label: s.activities.label, day: s.activities.startDate })
        .from(s.activityChoices)
        .innerJoin(s.activities, eq(s.activities.id, s.activityChoices.activityId))
        .where(eq(s.activityChoices.registrationId, registration.id))
        .orderBy(asc(s.activities.startDate));
      expect(chosen.map((c) => c.label)).toEqual(DEMO_CHOSEN_ACTIVITIES);
      expect(new Set(chosen.map((c) => c.day)).size).toBe(2);
    }
  });

  it('leaves no e-mail of the seed waiting to be sent but the waiting list offer (demo-waiting-list.ts)', async () => {
    const rows = await db()
      .select({ to: s.emailOutbox.toAddress, purpose: s.emailOutbox.purpose })
      .from(s.emailOutbox);
    expect(rows).toEqual([{ to: 'waiting1@demo.test', purpose: 'waiting-list-offer' }]);
  });
});
