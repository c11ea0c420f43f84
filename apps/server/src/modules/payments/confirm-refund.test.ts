import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createTestContext,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import { invoices, rates } from '../../db/schema/index.ts';
import { createServices, type Services } from '../../services.ts';
import type { PaymentsService } from './payments.service.ts';
import {
  type CongressFixture,
  createCongress,
  createParticipation,
  createRate,
  createUser,
  outboxOf,
  paymentsOf,
  registrationsOf,
  signInAs,
  TEST_JWT_SECRET,
} from '../../../test/fixtures/payment-fixtures.ts';

describe('amount due, CONFIRM and REFUND (decisions 13, 15)', () => {
  let t: TestContext;
  let congress: CongressFixture;
  let services: PaymentsService;
  let modules: Services;
  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    congress = await createCongress(t.database.db);
    modules = createServices({ config: t.config, db: t.database.db, clock: () => t.clock.now });
    services = modules.payments;
  });
  afterAll(() => t.close());

  async function paidParticipation(target: CongressFixture, price = '800.00') {
    const rateId = await createRate(t.database.db, target, { price });
    const participation = await createParticipation(t.database.db, target, rateId);
    const client = createClient(t.app);
    await signInAs(client, participation.userId);
    if (price !== '0.00') {
      const { clientSecret } = (
        await client.post('/api/payment/stripe/create', { participation: participation.id })
      ).json();
      const paid = await client.post('/api/payment/offline/confirm', {
        clientSecret,
        cardNumber: '4242424242424242',
        expMonth: 1,
        expYear: 2031,
        cvc: '123',
        billingName: 'Claire Martin',
        billingEmail: 'claire@payments.test',
      });
      expect(paid.json().status).toBe('succeeded');
    }
    return { client, participationId: participation.id, rateId };
  }

  const summary = (client: TestClient, id: number) => client.get(`/api/payment/participation/${id}`);

  it('paid 800, rate changed to 550: REFUND 250, then the amount due is 0 and CONFIRM saves', async () => {
    const { client, participationId, rateId } = await paidParticipation(congress);
    expect((await summary(client, participationId)).json()).toMatchObject({
      priceCents: 80000,
      paidCents: 80000,
      amountDueCents: 0,
      action: 'CONFIRM',
    });
    await t.database.db.update(rates).set({ firstParticipantPrice: '550.00' }).where(eq(rates.id, rateId));
    expect((await summary(client, participationId)).json()).toMatchObject({
      amountDueCents: -25000,
      action: 'REFUND',
    });

    const refund = await client.post('/api/payment/confirm', { participation: participationId });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json()).toEqual({ label: 'REFUND', amountCents: 25000, currency: 'EUR' });
    const [charge, request] = await paymentsOf(t.database.db, participationId);
    expect(request).toMatchObject({
      kind: 'refund',
      method: 'card',
      status: 'pending',
      amountCents: 25000,
      refundOfPaymentId: charge?.id,
    });
    expect((await registrationsOf(t.database.db, participationId)).map((r) => r.statusRegistration)).toEqual([
      'confirmed',
    ]);

    // The request is open: the credit stays on the statement (decisions 31) and is not asked twice.
    const after = (await summary(client, participationId)).json();
    expect(after).toMatchObject({
      amountDueCents: -25000,
      action: 'CONFIRM',
      statement: { refundRequestedCents: 25000, creditCents: 0, actionAmountCents: 0 },
    });
    const confirm = await client.post('/api/payment/confirm', { participation: participationId });
    expect(confirm.json()).toEqual({ label: 'CONFIRM', amountCents: 0, currency: 'EUR' });
    expect(await paymentsOf(t.database.db, participationId)).toHaveLength(2);
    expect((await registrationsOf(t.database.db, participationId))[0]?.statusRegistration).toBe('confirmed');
  });

  it('approveRefund: an admin completes the refund and a credit note refers to the invoice', async () => {
    const { client, participationId, rateId } = await paidParticipation(congress);
    await t.database.db.update(rates).set({ firstParticipantPrice: '600.00' }).where(eq(rates.id, rateId));
    await client.post('/api/payment/confirm', { participation: participationId });
    const [, refund] = await paymentsOf(t.database.db, participationId);
    const owner = await modules.booking.findParticipationOwner(t.database.db, participationId);
    const participant = await modules.auth.findSessionSubject('user', owner?.userId ?? 0);
    if (!participant) throw new Error('participant session');
    await expect(services.refunds.approveRefund(refund?.id ?? 0, participant)).rejects.toMatchObject({
      statusCode: 403,
    });

    const adminUser = await createUser(t.database.db, ['ROLE_ADMIN'], congress.id);
    const admin = await modules.auth.findSessionSubject('user', adminUser.id);
    if (!admin) throw new Error('admin session');
    const done = await services.refunds.approveRefund(refund?.id ?? 0, admin);
    expect(done).toMatchObject({ status: 'confirmed', amountCents: 20000 });
    expect(done.informationsPayment).toMatchObject({ approvedBy: { id: adminUser.id } });
    const [invoice] = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.participationId, participationId), eq(invoices.kind, 'invoice')));
    const [creditNote] = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.participationId, participationId), eq(invoices.kind, 'credit_note')));
    expect(creditNote).toMatchObject({
      creditsInvoiceId: invoice?.id,
      paymentId: refund?.id,
      number: (invoice?.number ?? 0) + 1,
    });
    const mails = (await outboxOf(t.database.db, congress.id)).filter((m) => m.purpose === 'refund');
    expect(mails.filter((m) => m.attachments.some((a) => a.fileId === creditNote?.fileId))).toHaveLength(1);
    expect((await services.refunds.approveRefund(refund?.id ?? 0, admin)).status).toBe('confirmed');
    const creditNotes = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.participationId, participationId), eq(invoices.kind, 'credit_note')));
    expect(creditNotes).toHaveLength(1);
  });

  it('refunds card payments at once when the congress does not ask for approval', async () => {
    const quick = await createCongress(t.database.db, { cardRefundsNeedApproval: false });
    const { client, participationId, rateId } = await paidParticipation(quick);
    await t.database.db.update(rates).set({ firstParticipantPrice: '700.00' }).where(eq(rates.id, rateId));
    const response = await client.post('/api/payment/confirm', { participation: participationId });
    expect(response.json()).toMatchObject({ label: 'REFUND', amountCents: 10000 });
    const [, refund] = await paymentsOf(t.database.db, participationId);
    expect(refund).toMatchObject({ kind: 'refund', status: 'confirmed', amountCents: 10000 });
    const notes = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.participationId, participationId), eq(invoices.kind, 'credit_note')));
    expect(notes).toHaveLength(1);
  });

  it('CONFIRM of a free rate confirms; an amount still due answers 409', async () => {
    const free = await paidParticipation(congress, '0.00');
    const confirmed = await free.client.post('/api/payment/confirm', { participation: free.participationId });
    expect(confirmed.json()).toMatchObject({ label: 'CONFIRM' });
    expect((await registrationsOf(t.database.db, free.participationId))[0]?.statusRegistration).toBe(
      'confirmed',
    );
    const rateId = await createRate(t.database.db, congress, { price: '300.00' });
    const unpaid = await createParticipation(t.database.db, congress, rateId);
    const client = createClient(t.app);
    await signInAs(client, unpaid.userId);
    expect((await summary(client, unpaid.id)).json()).toMatchObject({
      amountDueCents: 30000,
      action: 'PAYE',
    });
    expect((await client.post('/api/payment/confirm', { participation: unpaid.id })).statusCode).toBe(409);
  });

  it('CONFIRM leaves registrations pending while a transfer is on its way (not fully paid)', async () => {
    const rateId = await createRate(t.database.db, congress, { price: '500.00' });
    const participation = await createParticipation(t.database.db, congress, rateId);
    const client = createClient(t.app);
    await signInAs(client, participation.userId);
    await client.post('/api/payment/bank-transfer', { participation: participation.id });
    const response = await client.post('/api/payment/confirm', { participation: participation.id });
    expect(response.json()).toMatchObject({ label: 'CONFIRM' });
    expect((await registrationsOf(t.database.db, participation.id))[0]?.statusRegistration).toBe('pending');
  });
});
