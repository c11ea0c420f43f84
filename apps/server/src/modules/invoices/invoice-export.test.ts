import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { paymentNumber } from '@congress/domain/pricing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createTestContext,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import { invoices } from '../../db/schema/index.ts';
import {
  type CongressFixture,
  createCongress,
  createParticipation,
  createRate,
  createUser,
  outboxOf,
  paymentsOf,
  signInAs,
  TEST_JWT_SECRET,
} from '../../../test/fixtures/payment-fixtures.ts';
import { formatInvoiceNumber } from './invoice-content.ts';

const run = promisify(execFile);

/** Reads a PDF back as text with poppler's pdftotext, the way a person would see it. */
async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'invoice-'));
  try {
    await writeFile(join(dir, 'document.pdf'), pdf);
    const { stdout } = await run('pdftotext', ['-layout', join(dir, 'document.pdf'), '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('invoices: issued PDF, export route and send', () => {
  let t: TestContext;
  let congress: CongressFixture;
  let owner: TestClient;
  let participationId: number;
  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    congress = await createCongress(t.database.db);
    const rateId = await createRate(t.database.db, congress, {
      label: 'Double with accompanying person - Grand Hotel',
      price: '800.00',
      secondPrice: '412.50',
    });
    const participation = await createParticipation(t.database.db, congress, rateId, { companion: true });
    participationId = participation.id;
    owner = createClient(t.app);
    await signInAs(owner, participation.userId);
  });
  afterAll(() => t.close());

  const exportPdf = (client: TestClient, type: string) =>
    client.post(`/api/export/invoice/${type}`, { participation: participationId });

  it('answers 404 for an invoice before any payment, and a proforma of the current state', async () => {
    expect((await exportPdf(owner, 'invoice')).statusCode).toBe(404);
    const proforma = await exportPdf(owner, 'proforma');
    expect(proforma.statusCode).toBe(200);
    expect(proforma.headers['content-disposition']).toBe(
      `attachment; filename="proforma_${congress.slug}.pdf"`,
    );
    const text = await pdfText(proforma.rawPayload);
    expect(text).toContain('PROFORMA INVOICE');
    expect(text).toContain('€1,212.50');
    expect(text).toContain('Amount due (VAT included)');
  });

  it('prints the invoice number, payment number, participant, amounts in € and the VAT of the issuer', async () => {
    const { clientSecret } = (
      await owner.post('/api/payment/stripe/create', { participation: participationId })
    ).json();
    const paid = await owner.post('/api/payment/offline/confirm', {
      clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 3,
      expYear: 2030,
      cvc: '321',
      billingName: 'Claire Martin',
      billingEmail: 'claire@payments.test',
    });
    expect(paid.json().status).toBe('succeeded');
    const [payment] = await paymentsOf(t.database.db, participationId);
    const [invoice] = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.participationId, participationId), eq(invoices.kind, 'invoice')));

    const response = await exportPdf(owner, 'invoice');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="invoice_${congress.slug}.pdf"`,
    );
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(formatInvoiceNumber(congress.slug, invoice?.number ?? 0));
    expect(text).toContain(paymentNumber(payment?.date ?? new Date(), payment?.id ?? 0, 'Europe/Lisbon'));
    expect(text).toContain(payment?.providerIntentId ?? 'intent');
    expect(text).toContain('Claire Martin');
    expect(text).toContain('12 rue de la Paix, 75002 Paris');
    expect(text).toContain('Demo Association of Hotel Concierges');
    expect(text).toContain('Payments Congress 2027');
    expect(text).toContain('Double with accompanying person - Grand Hotel');
    // A rate without a registration fee of its own is billed whole as the fee (decisions 45).
    expect(text).toMatch(/Registration fee, Claire Martin\s+€650\.40\s+23%\s+€149\.60\s+€800\.00/);
    expect(text).toMatch(/Companion, Louis Martin\s+€335\.37\s+23%\s+€77\.13\s+€412\.50/);
    expect(text).toMatch(/Total price\s+€1,212\.50/);
    // 1,212.50 including 23 % VAT: net 985.77, VAT 226.73.
    expect(text).toMatch(/Total excluding VAT\s+€985\.77/);
    expect(text).toMatch(/Total VAT\s+€226\.73/);
    expect(text).toMatch(/VAT 23%\s+€985\.77\s+€226\.73/);
    expect(text).toContain('PT509999990');

    const again = await exportPdf(owner, 'invoice');
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it('lets the owner and admins of the congress download, never another participant nor visualisation', async () => {
    const stranger = createClient(t.app);
    const other = await createParticipation(
      t.database.db,
      congress,
      await createRate(t.database.db, congress),
    );
    await signInAs(stranger, other.userId);
    expect((await exportPdf(stranger, 'invoice')).statusCode).toBe(403);
    expect((await exportPdf(stranger, 'proforma')).statusCode).toBe(403);
    expect((await exportPdf(createClient(t.app), 'invoice')).statusCode).toBe(401);
    // Decisions 40: visualisation reads the list, never a participation's documents.
    for (const [roles, status] of [
      [['ROLE_ADMIN'], 200],
      [['ROLE_VISUALISATION'], 403],
    ] as const) {
      const staff = createClient(t.app);
      await signInAs(staff, (await createUser(t.database.db, [...roles], congress.id)).id);
      expect((await exportPdf(staff, 'invoice')).statusCode, roles[0]).toBe(status);
    }
    const elsewhere = createClient(t.app);
    await signInAs(elsewhere, (await createUser(t.database.db, ['ROLE_ADMIN'])).id);
    expect((await exportPdf(elsewhere, 'invoice')).statusCode).toBe(403);
    expect((await exportPdf(owner, 'receipt')).statusCode).toBe(400);
  });

  it('queues an e-mail with the latest invoice attached on POST /api/invoice/send', async () => {
    const [invoice] = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.participationId, participationId), eq(invoices.kind, 'invoice')));
    const response = await owner.post('/api/invoice/send', { participation: participationId });
    expect(response.json()).toEqual({ kind: 'invoice', queued: true });
    const mails = (await outboxOf(t.database.db, congress.id)).filter((m) => m.purpose === 'invoice');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.attachments).toEqual([
      { fileId: invoice?.fileId, filename: `invoice_${congress.slug}.pdf` },
    ]);
  });
});
