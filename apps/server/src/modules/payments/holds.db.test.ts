import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient, type TestClient, type TestContext } from '../../../test/test-app.ts';
import { invoices } from '../../db/schema/index.ts';
import { createServices } from '../../services.ts';
import type { PaymentsService } from './payments.service.ts';
import { startPaymentTimers } from './payment-timers.ts';
import { signedEvent, type StripeStub } from '../../../test/stripe-stub.ts';
import {
  type CongressFixture,
  createParticipation,
  createRate,
  outboxOf,
  paymentsOf,
  registrationsOf,
  signInAs,
} from '../../../test/fixtures/payment-fixtures.ts';
import { type StripeWorld, startStripeWorld } from '../../../test/fixtures/stripe-world.ts';

const HOLD_MS = 30 * 60_000;

describe('holds: the sweep and late successes (decisions 11)', () => {
  let t: TestContext;
  let stub: StripeStub;
  let congress: CongressFixture;
  let world: StripeWorld;
  let services: PaymentsService;
  beforeAll(async () => {
    world = await startStripeWorld();
    ({ t, stub, congress } = world);
    services = createServices({ config: t.config, db: t.database.db, clock: () => t.clock.now }).payments;
  });
  afterAll(() => world.close());

  async function startCardPayment(
    rateId: number,
  ): Promise<{ client: TestClient; participationId: number; intentId: string }> {
    const participation = await createParticipation(t.database.db, congress, rateId, {
      holdUntil: new Date(t.clock.now.getTime() + HOLD_MS),
    });
    const client = createClient(t.app);
    await signInAs(client, participation.userId);
    const created = await client.post('/api/payment/stripe/create', { participation: participation.id });
    expect(created.statusCode, created.body).toBe(200);
    const [payment] = await paymentsOf(t.database.db, participation.id);
    return { client, participationId: participation.id, intentId: payment?.providerIntentId ?? '' };
  }

  const deliverSuccess = (client: TestClient, intentId: string) => {
    stub.setStatus(intentId, 'succeeded');
    const event = signedEvent('payment_intent.succeeded', stub.intents.get(intentId) ?? {});
    return client.request({
      method: 'POST',
      url: '/api/payment/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      payload: event.payload,
    });
  };

  it('cancels an expired hold: the open card payment with the provider first, then the registrations', async () => {
    const rateId = await createRate(t.database.db, congress);
    const other = await startCardPayment(rateId);
    const { participationId, intentId } = await startCardPayment(rateId);
    t.clock.advance(HOLD_MS - 60_000);
    expect(await services.holds.expireHolds(t.clock.now)).toBe(0);
    expect((await registrationsOf(t.database.db, participationId))[0]?.statusRegistration).toBe('pending');
    t.clock.advance(2 * 60_000);
    expect(await services.holds.expireHolds(t.clock.now)).toBeGreaterThanOrEqual(2);
    expect(stub.requestsTo('POST', `/v1/payment_intents/${intentId}/cancel`)).toHaveLength(1);
    expect(stub.intents.get(intentId)?.status).toBe('canceled');
    expect((await paymentsOf(t.database.db, participationId)).map((row) => row.status)).toEqual([
      'cancelled',
    ]);
    const registrations = await registrationsOf(t.database.db, participationId);
    expect(registrations.map((r) => [r.statusRegistration, r.statusComment])).toEqual([
      ['cancelled', 'hold expired'],
    ]);
    expect((await registrationsOf(t.database.db, other.participationId))[0]?.statusRegistration).toBe(
      'cancelled',
    );
    expect(await services.holds.expireHolds(t.clock.now)).toBe(0);
  });

  it('restores the registrations of a late success when the rate still has a free place', async () => {
    const rateId = await createRate(t.database.db, congress, { quota: 5 });
    const { client, participationId, intentId } = await startCardPayment(rateId);
    // The customer confirmed just before expiry: Stripe refuses to cancel a processing intent.
    stub.setStatus(intentId, 'processing');
    t.clock.advance(HOLD_MS + 60_000);
    await services.holds.expireHolds(t.clock.now);
    expect((await registrationsOf(t.database.db, participationId))[0]?.statusComment).toBe('hold expired');
    expect((await paymentsOf(t.database.db, participationId))[0]?.status).toBe('pending');

    expect((await deliverSuccess(client, intentId)).statusCode).toBe(200);
    const registrations = await registrationsOf(t.database.db, participationId);
    expect(registrations.map((r) => [r.statusRegistration, r.statusComment])).toEqual([['confirmed', null]]);
    expect((await paymentsOf(t.database.db, participationId)).map((row) => row.status)).toEqual([
      'confirmed',
    ]);
    expect(
      await t.database.db.select().from(invoices).where(eq(invoices.participationId, participationId)),
    ).toHaveLength(1);
  });

  it('refunds a late success automatically, with an e-mail, when the rate is full', async () => {
    const rateId = await createRate(t.database.db, congress, { quota: 1 });
    const { client, participationId, intentId } = await startCardPayment(rateId);
    t.clock.advance(HOLD_MS + 60_000);
    // The expired hold no longer counts: someone else takes the last place before the sweep runs.
    await createParticipation(t.database.db, congress, rateId, {
      holdUntil: new Date(t.clock.now.getTime() + HOLD_MS),
    });
    const refundsBefore = stub.requestsTo('POST', '/v1/refunds').length;

    expect((await deliverSuccess(client, intentId)).statusCode).toBe(200);
    const refunds = stub.requestsTo('POST', '/v1/refunds').slice(refundsBefore);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.form.get('payment_intent')).toBe(intentId);
    expect(refunds[0]?.form.get('amount')).toBe('80000');
    const [charge, refund] = await paymentsOf(t.database.db, participationId);
    expect(charge).toMatchObject({ kind: 'charge', status: 'confirmed' });
    expect(refund).toMatchObject({
      kind: 'refund',
      method: 'card',
      status: 'confirmed',
      amountCents: 80000,
      refundOfPaymentId: charge?.id,
    });
    expect(refunds[0]?.idempotencyKey).toBe(`refund-${refund?.id}`);
    const registrations = await registrationsOf(t.database.db, participationId);
    expect(registrations.map((r) => [r.statusRegistration, r.statusComment])).toEqual([
      ['cancelled', 'hold expired'],
    ]);
    const mails = (await outboxOf(t.database.db, congress.id)).filter(
      (m) => m.purpose === 'late-payment-refund',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('€800.00');
    expect(
      await t.database.db.select().from(invoices).where(eq(invoices.participationId, participationId)),
    ).toHaveLength(0);
  });

  it('runs from the workers timer every interval', async () => {
    const rateId = await createRate(t.database.db, congress);
    const { id } = await createParticipation(t.database.db, congress, rateId, {
      holdUntil: new Date(Date.now() - 1000),
    });
    const { payments } = createServices({ config: t.config, db: t.database.db, clock: () => new Date() });
    const timers = startPaymentTimers({ payments, log: t.app.log, intervalMs: 50 });
    try {
      await vi.waitFor(
        async () =>
          expect((await registrationsOf(t.database.db, id))[0]?.statusRegistration).toBe('cancelled'),
        {
          timeout: 5000,
          interval: 50,
        },
      );
    } finally {
      await timers.stop();
    }
  });
});
