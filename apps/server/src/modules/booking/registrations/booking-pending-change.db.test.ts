import { MESSAGES } from '@congress/domain/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestClient, type TestContext } from '../../../../test/test-app.ts';
import {
  bookingBody,
  clientAs,
  demoRateId,
  insertRate,
  insertStaff,
  insertUsers,
  person,
} from '../../../../test/fixtures/booking-fixtures.ts';
import { payments, rates, registrations, users } from '../../../db/schema/index.ts';
import { createServices } from '../../../services.ts';

const MINUTE = 60_000;
type Registration = { position: number; statusRegistration: string };

describe('a change to a paid participation waits for the participant (decisions 32, 33, 35)', () => {
  let t: TestContext;
  let double: number;
  const sweep = () =>
    createServices({
      config: t.config,
      db: t.database.db,
      clock: () => t.clock.now,
    }).payments.holds.expireHolds(t.clock.now);
  beforeAll(async () => {
    t = await createTestContext();
    double = await insertRate(t.database.db, {
      roomOption: 'twin/double',
      firstParticipantPrice: '800.00',
      secondParticipantType: 'accompany',
      secondParticipantPrice: '400.00',
    });
  });
  afterAll(() => t.close());

  const newClient = async () => clientAs(t, (await insertUsers(t.database.db, 1))[0]!);
  const withCompanion = (rateId = double) => ({
    ...bookingBody(rateId),
    roomOption: 'double' as const,
    companion: person('Yuki', { email: 'yuki@booking.test' }),
  });
  const withoutCompanion = (rateId = double) => ({
    ...bookingBody(rateId),
    roomOption: 'double' as const,
    confirmCompanionRemoval: true,
  });
  const mine = async (client: TestClient) =>
    (await client.get('/api/participation/mine/congress/demo')).json();
  const paymentsOf = (participationId: number) =>
    t.database.db.select().from(payments).where(eq(payments.participationId, participationId));

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
      billingEmail: 'claire@booking.test',
    });
    expect(paid.json().status).toBe('succeeded');
    return created.json().amountCents as number;
  }

  async function paidDouble() {
    const client = await newClient();
    const booked = (await client.post('/api/registration/submit', withCompanion())).json();
    expect(await payByCard(client, booked.id)).toBe(120000);
    return { client, id: booked.id as number };
  }

  it('removing the companion of a paid €1,200 double then closing the tab changes nothing', async () => {
    const { client, id } = await paidDouble();
    const next = await client.post('/api/registration/submit', withoutCompanion());
    expect(next.statusCode, next.body).toBe(200);
    const body = next.json();
    // In force: the double with its companion, as paid.
    expect(body).toMatchObject({ priceCents: 120000, amountDueCents: 0, accompanyingFirstName: 'Yuki' });
    expect(body.registrations.map((r: Registration) => r.statusRegistration)).toEqual([
      'confirmed',
      'confirmed',
    ]);
    // Pending: the room without the companion, with €400 to ask back.
    expect(body.pendingChange).toMatchObject({
      second: null,
      statement: { priceCents: 80000, dueCents: -40000, action: 'REFUND', creditCents: 40000 },
    });
    expect((await paymentsOf(id)).filter((p) => p.kind === 'refund')).toEqual([]);

    t.clock.advance(31 * MINUTE);
    await sweep();
    const after = await mine(client);
    expect(after).toMatchObject({ priceCents: 120000, accompanyingFirstName: 'Yuki', pendingChange: null });
    expect(after.registrations.map((r: Registration) => r.statusRegistration)).toEqual([
      'confirmed',
      'confirmed',
    ]);
    expect((await paymentsOf(id)).filter((p) => p.kind === 'refund')).toEqual([]);
  });

  it('completing the change with REFUND applies it: the companion leaves and €400 is asked back', async () => {
    const { client, id } = await paidDouble();
    await client.post('/api/registration/submit', withoutCompanion());
    const refund = await client.post('/api/payment/confirm', { participation: id });
    expect(refund.json()).toEqual({ label: 'REFUND', amountCents: 40000, currency: 'EUR' });
    const after = await mine(client);
    expect(after).toMatchObject({
      priceCents: 80000,
      pendingChange: null,
      statement: { refundRequestedCents: 40000 },
    });
    expect(after.registrations.map((r: Registration) => r.statusRegistration)).toEqual([
      'confirmed',
      'cancelled',
    ]);
  });

  it('a change to another rate holds its place there, and moves only when paid', async () => {
    const dearer = await insertRate(t.database.db, { firstParticipantPrice: '1000.00', quota: 1 });
    const { client, id } = await paidDouble();
    const next = await client.post('/api/registration/submit', {
      ...bookingBody(dearer),
      confirmCompanionRemoval: true,
    });
    expect(next.json()).toMatchObject({ rateId: double, pendingChange: { rate: { id: dearer } } });
    expect((await client.get(`/api/rate/${dearer}/count`)).json()).toBe(1);
    const other = await newClient();
    const refused = await other.post('/api/registration/submit', bookingBody(dearer));
    expect(refused.statusCode).toBe(409);

    // €1,000 for one person against €1,200 paid: a credit, so CONFIRM is not what is asked.
    expect(next.json().pendingChange.statement).toMatchObject({ action: 'REFUND', creditCents: 20000 });
    await client.post('/api/payment/confirm', { participation: id });
    expect(await mine(client)).toMatchObject({ rateId: dearer, lastRateId: double, pendingChange: null });
    expect((await client.get(`/api/rate/${dearer}/count`)).json()).toBe(1);
  });

  it('a dearer change is paid by card for the difference only, and applied on success', async () => {
    const dearer = await insertRate(t.database.db, {
      roomOption: 'twin/double',
      firstParticipantPrice: '1000.00',
      secondParticipantType: 'accompany',
      secondParticipantPrice: '400.00',
    });
    const { client, id } = await paidDouble();
    await client.post('/api/registration/submit', withCompanion(dearer));
    expect(await payByCard(client, id)).toBe(20000);
    const after = await mine(client);
    expect(after).toMatchObject({
      rateId: dearer,
      priceCents: 140000,
      amountDueCents: 0,
      pendingChange: null,
    });
  });

  it('an open refund request is settled against a later upgrade, not charged again', async () => {
    const cheaper = await insertRate(t.database.db, { firstParticipantPrice: '550.00' });
    const client = await newClient();
    const booked = (await client.post('/api/registration/submit', bookingBody(cheaper))).json();
    await t.database.db.update(rates).set({ firstParticipantPrice: '800.00' }).where(eq(rates.id, cheaper));
    expect(await payByCard(client, booked.id)).toBe(80000);
    await t.database.db.update(rates).set({ firstParticipantPrice: '550.00' }).where(eq(rates.id, cheaper));
    expect((await client.post('/api/payment/confirm', { participation: booked.id })).json()).toMatchObject({
      label: 'REFUND',
      amountCents: 25000,
    });
    // Back to an €800 room: the €250 asked back stays against it, nothing is charged.
    const back = await insertRate(t.database.db, { firstParticipantPrice: '800.00' });
    const next = (await client.post('/api/registration/submit', bookingBody(back))).json();
    expect(next.pendingChange.statement).toMatchObject({
      dueCents: 0,
      action: 'CONFIRM',
      excessRefundRequestCents: 25000,
    });
    expect((await client.post('/api/payment/confirm', { participation: booked.id })).json()).toMatchObject({
      label: 'CONFIRM',
    });
    const lines = await paymentsOf(booked.id);
    expect(lines.filter((p) => p.kind === 'charge').map((p) => p.amountCents)).toEqual([80000]);
    expect(lines.filter((p) => p.kind === 'refund').map((p) => p.status)).toEqual(['cancelled']);
    expect((await mine(client)).statement).toMatchObject({ dueCents: 0, refundRequestedCents: 0 });
  });

  it('a refused refund closes its credit: nothing due, and the same REFUND cannot be asked again', async () => {
    const cheaper = await insertRate(t.database.db, { firstParticipantPrice: '550.00' });
    const client = await newClient();
    const booked = (await client.post('/api/registration/submit', bookingBody(cheaper))).json();
    await t.database.db.update(rates).set({ firstParticipantPrice: '650.00' }).where(eq(rates.id, cheaper));
    expect(await payByCard(client, booked.id)).toBe(65000);
    await t.database.db.update(rates).set({ firstParticipantPrice: '550.00' }).where(eq(rates.id, cheaper));
    await client.post('/api/payment/confirm', { participation: booked.id });
    const [request] = (await paymentsOf(booked.id)).filter((p) => p.kind === 'refund');
    const admin = await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN'));
    const refused = await admin.post(`/api/payments-desk/refund/${request?.id}/refuse`, {
      reason: 'Too late',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect((await mine(client)).statement).toMatchObject({
      dueCents: 0,
      creditCents: 0,
      refundRefusedCents: 10000,
    });
    expect((await client.post('/api/payment/confirm', { participation: booked.id })).json()).toMatchObject({
      label: 'CONFIRM',
    });
    expect((await paymentsOf(booked.id)).filter((p) => p.kind === 'refund')).toHaveLength(1);
  });

  it('a transfer chosen can be replaced by a card payment, which cancels the transfer', async () => {
    const single = await insertRate(t.database.db, { firstParticipantPrice: '650.00' });
    const client = await newClient();
    const booked = (await client.post('/api/registration/submit', bookingBody(single))).json();
    expect((await client.post('/api/payment/bank-transfer', { participation: booked.id })).statusCode).toBe(
      200,
    );
    expect((await mine(client)).statement).toMatchObject({ dueCents: 0, awaitingTransferCents: 65000 });
    expect(await payByCard(client, booked.id)).toBe(65000);
    const lines = await paymentsOf(booked.id);
    expect(lines.map((p) => [p.method, p.status])).toEqual([
      ['bank_transfer', 'cancelled'],
      ['card', 'confirmed'],
    ]);
    expect((await mine(client)).statement).toMatchObject({
      paidCents: 65000,
      awaitingTransferCents: 0,
      dueCents: 0,
    });
  });

  it('a participation cancelled by the organiser cannot be reopened by its participant', async () => {
    const [paul] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'cancelled@demo.test'));
    const client = await clientAs(t, { kind: 'user', id: paul!.id });
    const rateId = await demoRateId(t.database.db, 'Partner single - Grand Hotel');
    const before = (await client.get(`/api/rate/${rateId}/count`)).json();
    const next = await client.post('/api/registration/submit', bookingBody(rateId));
    expect(next.statusCode).toBe(409);
    expect(next.json().message).toBe(MESSAGES.cancelledByOrganiserChange);
    expect((await client.get(`/api/rate/${rateId}/count`)).json()).toBe(before);
    const main = await t.database.db
      .select({ status: registrations.statusRegistration })
      .from(registrations)
      .where(eq(registrations.participationId, (await mine(client)).id));
    expect(main.map((r) => r.status)).toEqual(['cancelled']);
  });
});
