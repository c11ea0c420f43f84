import { DESK_MESSAGES } from '@congress/domain/contracts/payments-desk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createTestContext,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import {
  type CongressFixture,
  createCongress,
  outboxOf,
  paymentsOf,
  registrationsOf,
  TEST_JWT_SECRET,
} from '../../../test/fixtures/payment-fixtures.ts';
import { startSmtpCapture } from '../../../test/smtp-capture.ts';
import { deliverOutbox } from '../../../test/outbox-delivery.ts';
import { deskFixtures } from '../../../test/fixtures/desk-fixtures.ts';

const DAY = 86_400_000;

describe('payments desk: pending bank transfers', () => {
  let t: TestContext;
  let congress: CongressFixture;
  let other: CongressFixture;
  let admin: TestClient;
  let viewer: TestClient;
  let f: ReturnType<typeof deskFixtures>;
  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    congress = await createCongress(t.database.db);
    other = await createCongress(t.database.db);
    f = deskFixtures(t);
    admin = await f.staffClient(['ROLE_ADMIN'], congress.id);
    viewer = await f.staffClient(['ROLE_VISUALISATION'], congress.id);
  });
  afterAll(() => t.close());

  const list = (client: TestClient, query = '') =>
    client.get(`/api/payments-desk/congress/${congress.slug}/transfers${query}`);
  const markReceived = (client: TestClient, paymentId: number, body: Record<string, unknown>) =>
    client.post(`/api/payments-desk/transfer/${paymentId}/received`, body);

  it('finds a transfer by its reference, marks it received: payment and registrations confirmed, invoice e-mailed', async () => {
    const transfer = await f.pendingTransfer(congress);
    const found = await list(admin, `?search=${transfer.reference.toLowerCase()}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({
      total: 1,
      items: [{ paymentId: transfer.paymentId, amountCents: 80000 }],
    });
    expect(found.json().items[0]).toMatchObject({ reference: transfer.reference, isOverdue: false });

    const response = await markReceived(admin, transfer.paymentId, {
      amount: '800.00',
      receivedOn: f.today(),
      bankReference: 'BANK-778',
      comment: 'Arrived with the Monday batch',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      outcome: 'paid',
      receivedCents: 80000,
      expectedCents: 80000,
      amountDueCents: 0,
      registrationsConfirmed: true,
      message: DESK_MESSAGES.transferReceived,
    });
    expect(response.json().invoiceNumber).toBeTruthy();

    const [payment] = await paymentsOf(t.database.db, transfer.participationId);
    expect(payment).toMatchObject({
      status: 'confirmed',
      amountCents: 80000,
      comment: 'Arrived with the Monday batch',
    });
    expect(payment?.informationsPayment).toMatchObject({ bankReference: 'BANK-778', receivedOn: f.today() });
    expect(
      (await registrationsOf(t.database.db, transfer.participationId)).map((r) => r.statusRegistration),
    ).toEqual(['confirmed']);
    const [invoice] = await f.invoicesOfPayment(transfer.paymentId, 'invoice');
    const mails = (await outboxOf(t.database.db, congress.id)).filter(
      (m) => m.purpose === 'payment-confirmation' && m.toAddress === transfer.email,
    );
    expect(mails).toHaveLength(1);
    // The invoice, then the ticket of the person now confirmed.
    expect(mails[0]?.attachments.map((a) => a.fileId)).toEqual([invoice?.fileId, expect.any(String)]);
    const smtp = await startSmtpCapture();
    try {
      await deliverOutbox(t.database.db, smtp.url, 'no-reply@payments.test');
      const delivered = await smtp.waitFor(
        (m) => m.to.includes(transfer.email) && /invoice/i.test(m.subject),
      );
      expect(delivered.attachments.map((a) => a.contentType)).toEqual(['application/pdf', 'application/pdf']);
    } finally {
      await smtp.close();
    }
    expect(await f.auditOf(transfer.paymentId)).toMatchObject([
      {
        action: 'confirm-transfer',
        before: { status: 'pending' },
        after: { status: 'confirmed', amountCents: 80000 },
      },
    ]);

    const again = await markReceived(admin, transfer.paymentId, { amount: '800.00', receivedOn: f.today() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DESK_MESSAGES.transferAlreadyReceived);
    expect((await list(admin, `?search=${transfer.reference}`)).json().total).toBe(0);
  });

  it('two concurrent marks confirm once and issue one invoice', async () => {
    const transfer = await f.pendingTransfer(congress);
    const body = { amount: '800.00', receivedOn: f.today() };
    const answers = await Promise.all([
      markReceived(admin, transfer.paymentId, body),
      markReceived(admin, transfer.paymentId, body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await f.invoicesOfPayment(transfer.paymentId, 'invoice')).toHaveLength(1);
    const mails = (await outboxOf(t.database.db, congress.id)).filter(
      (m) => m.purpose === 'payment-confirmation' && m.toAddress === transfer.email,
    );
    expect(mails).toHaveLength(1);
    expect(await f.auditOf(transfer.paymentId)).toHaveLength(1);
  });

  it('less than expected: the amount received is recorded and the rest remains due', async () => {
    const transfer = await f.pendingTransfer(congress);
    const response = await markReceived(admin, transfer.paymentId, { amount: '500', receivedOn: f.today() });
    expect(response.json()).toMatchObject({
      outcome: 'partial',
      receivedCents: 50000,
      expectedCents: 80000,
      amountDueCents: 30000,
      registrationsConfirmed: false,
      message: 'Partial transfer recorded: the registration stays pending; €300 remains due.',
    });
    const summary = await transfer.owner.get(`/api/payment/participation/${transfer.participationId}`);
    expect(summary.json()).toMatchObject({ paidCents: 50000, amountDueCents: 30000, action: 'PAYE' });
    expect(await f.invoicesOfPayment(transfer.paymentId, 'invoice')).toMatchObject([{ kind: 'invoice' }]);
  });

  it('answers 400 on a bad amount or date, and on a date in the future', async () => {
    const transfer = await f.pendingTransfer(congress);
    for (const body of [
      { amount: 'abc', receivedOn: f.today() },
      { amount: '0', receivedOn: f.today() },
      { amount: '12.345', receivedOn: f.today() },
      { amount: '800.00', receivedOn: 'yesterday' },
      { amount: '800.00' },
    ]) {
      const response = await markReceived(admin, transfer.paymentId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const tomorrow = new Date(t.clock.now.getTime() + 2 * DAY).toISOString().slice(0, 10);
    const future = await markReceived(admin, transfer.paymentId, { amount: '800.00', receivedOn: tomorrow });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields).toEqual({ receivedOn: DESK_MESSAGES.receivedInFuture });
    expect((await paymentsOf(t.database.db, transfer.participationId))[0]?.status).toBe('pending');
    const unknown = await markReceived(admin, 999_999, { amount: '1', receivedOn: f.today() });
    expect(unknown.statusCode).toBe(404);
  });

  it('guards: admins only, visualisation included (decisions 40); participants and other congresses are refused', async () => {
    const transfer = await f.pendingTransfer(congress);
    const body = { amount: '800.00', receivedOn: f.today() };
    expect((await list(viewer)).statusCode).toBe(403);
    expect((await viewer.get(`/api/payments-desk/congress/${congress.slug}`)).statusCode).toBe(403);
    expect((await admin.get(`/api/payments-desk/congress/${congress.slug}`)).json().canManage).toBe(true);
    expect((await markReceived(viewer, transfer.paymentId, body)).statusCode).toBe(403);
    expect((await list(transfer.owner)).statusCode).toBe(403);
    expect((await markReceived(transfer.owner, transfer.paymentId, body)).statusCode).toBe(403);
    const foreignAdmin = await f.staffClient(['ROLE_ADMIN'], other.id);
    expect((await list(foreignAdmin)).statusCode).toBe(403);
    expect((await markReceived(foreignAdmin, transfer.paymentId, body)).statusCode).toBe(403);
    expect((await list(createClient(t.app))).statusCode).toBe(401);
    expect((await paymentsOf(t.database.db, transfer.participationId))[0]?.status).toBe('pending');
  });

  it('lists transfers pending more than 15 days as overdue, on their own for follow-up', async () => {
    const old = await f.pendingTransfer(congress);
    t.clock.advance(16 * DAY);
    const recent = await f.pendingTransfer(congress);
    const overdue = await list(admin, '?overdue=true&pageSize=100');
    const ids = overdue.json().items.map((item: { paymentId: number }) => item.paymentId);
    expect(ids).toContain(old.paymentId);
    expect(ids).not.toContain(recent.paymentId);
    expect(overdue.json().items.every((item: { isOverdue: boolean }) => item.isOverdue)).toBe(true);
    const all = (await list(admin, '?pageSize=100')).json();
    expect(all.items.find((i: { paymentId: number }) => i.paymentId === recent.paymentId)?.isOverdue).toBe(
      false,
    );
    const overview = (await admin.get(`/api/payments-desk/congress/${congress.slug}`)).json();
    expect(overview.overdueTransfers).toBe(overdue.json().total);
    expect(overview.pendingTransfers).toBe(all.total);
    expect(overview.pendingTransfers).toBeGreaterThan(overview.overdueTransfers);
  });
});
