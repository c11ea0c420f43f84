import { accountStatement } from '@congress/domain/account-statement';
import { listFigureText, type ListFigure } from '@congress/domain/contracts/list-figures';
import type { TOverview } from '@congress/domain/contracts/overview';
import type { TParticipationListPage } from '@congress/domain/contracts/participation-list';
import { isToReceive, paymentStatusOf } from '@congress/domain/payment-status';
import { participationPriceCents } from '@congress/domain/pricing';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBulk } from '../../../seed/bulk.ts';
import { DEMO_CHOSEN_ACTIVITIES } from '../../../seed/demo-participations.ts';
import { congressIdOf, createUser, signIn } from '../../../test/fixtures/auth-fixtures.ts';
import {
  createClient,
  createTestContext,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import * as s from '../../db/schema/index.ts';

const DAY = 86_400_000;

/**
 * The organiser overview against a reference computed in JavaScript from the rows (the domain's
 * account statement, booking's place rule), on the demo congress plus bulk participations whose
 * dates are moved to known days; and every figure against the count of the list its link opens.
 */
describe('GET /api/overview/congress/:slug', () => {
  let t: TestContext;
  let congressId: number;
  let viewer: TestClient;
  let overview: TOverview;

  const listTotal = async (figure: ListFigure | null, status = 'all') => {
    const query = figure ? `&figure=${encodeURIComponent(listFigureText(figure))}` : '';
    const response = await viewer.get(
      `/api/participation/congress/demo/${status}/all/all/all/all?pageSize=1${query}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as TParticipationListPage).total;
  };

  /** Known data: some bookings made 10 days ago, transfers chosen 20 and 10 days ago, stays, a full activity. */
  async function arrange() {
    const db = t.database.db;
    const now = t.clock.now.getTime();
    const parts = await db
      .select({ id: s.participations.id })
      .from(s.participations)
      .where(eq(s.participations.congressId, congressId))
      .orderBy(s.participations.id);
    const old = parts.filter((_, i) => i % 3 === 0).map((p) => p.id);
    await db
      .update(s.participations)
      .set({ createdAt: new Date(now - 10 * DAY) })
      .where(inArray(s.participations.id, old));
    const transfers = await db
      .select({ id: s.payments.id })
      .from(s.payments)
      .innerJoin(s.participations, eq(s.participations.id, s.payments.participationId))
      .where(
        and(
          eq(s.participations.congressId, congressId),
          eq(s.payments.kind, 'charge'),
          eq(s.payments.method, 'bank_transfer'),
          eq(s.payments.status, 'pending'),
        ),
      )
      .orderBy(s.payments.id);
    expect(transfers.length).toBeGreaterThanOrEqual(4);
    const [first, second, third] = transfers;
    await db
      .update(s.payments)
      .set({ date: new Date(now - 20 * DAY) })
      .where(eq(s.payments.id, first?.id ?? 0));
    await db
      .update(s.payments)
      .set({ date: new Date(now - 10 * DAY) })
      .where(inArray(s.payments.id, [second?.id ?? 0, third?.id ?? 0]));
    const regs = await db
      .select({ id: s.registrations.id })
      .from(s.registrations)
      .where(eq(s.registrations.congressId, congressId))
      .orderBy(s.registrations.id);
    for (const [i, reg] of regs.entries()) {
      const arrival = `2027-06-0${1 + (i % 3)}`;
      const departure = `2027-06-0${3 + (i % 4)}`;
      await db
        .update(s.registrations)
        .set({ arrivalDate: arrival, departureDate: departure })
        .where(eq(s.registrations.id, reg.id));
    }
    // The congress's own nights lie within the stays, so the chart's nights are the stays' (the chart
    // spans both: the demo congress has dates of its own).
    await db
      .update(s.congresses)
      .set({ startsOn: '2027-06-02', endsOn: '2027-06-04' })
      .where(eq(s.congresses.id, congressId));
    // Kenji Tanaka and his companion Yuki both chose it: two places, one row of the list.
    const [chosen] = await db
      .select({ activityId: s.activities.id })
      .from(s.activities)
      .where(
        and(eq(s.activities.congressId, congressId), eq(s.activities.label, DEMO_CHOSEN_ACTIVITIES[0] ?? '')),
      );
    // A live waiting-list offer holds a place on a rate: booking counts it, it has no participation.
    const [offerRate] = await db
      .select({ id: s.rates.id })
      .from(s.rates)
      .where(eq(s.rates.congressId, congressId))
      .orderBy(s.rates.id)
      .limit(1);
    const waiting = await createUser(db, { congressSlug: 'demo' });
    await db.insert(s.waitingListEntries).values({
      congressId,
      rateId: offerRate?.id ?? 0,
      userId: waiting.id,
      position: 1,
      status: 'offered',
      offerTokenHash: 'overview-test-offer',
      offeredAt: new Date(now),
      offerExpiresAt: new Date(now + DAY),
    });
    return { fullActivityId: chosen?.activityId ?? 0, offerRateId: offerRate?.id ?? 0 };
  }

  async function reference() {
    const db = t.database.db;
    const now = t.clock.now;
    const parts = await db.select().from(s.participations).where(eq(s.participations.congressId, congressId));
    const ids = parts.map((p) => p.id);
    const regs = await db.select().from(s.registrations).where(inArray(s.registrations.participationId, ids));
    const rateRows = await db.select().from(s.rates).where(eq(s.rates.congressId, congressId));
    const pays = await db.select().from(s.payments).where(inArray(s.payments.participationId, ids));
    const changes = await db
      .select()
      .from(s.pendingChanges)
      .where(inArray(s.pendingChanges.participationId, ids));
    const since = now.getTime() - 7 * DAY;
    const rows = parts.flatMap((p) => {
      const main = regs.find((r) => r.participationId === p.id && r.position === 1);
      const rate = rateRows.find((r) => r.id === p.rateId);
      if (!main || !rate) return [];
      const mine = pays.filter((x) => x.participationId === p.id);
      const active = regs.filter((r) => r.participationId === p.id && r.statusRegistration !== 'cancelled');
      const isActive = main.statusRegistration !== 'cancelled';
      const statement = accountStatement({
        priceCents: isActive ? participationPriceCents(rate, active.length) : 0,
        payments: mine,
      });
      const paymentStatus = paymentStatusOf(statement, { isCancelled: !isActive });
      const standing = isActive && (p.holdExpiresAt === null || p.holdExpiresAt > now);
      // Decisions 32: a change onto another rate holds a place there too until it expires.
      const change = changes.find((c) => c.participationId === p.id);
      const changingTo =
        standing && change && change.holdExpiresAt > now && change.rateId !== p.rateId ? change.rateId : null;
      return [
        {
          p,
          rate,
          isActive,
          // Decisions 41: Wait payment = active with something still to receive.
          isPending: isActive && isToReceive(paymentStatus),
          paymentStatus,
          isNew: p.createdAt.getTime() > since,
          statement,
          standing,
          changingTo,
          transfers: mine.filter(
            (x) => x.kind === 'charge' && x.method === 'bank_transfer' && x.status === 'pending',
          ),
        },
      ];
    });
    return { rows, rateRows, regs };
  }

  beforeAll(async () => {
    t = await createTestContext();
    congressId = await congressIdOf(t.database.db);
    await seedBulk(t.database.db, { participations: 60 });
    const account = await createUser(t.database.db, { roles: ['ROLE_VISUALISATION'], grants: ['demo'] });
    viewer = createClient(t.app);
    expect((await signIn(viewer, account, 'user')).statusCode).toBe(200);
  }, 300_000);
  afterAll(() => t.close());

  it('answers every figure as the rows say, and each link lists exactly the rows behind it', async () => {
    const { fullActivityId, offerRateId } = await arrange();
    await t.database.db.update(s.activities).set({ quota: 1 }).where(eq(s.activities.id, fullActivityId));
    const response = await viewer.get('/api/overview/congress/demo');
    expect(response.statusCode, response.body).toBe(200);
    overview = response.json() as TOverview;
    const { rows, rateRows } = await reference();

    const count = (keep: (row: (typeof rows)[number]) => boolean) => rows.filter(keep).length;
    const registrations = {
      active: { total: count((r) => r.isActive), lastWeek: count((r) => r.isActive && r.isNew) },
      pending: { total: count((r) => r.isPending), lastWeek: count((r) => r.isPending && r.isNew) },
      cancelled: { total: count((r) => !r.isActive), lastWeek: count((r) => !r.isActive && r.isNew) },
    };
    expect(overview.registrations).toEqual(registrations);
    expect(registrations.active.lastWeek).toBeLessThan(registrations.active.total);
    for (const [tab, figure] of Object.entries(overview.registrations)) {
      expect(await listTotal(null, tab)).toBe(figure.total);
      expect(await listTotal({ kind: 'new', since: overview.newSince }, tab)).toBe(figure.lastWeek);
    }

    const sum = (pick: (row: (typeof rows)[number]) => number, keep: (value: number) => boolean) => {
      const values = rows.map(pick).filter(keep);
      return { cents: values.reduce((a, b) => a + b, 0), participations: values.length };
    };
    const positive = (v: number) => v > 0;
    expect(overview.money).toEqual({
      invoiced: sum((r) => r.statement.priceCents, positive),
      collected: sum(
        (r) => r.statement.receivedCents,
        (v) => v !== 0,
      ),
      awaiting: sum((r) => r.statement.awaitingTransferCents, positive),
      due: sum((r) => r.statement.dueCents, positive),
      'to-collect': sum(
        (r) => Math.max(0, r.statement.dueCents) + r.statement.awaitingTransferCents,
        positive,
      ),
      owed: {
        cents: rows.reduce(
          (a, r) => a + (r.paymentStatus === 'refund_due' ? Math.max(0, -r.statement.dueCents) : 0),
          0,
        ),
        participations: count((r) => r.paymentStatus === 'refund_due'),
      },
    });
    // The card agrees with itself, still to collect = awaiting transfer + due.
    expect(overview.money['to-collect'].cents).toBe(overview.money.awaiting.cents + overview.money.due.cents);
    expect(overview.money.due.cents).toBeGreaterThan(0);
    expect(overview.money.collected.cents).toBeGreaterThan(0);
    expect(overview.money.awaiting.cents).toBeGreaterThan(0);
    for (const [which, figure] of Object.entries(overview.money)) {
      const total = await listTotal({ kind: 'money', which: which as keyof TOverview['money'] });
      expect(total, which).toBe(figure.participations);
    }

    const now = t.clock.now.getTime();
    const chosenWithin = (from: number, to: number) =>
      sum(
        (r) =>
          r.transfers
            .filter((x) => x.date.getTime() >= from && x.date.getTime() < to)
            .reduce((a, x) => a + x.amountCents, 0),
        positive,
      );
    expect(overview.transfers).toEqual({
      overdue: chosenWithin(0, now - 15 * DAY),
      'due-week': chosenWithin(now - 15 * DAY, now - 8 * DAY),
    });
    expect(overview.transfers.overdue.participations).toBe(1);
    expect(overview.transfers['due-week'].participations).toBe(2);
    for (const which of ['overdue', 'due-week'] as const) {
      expect(await listTotal({ kind: 'transfer', which })).toBe(overview.transfers[which].participations);
    }

    const offers = (await t.database.db.select().from(s.waitingListEntries)).filter(
      (o) => o.status === 'offered' && o.offerExpiresAt !== null && o.offerExpiresAt > t.clock.now,
    );
    expect(offers.some((o) => o.rateId === offerRateId)).toBe(true);
    const hotels = overview.hotels.flatMap((h) => h.rates.map((rate) => ({ ...rate, hotelId: h.hotelId })));
    expect(hotels.map((r) => r.rateId).sort()).toEqual(rateRows.map((r) => r.id).sort());
    for (const rate of hotels) {
      const expected = count(
        (r) => (r.standing && r.p.rateId === rate.rateId) || r.changingTo === rate.rateId,
      );
      const offered = offers.filter((o) => o.rateId === rate.rateId).length;
      expect(rate.offered, rate.label).toBe(offered);
      expect(rate.taken, rate.label).toBe(expected + offered);
      expect(rate.quota).toBe(rateRows.find((r) => r.id === rate.rateId)?.quota);
      expect(await listTotal({ kind: 'place-rate', id: rate.rateId })).toBe(expected);
    }
    // The same count booking answers for the rate (GET /api/rate/:id/count, decisions 9).
    const counted = await viewer.get(`/api/rate/${offerRateId}/count`);
    expect(counted.statusCode).toBe(200);
    expect(counted.json()).toBe(hotels.find((r) => r.rateId === offerRateId)?.taken);
    for (const hotel of overview.hotels) {
      expect(hotel.taken).toBe(hotel.rates.reduce((a, r) => a + r.taken, 0));
      // A change between two rates of the hotel holds a place on each until it completes: one row, two places.
      const inHotel = new Set(hotel.rates.map((r) => r.rateId));
      const twice = count((r) => r.standing && inHotel.has(r.p.rateId) && inHotel.has(r.changingTo ?? 0));
      const offered = hotel.rates.reduce((a, r) => a + r.offered, 0);
      expect(await listTotal({ kind: 'place-hotel', id: hotel.hotelId })).toBe(hotel.taken - twice - offered);
    }

    const full = overview.activities.find((a) => a.activityId === fullActivityId);
    expect(full?.quota).toBe(1);
    expect(full?.taken).toBeGreaterThan(full?.participations ?? 0);
    for (const activity of overview.activities) {
      expect(activity.taken).toBeGreaterThanOrEqual(activity.quota * 0.8);
    }
    // The same places as the activities screen counts, and the list shows the participations choosing it.
    const stats = await viewer.get('/api/activity/congress/demo');
    expect(stats.statusCode).toBe(200);
    const chosen = new Map((stats.json() as { id: number; chosen: number }[]).map((a) => [a.id, a.chosen]));
    const db = t.database.db;
    for (const activity of overview.activities) {
      expect(activity.taken).toBe(chosen.get(activity.activityId));
      const choosers = await db
        .selectDistinct({ id: s.registrations.participationId })
        .from(s.activityChoices)
        .innerJoin(s.registrations, eq(s.registrations.id, s.activityChoices.registrationId))
        .where(
          and(
            eq(s.activityChoices.activityId, activity.activityId),
            ne(s.registrations.statusRegistration, 'cancelled'),
          ),
        );
      expect(activity.participations).toBe(choosers.length);
      expect(await listTotal({ kind: 'activity', id: activity.activityId })).toBe(choosers.length);
    }
  }, 120_000);

  it('draws charts whose last points are the figures, and the nights people stay', async () => {
    const { regs } = await reference();
    expect(overview.charts.registrations.at(-1)?.total).toBe(overview.registrations.active.total);
    expect(overview.charts.registrations.length).toBeGreaterThanOrEqual(2);
    expect(overview.charts.money.at(-1)).toMatchObject({
      invoicedCents: overview.money.invoiced.cents,
      collectedCents: overview.money.collected.cents,
    });
    const nights = overview.charts.occupancy.map((n) => n.night);
    expect(nights).toEqual(['2027-06-01', '2027-06-02', '2027-06-03', '2027-06-04', '2027-06-05']);
    for (const { night, hotels } of overview.charts.occupancy) {
      for (const { hotelId, people } of hotels) {
        const staying = regs.filter(
          (r) =>
            r.hotelId === hotelId &&
            r.statusRegistration !== 'cancelled' &&
            (r.arrivalDate ?? '') <= night &&
            (r.departureDate ?? '') > night,
        );
        expect(people, `${night} ${hotelId}`).toBe(staying.length);
      }
    }
  });

  it('shows a congress without participations as zeros, and refuses strangers and unknown figures', async () => {
    const admin = await createUser(t.database.db, { roles: ['ROLE_ADMIN'], grants: ['closed-demo'] });
    const client = createClient(t.app);
    expect((await signIn(client, admin, 'user')).statusCode).toBe(200);
    const empty = await client.get('/api/overview/congress/closed-demo');
    expect(empty.statusCode, empty.body).toBe(200);
    const body = empty.json() as TOverview;
    expect(body.registrations.active).toEqual({ total: 0, lastWeek: 0 });
    expect(body.money.due).toEqual({ cents: 0, participations: 0 });
    expect(body.charts.registrations).toEqual([]);
    expect(body.charts.occupancy).toEqual([]);
    expect((await client.get('/api/overview/congress/demo')).statusCode).toBe(403);
    expect((await client.get('/api/overview/congress/nowhere')).statusCode).toBe(404);
    const bad = await viewer.get(
      '/api/participation/congress/demo/all/all/all/all/all?figure=money:everything',
    );
    expect(bad.statusCode).toBe(400);
  });
});
