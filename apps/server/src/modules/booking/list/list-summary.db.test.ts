import { accountStatement } from '@congress/domain/account-statement';
import { participationPriceCents } from '@congress/domain/pricing';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBulk } from '../../../../seed/bulk.ts';
import { createTestContext, type TestContext } from '../../../../test/test-app.ts';
import * as s from '../../../db/schema/index.ts';

/**
 * The stored list summary (issue 14) against the same values recomputed in JavaScript from the rows,
 * with the domain's account statement for the due, after every kind of write: bookings, card and
 * transfer payments and admin statuses (the bulk seed goes through the services), then refunds,
 * payment outcomes, cancelled and removed registrations, rate prices, people, and moved rates.
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
      const lastCharge = mine.filter((x) => x.kind === 'charge' && x.status !== 'denied').at(-1);
      const active = regs.filter((r) => r.participationId === p.id && r.statusRegistration !== 'cancelled');
      const priceCents =
        main.statusRegistration === 'cancelled' ? 0 : participationPriceCents(rate, active.length);
      return [
        {
          participationId: p.id,
          congressId: p.congressId,
          registrationStatus: main.statusRegistration,
          paymentStatus: lastCharge?.status ?? 'pending',
          dueCents: accountStatement({ priceCents, payments: mine }).dueCents,
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
    const paid = await pick((r) => r.status === 'confirmed');
    const refund = { participationId: paid.id, kind: 'refund', method: 'card', currency: 'EUR' } as const;
    const [pending] = await db
      .insert(s.payments)
      .values([{ ...refund, status: 'pending', amountCents: 5_000 }])
      .returning({ id: s.payments.id });
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
});
