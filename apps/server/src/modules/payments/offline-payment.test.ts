import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createTestContext,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import {
  invoices,
  participations,
  processedPaymentEvents,
  rates,
  storedFiles,
} from '../../db/schema/index.ts';
import { offlineAttemptEvent } from '../../lib/payments/offline-provider.ts';
import { createServices } from '../../services.ts';
import type { PaymentsService } from './payments.service.ts';
import {
  type CongressFixture,
  createCongress,
  createParticipation,
  createRate,
  lastInvoiceNumberOf,
  outboxOf,
  paymentsOf,
  registrationsOf,
  signInAs,
  TEST_JWT_SECRET,
} from '../../../test/fixtures/payment-fixtures.ts';

const card = (cardNumber: string, clientSecret: string) => ({
  clientSecret,
  cardNumber,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  billingName: 'Claire Martin',
  billingEmail: 'claire@payments.test',
});

describe('offline card payments through the one event handler', () => {
  let t: TestContext;
  let congress: CongressFixture;
  let services: PaymentsService;
  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    congress = await createCongress(t.database.db);
    services = createServices({ config: t.config, db: t.database.db, clock: () => t.clock.now }).payments;
  });
  afterAll(() => t.close());

  async function startPayment(): Promise<{
    client: TestClient;
    participationId: number;
    clientSecret: string;
    rateId: number;
  }> {
    const rateId = await createRate(t.database.db, congress, { price: '800.00' });
    const participation = await createParticipation(t.database.db, congress, rateId);
    const client = createClient(t.app);
    await signInAs(client, participation.userId);
    const created = await client.post('/api/payment/stripe/create', { participation: participation.id });
    expect(created.statusCode, created.body).toBe(200);
    return { client, participationId: participation.id, clientSecret: created.json().clientSecret, rateId };
  }

  it('confirms the payment and registrations, issues one invoice numbered N+1 and queues one e-mail', async () => {
    const { client, participationId, clientSecret } = await startPayment();
    const before = await lastInvoiceNumberOf(t.database.db, congress.id);
    const pending = await client.get(`/api/payment/intent?client_secret=${clientSecret}`);
    expect(pending.json()).toMatchObject({
      status: 'requires_payment_method',
      participationId,
      amountCents: 80000,
    });
    const paid = await client.post('/api/payment/offline/confirm', card('4242 4242 4242 4242', clientSecret));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({ status: 'succeeded' });

    const [payment] = await paymentsOf(t.database.db, participationId);
    expect(payment).toMatchObject({ status: 'confirmed', amountCents: 80000 });
    expect(payment?.confirmedAt).not.toBeNull();
    expect(payment?.informationsPayment).toMatchObject({
      intentId: payment?.providerIntentId,
      last4: '4242',
    });
    expect((await registrationsOf(t.database.db, participationId)).map((r) => r.statusRegistration)).toEqual([
      'confirmed',
    ]);
    const [participation] = await t.database.db
      .select()
      .from(participations)
      .where(eq(participations.id, participationId));
    expect(participation?.holdExpiresAt).toBeNull();

    const issued = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.participationId, participationId));
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ kind: 'invoice', number: before + 1, paymentId: payment?.id });
    const mails = (await outboxOf(t.database.db, congress.id)).filter(
      (m) => m.purpose === 'payment-confirmation',
    );
    const mine = mails.filter((m) => m.attachments.some((a) => a.fileId === issued[0]?.fileId));
    expect(mine).toHaveLength(1);
    const [file] = await t.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, issued[0]?.fileId ?? ''));
    expect(file?.contentType).toBe('application/pdf');
    expect(file?.data.subarray(0, 5).toString()).toBe('%PDF-');

    const status = await client.get(`/api/payment/intent?client_secret=${clientSecret}`);
    expect(status.json()).toEqual({
      status: 'succeeded',
      participationId,
      amountCents: 80000,
      currency: 'EUR',
    });
  });

  it('changes nothing twice for a duplicated event, nor for a failure arriving after the success', async () => {
    const { participationId } = await startPayment();
    const [open] = await paymentsOf(t.database.db, participationId);
    const before = await lastInvoiceNumberOf(t.database.db, congress.id);
    const outboxBefore = (await outboxOf(t.database.db, congress.id)).length;
    const intent = {
      intentId: open?.providerIntentId ?? '',
      amountMinor: 80000,
      currency: 'EUR',
      last4: '4242',
    };
    const success = offlineAttemptEvent({ ...intent, failure: null });
    const outcomes = [];
    for (let i = 0; i < 3; i += 1) outcomes.push(await services.events.process(success));
    expect(outcomes).toEqual(['processed', 'duplicate', 'duplicate']);
    const late = offlineAttemptEvent({
      ...intent,
      failure: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
    });
    expect(await services.events.process(late)).toBe('processed');
    const recorded = await t.database.db
      .select()
      .from(processedPaymentEvents)
      .where(inArray(processedPaymentEvents.eventId, [success.id, late.id]));
    expect(recorded.map((row) => row.type).sort()).toEqual([
      'payment_intent.payment_failed',
      'payment_intent.succeeded',
    ]);

    const rows = await paymentsOf(t.database.db, participationId);
    expect(rows.map((row) => row.status)).toEqual(['confirmed']);
    const issued = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.participationId, participationId));
    expect(issued.map((invoice) => invoice.number)).toEqual([before + 1]);
    expect(await lastInvoiceNumberOf(t.database.db, congress.id)).toBe(before + 1);
    expect((await outboxOf(t.database.db, congress.id)).length).toBe(outboxBefore + 1);
    expect((await registrationsOf(t.database.db, participationId)).map((r) => r.statusRegistration)).toEqual([
      'confirmed',
    ]);
  });

  it('records a decline as Denied with the code, decline code and message, and keeps the payment open', async () => {
    const { client, participationId, clientSecret } = await startPayment();
    const declined = await client.post(
      '/api/payment/offline/confirm',
      card('4000000000000002', clientSecret),
    );
    expect(declined.json()).toEqual({
      status: 'requires_payment_method',
      error: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
    });
    const poor = await client.post('/api/payment/offline/confirm', card('4000000000009995', clientSecret));
    expect(poor.json().error).toEqual({
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    const wrong = await client.post('/api/payment/offline/confirm', card('1234 5678', clientSecret));
    expect(wrong.json().error).toEqual({
      code: 'incorrect_number',
      message: 'Your card number is incorrect.',
    });

    const rows = await paymentsOf(t.database.db, participationId);
    const [open, ...denied] = rows;
    expect(open).toMatchObject({ status: 'pending', method: 'card' });
    expect(denied).toHaveLength(3);
    expect(denied[0]).toMatchObject({
      kind: 'charge',
      method: 'card',
      status: 'denied',
      amountCents: 80000,
      comment: 'card_declined (generic_decline): Your card was declined.',
    });
    expect(denied[0]?.informationsPayment).toMatchObject({
      intentId: open?.providerIntentId,
      paymentMethodType: 'card',
      code: 'card_declined',
      decline_code: 'generic_decline',
    });
    expect(denied[1]?.comment).toBe('card_declined (insufficient_funds): Your card has insufficient funds.');
    expect((await registrationsOf(t.database.db, participationId))[0]?.statusRegistration).toBe('pending');
    expect((await client.get(`/api/payment/intent?client_secret=${clientSecret}`)).json().status).toBe(
      'requires_payment_method',
    );

    const paid = await client.post('/api/payment/offline/confirm', card('4242424242424242', clientSecret));
    expect(paid.json().status).toBe('succeeded');
  });

  it('records a failure the browser reports as Denied, never as a confirmed payment (decisions 25)', async () => {
    const { client, participationId, clientSecret } = await startPayment();
    const report = {
      participation: participationId,
      clientSecret,
      code: 'card_declined',
      decline_code: 'do_not_honor',
      message: 'Your card was declined.',
      statusPayment: 'confirmed',
      sum: '0.01',
    };
    const response = await client.post('/api/payment/create', report);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      statusPayment: 'denied',
      typePayment: 'card',
      amountCents: 80000,
      sum: '800.00',
    });
    const again = await client.post('/api/payment/create', report);
    expect(again.json().id).toBe(response.json().id);
    const rows = await paymentsOf(t.database.db, participationId);
    expect(rows.map((row) => row.status)).toEqual(['pending', 'denied']);
    expect(rows[1]?.comment).toBe('card_declined (do_not_honor): Your card was declined.');
  });

  it('answers 404 for an unknown client secret and 409 for a replaced payment', async () => {
    const { client, clientSecret, participationId, rateId } = await startPayment();
    const unknown = await client.post(
      '/api/payment/offline/confirm',
      card('4242424242424242', `${clientSecret}x`),
    );
    expect(unknown.statusCode).toBe(404);
    expect((await client.get(`/api/payment/intent?client_secret=${clientSecret}x`)).statusCode).toBe(404);
    await t.database.db.update(rates).set({ firstParticipantPrice: '900.00' }).where(eq(rates.id, rateId));
    await client.post('/api/payment/stripe/create', { participation: participationId });
    const replaced = await client.post(
      '/api/payment/offline/confirm',
      card('4242424242424242', clientSecret),
    );
    expect(replaced.statusCode).toBe(409);
    expect((await client.get(`/api/payment/intent?client_secret=${clientSecret}`)).json().status).toBe(
      'canceled',
    );
    expect((await paymentsOf(t.database.db, participationId)).map((row) => row.status)).toEqual([
      'cancelled',
      'pending',
    ]);
  });
});
