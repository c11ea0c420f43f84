import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestContext, type TestContext } from '../../../test/test-app.ts';
import { participations, rates } from '../../db/schema/index.ts';
import { createPaymentProviders } from '../../lib/payments/providers.ts';
import { createServices } from '../../services.ts';
import {
  type CongressFixture,
  createCongress,
  createParticipation,
  createRate,
  createUser,
  paymentsOf,
  signInAs,
  TEST_JWT_SECRET,
} from '../../../test/fixtures/payment-fixtures.ts';

describe('POST /api/payment/stripe/create (offline provider)', () => {
  let t: TestContext;
  let congress: CongressFixture;
  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    congress = await createCongress(t.database.db);
  });
  afterAll(() => t.close());

  async function owner(price = '800.00') {
    const rateId = await createRate(t.database.db, congress, { price });
    const participation = await createParticipation(t.database.db, congress, rateId);
    const client = createClient(t.app);
    await signInAs(client, participation.userId);
    return { client, participation, rateId };
  }

  it('keeps one open card payment: the same amount answers the same client secret', async () => {
    const { client, participation } = await owner();
    const first = await client.post('/api/payment/stripe/create', { participation: participation.id });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      amountCents: 80000,
      currency: 'EUR',
      provider: 'offline',
      publishableKey: null,
    });
    const second = await client.post('/api/payment/stripe/create', { participation: participation.id });
    expect(second.json().clientSecret).toBe(first.json().clientSecret);
    const rows = await paymentsOf(t.database.db, participation.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'charge',
      method: 'card',
      status: 'pending',
      amountCents: 80000,
      provider: 'offline',
    });
  });

  it('cancels and replaces the open payment when the amount due changed', async () => {
    const { client, participation, rateId } = await owner();
    const first = await client.post('/api/payment/stripe/create', { participation: participation.id });
    await t.database.db.update(rates).set({ firstParticipantPrice: '950.00' }).where(eq(rates.id, rateId));
    const second = await client.post('/api/payment/stripe/create', { participation: participation.id });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().amountCents).toBe(95000);
    expect(second.json().clientSecret).not.toBe(first.json().clientSecret);
    const rows = await paymentsOf(t.database.db, participation.id);
    expect(rows.map((row) => [row.status, row.amountCents])).toEqual([
      ['cancelled', 80000],
      ['pending', 95000],
    ]);
  });

  it('extends the hold by the congress hold time when a card payment starts', async () => {
    const { client, participation } = await owner();
    t.clock.advance(20 * 60_000);
    await client.post('/api/payment/stripe/create', { participation: participation.id });
    const [row] = await t.database.db
      .select()
      .from(participations)
      .where(eq(participations.id, participation.id));
    expect(row?.holdExpiresAt?.getTime()).toBe(t.clock.now.getTime() + 30 * 60_000);
    expect(row?.paymentMethodChoice).toBe('card');
  });

  it('answers 409 when nothing is due, 404 for a missing participation, 403 to another participant', async () => {
    const free = await owner('0.00');
    const nothing = await free.client.post('/api/payment/stripe/create', {
      participation: free.participation.id,
    });
    expect(nothing.statusCode).toBe(409);
    // The web tells "already paid" from other conflicts by this code, never by the message's text.
    expect(nothing.json().code).toBe('NOTHING_TO_PAY');
    expect(await paymentsOf(t.database.db, free.participation.id)).toHaveLength(0);
    const missing = await free.client.post('/api/payment/stripe/create', { participation: 99_999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Participation not found');
    const absent = await free.client.post('/api/payment/stripe/create', {});
    expect(absent.statusCode).toBe(400);
    expect(absent.json().message).toBe('Participation not found');
    const other = await owner();
    const foreign = await free.client.post('/api/payment/stripe/create', {
      participation: other.participation.id,
    });
    expect(foreign.statusCode).toBe(403);
    const anonymous = await createClient(t.app).post('/api/payment/stripe/create', {
      participation: other.participation.id,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets an admin of the congress start it, never a read-only viewer', async () => {
    const { participation } = await owner();
    const admin = createClient(t.app);
    await signInAs(admin, (await createUser(t.database.db, ['ROLE_ADMIN'], congress.id)).id);
    expect(
      (await admin.post('/api/payment/stripe/create', { participation: participation.id })).statusCode,
    ).toBe(200);
    const viewer = createClient(t.app);
    await signInAs(viewer, (await createUser(t.database.db, ['ROLE_VISUALISATION'], congress.id)).id);
    expect(
      (await viewer.post('/api/payment/stripe/create', { participation: participation.id })).statusCode,
    ).toBe(403);
  });

  it('lists the payment and invoice routes in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    for (const path of [
      '/api/payment/stripe/create',
      '/api/payment/offline/confirm',
      '/api/payment/bank-transfer',
      '/api/export/invoice/{type}',
    ]) {
      expect(document.paths[path], path).toBeDefined();
    }
    expect(document.paths['/api/payment/stripe/create'].post.requestBody).toBeDefined();
  });

  it('refuses the offline card form in production, even for an offline payment row', async () => {
    const { client, participation } = await owner();
    const { clientSecret } = (
      await client.post('/api/payment/stripe/create', { participation: participation.id })
    ).json();
    const production = createServices({
      config: { ...t.config, isProduction: true },
      db: t.database.db,
      clock: () => t.clock.now,
    }).payments;
    const attempt = production.offline.confirm({
      clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 1,
      expYear: 2030,
      cvc: '123',
      billingName: 'Claire Martin',
      billingEmail: 'claire@payments.test',
    });
    await expect(attempt).rejects.toMatchObject({ statusCode: 409 });
    expect((await paymentsOf(t.database.db, participation.id)).map((row) => row.status)).toEqual(['pending']);
  });

  it('answers 409 once the hold expired', async () => {
    const { client, participation } = await owner();
    await t.database.db
      .update(participations)
      .set({ holdExpiresAt: new Date(t.clock.now.getTime() - 1000) })
      .where(eq(participations.id, participation.id));
    const response = await client.post('/api/payment/stripe/create', { participation: participation.id });
    expect(response.statusCode).toBe(409);
  });
});

describe('payment provider choice (decisions 27)', () => {
  it('refuses the offline provider in production: only bank transfer is offered', () => {
    const production = createPaymentProviders({
      isProduction: true,
      stripeSecretKey: undefined,
      stripeApiBase: undefined,
    });
    expect(() => production.forCongress({ stripePublicKey: 'pk_test' })).toThrow(/bank transfer/);
    const demo = createPaymentProviders({
      isProduction: false,
      stripeSecretKey: undefined,
      stripeApiBase: undefined,
    });
    expect(demo.forCongress({ stripePublicKey: 'pk_test' }).name).toBe('offline');
    const stripe = createPaymentProviders({
      isProduction: true,
      stripeSecretKey: 'sk_test_x',
      stripeApiBase: undefined,
    });
    expect(stripe.forCongress({ stripePublicKey: 'pk_test' }).name).toBe('stripe');
    expect(() => stripe.forCongress({ stripePublicKey: null })).toThrow(/bank transfer/);
  });
});
