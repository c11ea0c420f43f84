import { randomUUID } from 'node:crypto';
import { DESK_MESSAGES } from '@congress/domain/contracts/payments-desk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestClient, type TestContext } from '../../../test/test-app.ts';
import { rates } from '../../db/schema/index.ts';
import {
  type CongressFixture,
  createCongress,
  outboxOf,
  paymentsOf,
  registrationsOf,
  TEST_JWT_SECRET,
} from '../../../test/fixtures/payment-fixtures.ts';
import { deskFixtures } from '../../../test/fixtures/desk-fixtures.ts';

describe('payments desk: refund requests and manual payments', () => {
  let t: TestContext;
  let congress: CongressFixture;
  let admin: TestClient;
  let viewer: TestClient;
  let f: ReturnType<typeof deskFixtures>;
  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    congress = await createCongress(t.database.db);
    f = deskFixtures(t);
    admin = await f.staffClient(['ROLE_ADMIN'], congress.id);
    viewer = await f.staffClient(['ROLE_VISUALISATION'], congress.id);
  });
  afterAll(() => t.close());

  /** The participant's rate gets cheaper and REFUND records a request (decisions 15). */
  async function refundRequest(
    made: { owner: TestClient; participationId: number; rateId: number },
    price: string,
  ) {
    await t.database.db.update(rates).set({ firstParticipantPrice: price }).where(eq(rates.id, made.rateId));
    const response = await made.owner.post('/api/payment/confirm', { participation: made.participationId });
    expect(response.json()).toMatchObject({ label: 'REFUND' });
    const refund = (await paymentsOf(t.database.db, made.participationId)).find((p) => p.kind === 'refund');
    if (!refund) throw new Error('no refund request');
    return refund;
  }

  const refunds = (client: TestClient) => client.get(`/api/payments-desk/congress/${congress.slug}/refunds`);
  const approve = (client: TestClient, id: number) =>
    client.post(`/api/payments-desk/refund/${id}/approve`, {});
  const refuse = (client: TestClient, id: number, reason: unknown) =>
    client.post(`/api/payments-desk/refund/${id}/refuse`, { reason });

  it('approves a card refund through the provider, with a credit note e-mailed', async () => {
    const made = await f.paidByCard(congress);
    const refund = await refundRequest(made, '550.00');
    // The desk is an admin's (decisions 40).
    expect((await refunds(viewer)).statusCode).toBe(403);
    const listed = await refunds(admin);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items).toContainEqual(
      expect.objectContaining({
        paymentId: refund.id,
        amountCents: 25000,
        originalMethod: 'card',
        settledBy: 'provider',
      }),
    );
    expect((await approve(viewer, refund.id)).statusCode).toBe(403);

    const response = await approve(admin, refund.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'confirmed', message: DESK_MESSAGES.refundApproved });
    expect(response.json().creditNoteNumber).toBeTruthy();
    const [done] = (await paymentsOf(t.database.db, made.participationId)).filter((p) => p.id === refund.id);
    expect(done?.status).toBe('confirmed');
    expect(done?.informationsPayment).toMatchObject({
      providerRefundId: expect.stringMatching(/^re_offline_/),
    });
    const [note] = await f.invoicesOfPayment(refund.id, 'credit_note');
    const mails = (await outboxOf(t.database.db, congress.id)).filter((m) => m.purpose === 'refund');
    expect(mails.filter((m) => m.attachments.some((a) => a.fileId === note?.fileId))).toHaveLength(1);
    expect(await f.auditOf(refund.id)).toMatchObject([
      { action: 'approve-refund', after: { status: 'confirmed' } },
    ]);

    const again = await approve(admin, refund.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DESK_MESSAGES.refundAlreadySettled);
    expect((await refunds(admin)).json().items.map((i: { paymentId: number }) => i.paymentId)).not.toContain(
      refund.id,
    );
  });

  it('approves a transfer refund by hand, with a credit note', async () => {
    const transfer = await f.pendingTransfer(congress);
    const received = await admin.post(`/api/payments-desk/transfer/${transfer.paymentId}/received`, {
      amount: '800.00',
      receivedOn: f.today(),
    });
    expect(received.statusCode, received.body).toBe(200);
    const refund = await refundRequest(transfer, '600.00');
    expect(refund).toMatchObject({ method: 'bank_transfer', refundOfPaymentId: transfer.paymentId });
    const item = (await refunds(admin))
      .json()
      .items.find((i: { paymentId: number }) => i.paymentId === refund.id);
    expect(item).toMatchObject({ settledBy: 'hand', originalMethod: 'bank_transfer', amountCents: 20000 });

    const response = await approve(admin, refund.id);
    expect(response.statusCode, response.body).toBe(200);
    const [done] = (await paymentsOf(t.database.db, transfer.participationId)).filter(
      (p) => p.id === refund.id,
    );
    expect(done).toMatchObject({ status: 'confirmed' });
    expect(done?.informationsPayment).toMatchObject({ settledBy: 'hand' });
    expect(await f.invoicesOfPayment(refund.id, 'credit_note')).toHaveLength(1);
  });

  it('refuses a request with a reason: refused, the participant told, registrations kept, no new REFUND', async () => {
    const made = await f.paidByCard(congress);
    const refund = await refundRequest(made, '700.00');
    expect((await refuse(admin, refund.id, '')).statusCode).toBe(400);
    expect((await refuse(viewer, refund.id, 'Too late for refunds')).statusCode).toBe(403);

    const response = await refuse(admin, refund.id, 'Too late for refunds');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'denied', message: DESK_MESSAGES.refundRefused });
    const [done] = (await paymentsOf(t.database.db, made.participationId)).filter((p) => p.id === refund.id);
    expect(done).toMatchObject({ status: 'denied', comment: 'Refund refused: Too late for refunds' });
    // The refused request closes the credit it asked for (decisions 31): nothing due, no REFUND again.
    const summary = await made.owner.get(`/api/payment/participation/${made.participationId}`);
    expect(summary.json()).toMatchObject({
      amountDueCents: 0,
      action: 'CONFIRM',
      statement: { refundRefusedCents: 10000, creditCents: 0 },
    });
    const again = await made.owner.post('/api/payment/confirm', { participation: made.participationId });
    expect(again.json()).toMatchObject({ label: 'CONFIRM', amountCents: 0 });
    const mail = (await outboxOf(t.database.db, congress.id)).find(
      (m) => m.purpose === 'refund-refused' && m.toAddress === made.email,
    );
    expect(mail?.text).toContain('Reason: Too late for refunds');
    expect((await registrationsOf(t.database.db, made.participationId))[0]?.statusRegistration).toBe(
      'confirmed',
    );
    expect(await f.auditOf(refund.id)).toMatchObject([
      { action: 'refuse-refund', after: { reason: 'Too late for refunds' } },
    ]);
    expect((await refuse(admin, refund.id, 'Again')).statusCode).toBe(409);
    expect((await approve(admin, refund.id)).statusCode).toBe(409);
  });

  const search = (client: TestClient, text: string) =>
    client.get(
      `/api/payments-desk/congress/${congress.slug}/participations?search=${encodeURIComponent(text)}`,
    );
  const manual = (client: TestClient, id: number, body: Record<string, unknown>) =>
    client.post(`/api/payments-desk/participation/${id}/manual-payment`, body);

  it('records a manual payment: partial leaves the rest due, the last part confirms and invoices', async () => {
    const made = await f.participationWithOwner(congress, '800.00');
    expect((await search(viewer, made.email)).statusCode).toBe(403);
    const found = await search(admin, made.email);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().items).toEqual([
      expect.objectContaining({
        participationId: made.participationId,
        amountDueCents: 80000,
        receivedCents: 0,
      }),
    ]);
    expect(
      (await manual(viewer, made.participationId, { amount: '300', receivedOn: f.today() })).statusCode,
    ).toBe(403);

    const key = randomUUID();
    const first = await manual(admin, made.participationId, {
      amount: '300',
      receivedOn: f.today(),
      comment: 'Cash at the desk',
      requestKey: key,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      amountCents: 30000,
      amountDueCents: 50000,
      registrationsConfirmed: false,
    });
    const twice = await manual(admin, made.participationId, {
      amount: '300',
      receivedOn: f.today(),
      requestKey: key,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(DESK_MESSAGES.manualDuplicate);
    const tooMuch = await manual(admin, made.participationId, { amount: '500.01', receivedOn: f.today() });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().fields).toEqual({ amount: DESK_MESSAGES.manualMoreThanDue });

    const last = await manual(admin, made.participationId, { amount: '500.00', receivedOn: f.today() });
    expect(last.json()).toMatchObject({ amountDueCents: 0, registrationsConfirmed: true });
    expect(last.json().invoiceNumber).toBeTruthy();
    const payments = await paymentsOf(t.database.db, made.participationId);
    expect(payments.map((p) => [p.method, p.status, p.amountCents])).toEqual([
      ['manual', 'confirmed', 30000],
      ['manual', 'confirmed', 50000],
    ]);
    expect((await registrationsOf(t.database.db, made.participationId))[0]?.statusRegistration).toBe(
      'confirmed',
    );
    expect(await f.invoicesOfPayment(payments[1]?.id ?? 0, 'invoice')).toHaveLength(1);
    expect(await f.auditOf(payments[1]?.id ?? 0)).toMatchObject([{ action: 'record-manual-payment' }]);
    expect(
      (await manual(admin, made.participationId, { amount: '1', receivedOn: f.today() })).json().message,
    ).toBe(DESK_MESSAGES.manualNothingDue);
  });

  it('refuses a manual payment while a transfer is pending, and finds it by its reference', async () => {
    const transfer = await f.pendingTransfer(congress);
    const found = await search(admin, transfer.reference);
    expect(found.json().items).toEqual([
      expect.objectContaining({
        participationId: transfer.participationId,
        pendingTransferReference: transfer.reference,
      }),
    ]);
    const response = await manual(admin, transfer.participationId, { amount: '800', receivedOn: f.today() });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(DESK_MESSAGES.manualTransferPending);
    expect((await search(admin, 'x')).statusCode).toBe(400);
    expect((await search(transfer.owner, transfer.reference)).statusCode).toBe(403);
    const other = await createCongress(t.database.db);
    const foreignAdmin = await f.staffClient(['ROLE_ADMIN'], other.id);
    expect(
      (await manual(foreignAdmin, transfer.participationId, { amount: '1', receivedOn: f.today() }))
        .statusCode,
    ).toBe(403);
    expect((await refunds(foreignAdmin)).statusCode).toBe(403);
  });
});
