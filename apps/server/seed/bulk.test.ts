import { and, count, eq, gt, inArray, isNull, like, ne, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import * as s from '../src/db/schema/index.ts';
import { bulkEmail, loadBulkContext, parseBulkArgs, seedBulk } from './bulk.ts';
import { planBulk } from './bulk-plan.ts';

describe('seed:bulk', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  it('parses --participations N and refuses anything else', () => {
    expect(parseBulkArgs(['--participations', '250'])).toEqual({ participations: 250 });
    expect(parseBulkArgs(['--participations=0'])).toEqual({ participations: 0 });
    for (const args of [[], ['--participations', 'many'], ['--participations', '-3'], ['--other', '1']]) {
      expect(() => parseBulkArgs(args), args.join(' ')).toThrow(/--participations must be a whole number/);
    }
  });

  it('books only the rates a participant can book now, and the open activities', async () => {
    const context = await loadBulkContext(db());
    const labels = context.rates.map((r) => r.label);
    // 14 rates: sold out, last year, next year and the last room (full) are not bookable.
    expect(labels).toHaveLength(10);
    for (const label of [
      'Single sold out - Harbour Inn',
      'Single last year - Harbour Inn',
      'Single next year - Harbour Inn',
      'Single last room - Harbour Inn',
    ]) {
      expect(labels).not.toContain(label);
    }
    expect(context.activities).toHaveLength(6);
  });

  it('plans a mix that covers every bookable rate and payment kind, deterministically', async () => {
    const context = await loadBulkContext(db());
    const plans = planBulk(context, 0, 10 * 4);
    expect(new Set(plans.map((p) => p.rate.id)).size).toBe(10);
    expect(new Set(plans.map((p) => p.payment))).toEqual(
      new Set(['card', 'card_denied', 'bank_transfer', 'none']),
    );
    expect(new Set(plans.map((p) => p.adminStatus))).toEqual(
      new Set([null, 'cancelled', 'on_hold', 'no_show']),
    );
    expect(plans.some((p) => p.withCompanion) && plans.some((p) => p.sharesWithMember)).toBe(true);
    expect(planBulk(await loadBulkContext(db()), 0, 10 * 4)).toEqual(plans);
  });

  it('adds nothing for 0', async () => {
    const [before] = await db().select({ n: count() }).from(s.participations);
    expect(await seedBulk(db(), { participations: 0 })).toEqual({ created: 0, quotaRaisedBy: 0 });
    const [after] = await db().select({ n: count() }).from(s.participations);
    expect(after?.n).toBe(before?.n);
  });

  it('adds 30 participations through the services: statuses, payments, pairs, activities, no overselling', async () => {
    const [before] = await db().select({ n: count() }).from(s.participations);
    const [outboxBefore] = await db().select({ n: count() }).from(s.emailOutbox);
    expect(await seedBulk(db(), { participations: 30 })).toEqual({ created: 30, quotaRaisedBy: 0 });
    const [after] = await db().select({ n: count() }).from(s.participations);
    expect((after?.n ?? 0) - (before?.n ?? 0)).toBe(30);

    const bulk = await db()
      .select({ participation: s.participations, participant: s.participants })
      .from(s.participations)
      .innerJoin(s.participants, eq(s.participants.id, s.participations.mainParticipantId))
      .where(like(s.participants.email, 'bulk-%@demo.test'));
    expect(bulk).toHaveLength(30);
    const ids = bulk.map((b) => b.participation.id);
    expect(new Set(bulk.map((b) => b.participation.rateId)).size).toBe(10);

    const mains = await db()
      .select()
      .from(s.registrations)
      .where(and(inArray(s.registrations.participationId, ids), eq(s.registrations.position, 1)));
    expect(new Set(mains.map((r) => r.statusRegistration))).toEqual(
      new Set(['pending', 'confirmed', 'cancelled', 'on_hold', 'no_show']),
    );

    const payments = await db().select().from(s.payments).where(inArray(s.payments.participationId, ids));
    const kinds = new Set(payments.map((p) => `${p.kind}/${p.method}/${p.status}`));
    for (const kind of ['charge/card/confirmed', 'charge/card/denied', 'charge/bank_transfer/pending']) {
      expect(kinds).toContain(kind);
    }
    const paid = new Set(payments.map((p) => p.participationId));
    expect(ids.some((id) => !paid.has(id))).toBe(true);

    // A companion, a pair naming each other, and choices for the companions too.
    const seconds = await db()
      .select({ registration: s.registrations, participant: s.participants })
      .from(s.registrations)
      .innerJoin(s.participants, eq(s.participants.id, s.registrations.participantId))
      .where(and(inArray(s.registrations.participationId, ids), eq(s.registrations.position, 2)));
    expect(seconds.length).toBeGreaterThan(0);
    const byNumber = new Map(bulk.map((b) => [b.participant.memberNumber, b.participation]));
    const pairs = bulk.filter((b) => {
      const mate = byNumber.get(b.participation.accompanyingMemberNumber);
      return mate?.accompanyingMemberNumber === b.participant.memberNumber;
    });
    expect(pairs.length).toBeGreaterThanOrEqual(2);
    const choices = await db()
      .select({ registrationId: s.activityChoices.registrationId })
      .from(s.activityChoices)
      .innerJoin(s.registrations, eq(s.registrations.id, s.activityChoices.registrationId))
      .where(inArray(s.registrations.participationId, ids));
    // Only confirmed places choose (decisions 34): the card and transfer payers and the free rate.
    expect(choices.length).toBeGreaterThanOrEqual(15);
    const companionIds = new Set(seconds.map((x) => x.registration.id));
    expect(choices.some((c) => companionIds.has(c.registrationId))).toBe(true);

    // No rate holds more places than its quota, no activity more choices than its places.
    const now = new Date();
    const rates = await db().select().from(s.rates);
    for (const rate of rates) {
      const [places] = await db()
        .select({ n: count() })
        .from(s.participations)
        .innerJoin(s.registrations, eq(s.registrations.participationId, s.participations.id))
        .where(
          and(
            eq(s.participations.rateId, rate.id),
            eq(s.registrations.position, 1),
            ne(s.registrations.statusRegistration, 'cancelled'),
            or(isNull(s.participations.holdExpiresAt), gt(s.participations.holdExpiresAt, now)),
          ),
        );
      expect(places?.n ?? 0, rate.label).toBeLessThanOrEqual(rate.quota);
    }
    for (const activity of await db().select().from(s.activities)) {
      const [chosen] = await db()
        .select({ n: count() })
        .from(s.activityChoices)
        .where(eq(s.activityChoices.activityId, activity.id));
      expect(chosen?.n ?? 0, activity.label).toBeLessThanOrEqual(activity.quota ?? Infinity);
    }

    // The generated participants' e-mails are not queued for sending.
    const [outboxAfter] = await db().select({ n: count() }).from(s.emailOutbox);
    expect(outboxAfter?.n).toBe(outboxBefore?.n);
    expect(bulk.map((b) => b.participant.email)).toContain(bulkEmail(0));
    // Thirty bookings, payments and choice saves through the services: slow on a loaded 2-core CI.
  }, 120_000);

  it('continues the numbering on a second run', async () => {
    expect(await seedBulk(db(), { participations: 2 })).toEqual({ created: 2, quotaRaisedBy: 0 });
    const [row] = await db().select({ n: count() }).from(s.users).where(like(s.users.email, 'bulk-%'));
    const [members] = await db()
      .select({ n: count() })
      .from(s.memberUsers)
      .where(like(s.memberUsers.email, 'bulk-%'));
    expect((row?.n ?? 0) + (members?.n ?? 0)).toBe(32);
  });
});
