import { accountStatement } from '@congress/domain/account-statement';
import { paymentStatusOf } from '@congress/domain/payment-status';
import { participationPriceCents } from '@congress/domain/pricing';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBulk } from '../../../../seed/bulk.ts';
import {
  bookingBody,
  clientAs,
  insertRate,
  insertUsers,
  person,
} from '../../../../test/fixtures/booking-fixtures.ts';
import { createTestContext, type TestClient, type TestContext } from '../../../../test/test-app.ts';
import * as s from '../../../db/schema/index.ts';
import { createServices } from '../../../services.ts';

/**
 * The stored list summary against the same values recomputed in JavaScript from the rows,
 * with the domain's account statement for the due, after every kind of write: bookings, card and
 * transfer payments and admin statuses (the bulk seed goes through the services), then refunds,
 * payment outcomes, cancelled and removed registrations, rate prices, people, and moved rates, and
 * pending changes through the API (held, abandoned, completed by REFUND, moved to another rate).
 */
describe('participation_list_summary', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
    await seedBulk(t.database.db, { participations: 30 });
  }, 300_000);
  afterAll(() => t.close());

  async function expected() {
    const db = t.database.db;
    const [parts, regs, people, rateRows, pays] = await Promise.all([
      db.select().from(s.participations),
      db.select().from(s.registrations),
      db.select().from(s.participants),
      db.select().from(s.rates),
      db.select().from(s.payments),
    ]);
    return parts.flatMap((p) => {
      const main = regs.find((r) => r.participationId === p.id && r.position === 1);
      if (!main) return [];
      const person = people.find((x) => x.id === p.mainParticipantId);
      const rate = rateRows.find((r) => r.id === p.rateId);
      if (!person || !rate) throw new Error(`incomplete participation ${p.id}`);
      const mine = pays.filter((x) => x.participationId === p.id).sort((a, b) => a.id - b.id);
      const active = regs.filter((r) => r.participationId === p.id && r.statusRegistration !== 'cancelled');
      const isCancelled = main.statusRegistration === 'cancelled';
      const priceCents = isCancelled ? 0 : participationPriceCents(rate, active.length, p.extraNights);
      // Decisions 41: the payment status is the domain's, read from the same statement as the due.
      const statement = accountStatement({ priceCents, payments: mine });
      return [
        {
          participationId: p.id,
          congressId: p.congressId,
          registrationStatus: main.statusRegistration,
          paymentStatus: paymentStatusOf(statement, { isCancelled }),
          dueCents: statement.dueCents,
          hotelId: main.hotelId,
          roomOption: main.roomOption,
          participantTypeId: person.participantTypeId,
          lastNameKey: person.lastName.toLowerCase(),
          firstNameKey: person.firstName.toLowerCase(),
          memberNumber: person.memberNumber,
          accompanyingMemberNumber: p.accompanyingMemberNumber,
          sharesRoom: rate.secondParticipantType === 'member' && p.accompanyingMemberNumber !== null,
        },
      ];
    });
  }

  async function expectSummaryTrue() {
    const stored = await t.database.db.select().from(s.participationListSummary);
    const byId = (a: { participationId: number }, b: { participationId: number }) =>
      a.participationId - b.participationId;
    expect(stored.sort(byId)).toEqual((await expected()).sort(byId));
  }

  /** A participation of the seed whose main registration is in the given state, with its rate. */
  async function pick(predicate: (row: { status: string; second: string | null; id: number }) => boolean) {
    const rows = await t.database.db
      .select({
        id: s.participations.id,
        rateId: s.participations.rateId,
        status: s.registrations.statusRegistration,
        second: s.rates.secondParticipantType,
      })
      .from(s.participations)
      .innerJoin(
        s.registrations,
        and(eq(s.registrations.participationId, s.participations.id), eq(s.registrations.position, 1)),
      )
      .innerJoin(s.rates, eq(s.rates.id, s.participations.rateId))
      .orderBy(s.participations.id);
    const row = rows.find(predicate);
    if (!row) throw new Error('no such participation in the seed');
    return row;
  }

  it('holds after bookings, payments and statuses written by the services', async () => {
    expect((await expected()).length).toBeGreaterThan(30);
    await expectSummaryTrue();
  });

  it('follows refunds and payment outcomes, added, changed and removed', async () => {
    const db = t.database.db;
    const [paid] = await db
      .select({ id: s.participationListSummary.participationId })
      .from(s.participationListSummary)
      .where(eq(s.participationListSummary.paymentStatus, 'paid'))
      .limit(1);
    if (!paid) throw new Error('no paid participation in the seed');
    const refund = { participationId: paid.id, kind: 'refund', method: 'card', currency: 'EUR' } as const;
    const [pending] = await db
      .insert(s.payments)
      .values([{ ...refund, status: 'pending', amountCents: 5_000 }])
      .returning({ id: s.payments.id });
    await expectSummaryTrue();
    // An open refund request on a paid participation: owed money (decisions 41), no longer "paid".
    const [owed] = await db
      .select({ status: s.participationListSummary.paymentStatus })
      .from(s.participationListSummary)
      .where(eq(s.participationListSummary.participationId, paid.id));
    expect(owed?.status).toBe('refund_due');
    await db.insert(s.payments).values([
      { ...refund, status: 'confirmed', amountCents: 2_500 },
      { ...refund, status: 'denied', amountCents: 1_000 },
    ]);
    await expectSummaryTrue();
    await db
      .update(s.payments)
      .set({ status: 'confirmed' })
      .where(eq(s.payments.id, pending?.id ?? 0));
    const owing = await pick((r) => r.status === 'pending');
    const [charge] = await db
      .insert(s.payments)
      .values({
        participationId: owing.id,
        kind: 'charge',
        method: 'bank_transfer',
        status: 'pending',
        amountCents: 10_000,
        currency: 'EUR',
      })
      .returning({ id: s.payments.id });
    await expectSummaryTrue();
    await db
      .update(s.payments)
      .set({ status: 'denied' })
      .where(eq(s.payments.id, charge?.id ?? 0));
    await expectSummaryTrue();
    await db
      .update(s.payments)
      .set({ amountCents: 123, status: 'confirmed' })
      .where(eq(s.payments.id, charge?.id ?? 0));
    await expectSummaryTrue();
    await db.delete(s.payments).where(eq(s.payments.id, charge?.id ?? 0));
    await expectSummaryTrue();
  });

  it('adds the extra nights booked to the due, and follows them when they change (decisions 46)', async () => {
    const db = t.database.db;
    const paid = await db
      .select({ id: s.participationListSummary.participationId })
      .from(s.participationListSummary)
      .where(eq(s.participationListSummary.paymentStatus, 'paid'))
      .limit(1);
    const id = paid[0]?.id ?? 0;
    const nights = [
      { night: '2027-06-09', priceCents: 12_000 },
      { night: '2027-06-12', priceCents: 9_550 },
    ];
    await db.update(s.participations).set({ extraNights: nights }).where(eq(s.participations.id, id));
    await expectSummaryTrue();
    const [row] = await db
      .select({ due: s.participationListSummary.dueCents, status: s.participationListSummary.paymentStatus })
      .from(s.participationListSummary)
      .where(eq(s.participationListSummary.participationId, id));
    expect(row).toEqual({ due: 21_550, status: 'partly_paid' });
    await db.update(s.participations).set({ extraNights: [] }).where(eq(s.participations.id, id));
    await expectSummaryTrue();
  });

  it('follows registration statuses, rooms and removed companions', async () => {
    const db = t.database.db;
    const withSecond = await pick((r) => r.second === 'accompany' && r.status !== 'cancelled');
    await db
      .update(s.registrations)
      .set({ statusRegistration: 'cancelled' })
      .where(and(eq(s.registrations.participationId, withSecond.id), eq(s.registrations.position, 2)));
    await expectSummaryTrue();
    await db
      .update(s.registrations)
      .set({ statusRegistration: 'on_hold', roomOption: 'twin' })
      .where(and(eq(s.registrations.participationId, withSecond.id), eq(s.registrations.position, 1)));
    await expectSummaryTrue();
    await db
      .delete(s.registrations)
      .where(and(eq(s.registrations.participationId, withSecond.id), eq(s.registrations.position, 2)));
    await expectSummaryTrue();
    const other = await pick((r) => r.status === 'confirmed' && r.id !== withSecond.id);
    await db
      .update(s.registrations)
      .set({ statusRegistration: 'cancelled' })
      .where(eq(s.registrations.participationId, other.id));
    await expectSummaryTrue();
  });

  it('follows rate prices, people and moved rates, and drops deleted participations', async () => {
    const db = t.database.db;
    const some = await pick((r) => r.status !== 'cancelled');
    await db
      .update(s.rates)
      .set({ firstParticipantPrice: '612.50', secondParticipantPrice: '99.99' })
      .where(eq(s.rates.id, some.rateId));
    await expectSummaryTrue();
    const [participation] = await db.select().from(s.participations).where(eq(s.participations.id, some.id));
    await db
      .update(s.participants)
      .set({ lastName: 'Zyx-Renamed', firstName: 'Ärne', memberNumber: 'M-RENAMED', participantTypeId: null })
      .where(eq(s.participants.id, participation?.mainParticipantId ?? 0));
    await expectSummaryTrue();
    const sharing = await db
      .select({ id: s.rates.id })
      .from(s.rates)
      .where(eq(s.rates.secondParticipantType, 'member'));
    await db
      .update(s.participations)
      .set({ rateId: sharing[0]?.id ?? some.rateId, accompanyingMemberNumber: 'M-RENAMED' })
      .where(eq(s.participations.id, some.id));
    await expectSummaryTrue();
    await db
      .update(s.rates)
      .set({ secondParticipantType: 'accompany' })
      .where(
        inArray(
          s.rates.id,
          sharing.map((r) => r.id),
        ),
      );
    await expectSummaryTrue();
    const doomed = await pick((r) => r.id !== some.id);
    await db.delete(s.participations).where(eq(s.participations.id, doomed.id));
    await expectSummaryTrue();
  });

  describe('pending changes made through the API (decisions 32)', () => {
    let double: number;
    const newClient = async () => clientAs(t, (await insertUsers(t.database.db, 1))[0]!);

    async function paidDouble() {
      double ??= await insertRate(t.database.db, {
        roomOption: 'twin/double',
        firstParticipantPrice: '800.00',
        secondParticipantType: 'accompany',
        secondParticipantPrice: '400.00',
      });
      const client = await newClient();
      const booked = await client.post('/api/registration/submit', {
        ...bookingBody(double),
        roomOption: 'double',
        companion: person('Yuki', { email: 'yuki@summary.test' }),
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const id = booked.json().id as number;
      await payByCard(client, id);
      return { client, id };
    }

    async function payByCard(client: TestClient, participationId: number) {
      const created = await client.post('/api/payment/stripe/create', { participation: participationId });
      expect(created.statusCode, created.body).toBe(200);
      const paid = await client.post('/api/payment/offline/confirm', {
        clientSecret: created.json().clientSecret,
        cardNumber: '4242424242424242',
        expMonth: 1,
        expYear: 2031,
        cvc: '123',
        billingName: 'Claire Martin',
        billingEmail: 'claire@summary.test',
      });
      expect(paid.json().status).toBe('succeeded');
    }

    const withoutCompanion = () => ({
      ...bookingBody(double),
      roomOption: 'double' as const,
      confirmCompanionRemoval: true,
    });

    it('holds while a change waits, after it expires, and after REFUND or a move completes it', async () => {
      const abandoned = await paidDouble();
      const held = await abandoned.client.post('/api/registration/submit', withoutCompanion());
      expect(held.json().pendingChange).not.toBeNull();
      await expectSummaryTrue();
      t.clock.advance(31 * 60_000);
      await createServices({
        config: t.config,
        db: t.database.db,
        clock: () => t.clock.now,
      }).payments.holds.expireHolds(t.clock.now);
      await expectSummaryTrue();

      const refunded = await paidDouble();
      await refunded.client.post('/api/registration/submit', withoutCompanion());
      const refund = await refunded.client.post('/api/payment/confirm', { participation: refunded.id });
      expect(refund.json()).toMatchObject({ label: 'REFUND' });
      await expectSummaryTrue();

      const dearer = await insertRate(t.database.db, { firstParticipantPrice: '1000.00', quota: 5 });
      const moved = await paidDouble();
      const next = await moved.client.post('/api/registration/submit', {
        ...bookingBody(dearer),
        confirmCompanionRemoval: true,
      });
      expect(next.json()).toMatchObject({ pendingChange: { rate: { id: dearer } } });
      await expectSummaryTrue();
      await moved.client.post('/api/payment/confirm', { participation: moved.id });
      const [after] = await t.database.db
        .select({ rateId: s.participations.rateId })
        .from(s.participations)
        .where(eq(s.participations.id, moved.id));
      expect(after?.rateId).toBe(dearer);
      await expectSummaryTrue();
    });
  });
});
