import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type TestClient, type TestContext } from '../../../test/test-app.ts';
import { invoices, rates } from '../../db/schema/index.ts';
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

describe('the Stripe provider against a local stub of its API', () => {
  let t: TestContext;
  let stub: StripeStub;
  let congress: CongressFixture;
  let world: StripeWorld;
  beforeAll(async () => {
    world = await startStripeWorld();
    ({ t, stub, congress } = world);
  });
  afterAll(() => world.close());

  async function start(): Promise<{
    client: TestClient;
    participationId: number;
    rateId: number;
    clientSecret: string;
  }> {
    const rateId = await createRate(t.database.db, congress, { price: '800.00' });
    const participation = await createParticipation(t.database.db, congress, rateId);
    const client = createClient(t.app);
    await signInAs(client, participation.userId);
    const created = await client.post('/api/payment/stripe/create', { participation: participation.id });
    expect(created.statusCode, created.body).toBe(200);
    return { client, participationId: participation.id, rateId, clientSecret: created.json().clientSecret };
  }

  const webhook = (client: TestClient, body: { payload: string; signature: string }) =>
    client.request({
      method: 'POST',
      url: '/api/payment/stripe/webhook',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': body.signature },
      payload: body.payload,
    });

  it('creates the intent with the payment id as idempotency key, once per amount', async () => {
    const before = stub.requestsTo('POST', '/v1/payment_intents').length;
    const { client, participationId, rateId, clientSecret } = await start();
    const [payment] = await paymentsOf(t.database.db, participationId);
    const creates = stub.requestsTo('POST', '/v1/payment_intents').slice(before);
    expect(creates).toHaveLength(1);
    expect(creates[0]?.idempotencyKey).toMatch(new RegExp(`^payment-${payment?.id}-\\d+$`));
    expect(creates[0]?.form.get('amount')).toBe('80000');
    expect(creates[0]?.form.get('currency')).toBe('eur');
    expect(payment).toMatchObject({
      provider: 'stripe',
      providerIntentId: stub.intents.get(payment?.providerIntentId ?? '')?.id,
    });
    expect(clientSecret).toBe(stub.intents.get(payment?.providerIntentId ?? '')?.client_secret);

    const again = await client.post('/api/payment/stripe/create', { participation: participationId });
    expect(again.json()).toMatchObject({
      clientSecret,
      provider: 'stripe',
      publishableKey: 'pk_test_payments',
    });
    expect(stub.requestsTo('POST', '/v1/payment_intents').slice(before)).toHaveLength(1);

    await t.database.db.update(rates).set({ firstParticipantPrice: '650.00' }).where(eq(rates.id, rateId));
    const changed = await client.post('/api/payment/stripe/create', { participation: participationId });
    expect(changed.json().amountCents).toBe(65000);
    expect(stub.intents.get(payment?.providerIntentId ?? '')?.status).toBe('canceled');
    expect(stub.requestsTo('POST', `/v1/payment_intents/${payment?.providerIntentId}/cancel`)).toHaveLength(
      1,
    );
  });

  it('refuses a webhook with a bad or missing signature (400) and changes nothing', async () => {
    const { client, participationId } = await start();
    const [payment] = await paymentsOf(t.database.db, participationId);
    const intent = { ...stub.intents.get(payment?.providerIntentId ?? ''), status: 'succeeded' };
    const forged = signedEvent('payment_intent.succeeded', intent, 'whsec_someone_else');
    expect((await webhook(client, forged)).statusCode).toBe(400);
    const genuine = signedEvent('payment_intent.succeeded', intent);
    const tampered = { payload: genuine.payload.replace('80000', '1'), signature: genuine.signature };
    expect((await webhook(client, tampered)).statusCode).toBe(400);
    const unsigned = await client.request({
      method: 'POST',
      url: '/api/payment/stripe/webhook',
      payload: genuine.payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await paymentsOf(t.database.db, participationId)).map((row) => row.status)).toEqual(['pending']);
  });

  it('confirms on a signed success once, however often it is delivered, and ignores a late failure', async () => {
    const { client, participationId } = await start();
    const [payment] = await paymentsOf(t.database.db, participationId);
    const intentId = payment?.providerIntentId ?? '';
    stub.setStatus(intentId, 'succeeded');
    const success = signedEvent('payment_intent.succeeded', stub.intents.get(intentId) ?? {});
    for (let i = 0; i < 3; i += 1) expect((await webhook(client, success)).statusCode).toBe(200);
    const failure = signedEvent('payment_intent.payment_failed', {
      ...stub.intents.get(intentId),
      status: 'requires_payment_method',
      last_payment_error: {
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        charge: 'ch_x',
      },
    });
    expect((await webhook(client, failure)).statusCode).toBe(200);
    const rows = await paymentsOf(t.database.db, participationId);
    expect(rows.map((row) => row.status)).toEqual(['confirmed']);
    expect(rows[0]?.informationsPayment).toMatchObject({ intentId, eventId: JSON.parse(success.payload).id });
    expect((await registrationsOf(t.database.db, participationId))[0]?.statusRegistration).toBe('confirmed');
    const issued = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.participationId, participationId));
    expect(issued).toHaveLength(1);
    const mails = (await outboxOf(t.database.db, congress.id)).filter((m) =>
      m.attachments.some((a) => a.fileId === issued[0]?.fileId),
    );
    expect(mails).toHaveLength(1);
  });

  it('records a signed failure as Denied with the comment of spec 4', async () => {
    const { client, participationId } = await start();
    const [payment] = await paymentsOf(t.database.db, participationId);
    const failure = signedEvent('payment_intent.payment_failed', {
      ...stub.intents.get(payment?.providerIntentId ?? ''),
      last_payment_error: {
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
        charge: 'ch_failed_1',
        payment_method: { id: 'pm_1', type: 'card' },
      },
    });
    expect((await webhook(client, failure)).statusCode).toBe(200);
    const rows = await paymentsOf(t.database.db, participationId);
    expect(rows.map((row) => row.status)).toEqual(['pending', 'denied']);
    expect(rows[1]).toMatchObject({
      amountCents: 80000,
      comment: 'card_declined (insufficient_funds): Your card has insufficient funds.',
    });
    expect(rows[1]?.informationsPayment).toMatchObject({
      intentId: payment?.providerIntentId,
      paymentMethodType: 'card',
    });
  });

  it('asks Stripe when no event arrived: a lost webhook delays nothing', async () => {
    const { client, participationId, clientSecret } = await start();
    const [payment] = await paymentsOf(t.database.db, participationId);
    expect((await client.get(`/api/payment/intent?client_secret=${clientSecret}`)).json().status).toBe(
      'requires_payment_method',
    );
    stub.setStatus(payment?.providerIntentId ?? '', 'processing');
    expect((await client.get(`/api/payment/intent?client_secret=${clientSecret}`)).json().status).toBe(
      'processing',
    );
    stub.setStatus(payment?.providerIntentId ?? '', 'succeeded');
    const status = await client.get(`/api/payment/intent?client_secret=${clientSecret}`);
    expect(status.json()).toEqual({
      status: 'succeeded',
      participationId,
      amountCents: 80000,
      currency: 'EUR',
    });
    expect((await paymentsOf(t.database.db, participationId)).map((row) => row.status)).toEqual([
      'confirmed',
    ]);
    expect(
      await t.database.db.select().from(invoices).where(eq(invoices.participationId, participationId)),
    ).toHaveLength(1);
  });
});
