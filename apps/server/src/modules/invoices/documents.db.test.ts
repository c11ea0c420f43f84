import { DOCUMENT_MESSAGES } from '@congress/domain/contracts/invoices';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text.ts';
import {
  createClient,
  createTestContext,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import { deskFixtures } from '../../../test/fixtures/desk-fixtures.ts';
import {
  type CongressFixture,
  createCongress,
  createParticipation,
  createRate,
  TEST_JWT_SECRET,
} from '../../../test/fixtures/payment-fixtures.ts';
import { rates, registrations } from '../../db/schema/index.ts';

/** Decisions 38: every document says what the account statement says, and only while it applies. */
describe('documents follow the account statement', () => {
  let t: TestContext;
  let congress: CongressFixture;
  let f: ReturnType<typeof deskFixtures>;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    congress = await createCongress(t.database.db);
    f = deskFixtures(t);
    admin = await f.staffClient(['ROLE_ADMIN'], congress.id);
  });
  afterAll(() => t.close());

  const proforma = (client: TestClient, participation: number) =>
    client.post('/api/export/invoice/proforma', { participation });
  const documents = (client: TestClient, participation: number) =>
    client.get(`/api/invoice/documents/${participation}`);

  it('the proforma says the amount due of the statement: €200 when €800 is awaited by transfer on €1,000', async () => {
    const transfer = await f.pendingTransfer(congress);
    await t.database.db
      .update(rates)
      .set({ firstParticipantPrice: '1000.00' })
      .where(eq(rates.id, transfer.rateId));
    const summary = (
      await transfer.owner.get(`/api/payment/participation/${transfer.participationId}`)
    ).json();
    expect(summary.statement).toMatchObject({ dueCents: 20000, awaitingTransferCents: 80000 });

    const response = await proforma(transfer.owner, transfer.participationId);
    expect(response.statusCode, response.body).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toMatch(/Total price\s+€1,000\.00/);
    expect(text).toMatch(new RegExp(`Awaiting transfer \\(${transfer.reference}\\)\\s+€800\\.00`));
    expect(text).toMatch(/Amount due \(VAT included\)\s+€200\.00/);
  });

  it('a pending transfer that covers the price: the proforma is the transfer’s, with its reference', async () => {
    const transfer = await f.pendingTransfer(congress);
    const text = await pdfText((await proforma(transfer.owner, transfer.participationId)).rawPayload);
    expect(text).toMatch(/Amount to transfer \(VAT included\)\s+€800\.00/);
    expect(text).toContain(transfer.reference);
  });

  it('no proforma when nothing is due, nor for a cancelled participation with nothing paid (no "Pax 0")', async () => {
    const paid = await f.paidByCard(congress);
    const settled = await proforma(paid.owner, paid.participationId);
    expect(settled.statusCode).toBe(409);
    expect(settled.json().message).toBe(DOCUMENT_MESSAGES.nothingDueNoProforma);

    const rateId = await createRate(t.database.db, congress);
    const cancelled = await createParticipation(t.database.db, congress, rateId);
    await t.database.db
      .update(registrations)
      .set({ statusRegistration: 'cancelled' })
      .where(eq(registrations.participationId, cancelled.id));
    const response = await proforma(admin, cancelled.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(DOCUMENT_MESSAGES.cancelledNoDocument);
    expect((await documents(admin, cancelled.id)).json()).toEqual({ items: [], canDownloadProforma: false });
  });

  it('lists the invoice and the credit note; the participant and staff download the credit note again', async () => {
    const paid = await f.paidByCard(congress);
    await t.database.db
      .update(rates)
      .set({ firstParticipantPrice: '550.00' })
      .where(eq(rates.id, paid.rateId));
    const refund = await paid.owner.post('/api/payment/confirm', { participation: paid.participationId });
    expect(refund.json()).toMatchObject({ label: 'REFUND', amountCents: 25000 });
    const requests = (await admin.get(`/api/payments-desk/congress/${congress.slug}/refunds`)).json();
    const request = requests.items.find(
      (item: { participationId: number }) => item.participationId === paid.participationId,
    );
    const approved = await admin.post(`/api/payments-desk/refund/${request.paymentId}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);

    const list = await documents(paid.owner, paid.participationId);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().canDownloadProforma).toBe(false);
    const items = list.json().items as Array<{ id: number; kind: string; amountCents: number }>;
    expect(items.map((item) => [item.kind, item.amountCents])).toEqual([
      ['invoice', 80000],
      ['credit_note', 25000],
    ]);
    const creditNote = items.find((item) => item.kind === 'credit_note');
    for (const client of [paid.owner, admin]) {
      const file = await client.get(`/api/invoice/document/${creditNote?.id}`);
      expect(file.statusCode, file.body).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toMatch(/^attachment; filename="credit_note_pay-/);
      const text = await pdfText(file.rawPayload);
      expect(text).toContain('CREDIT NOTE');
      expect(text).toMatch(/Amount refunded \(VAT included\)\s+€250\.00/);
    }

    const stranger = await f.paidByCard(congress);
    expect((await stranger.owner.get(`/api/invoice/document/${creditNote?.id}`)).statusCode).toBe(403);
    expect((await documents(stranger.owner, paid.participationId)).statusCode).toBe(403);
    expect((await createClient(t.app).get(`/api/invoice/document/${creditNote?.id}`)).statusCode).toBe(401);
    expect((await admin.get('/api/invoice/document/999999')).statusCode).toBe(404);
  });
});
