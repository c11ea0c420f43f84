import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFacturX, schematronErrors, xsdErrors } from '../../../../test/en16931-validation.ts';
import { deskFixtures } from '../../../../test/fixtures/desk-fixtures.ts';
import {
  type CongressFixture,
  createCongress,
  TEST_JWT_SECRET,
} from '../../../../test/fixtures/payment-fixtures.ts';
import { congresses, rates } from '../../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestClient, type TestContext } from '../../../../test/test-app.ts';

/**
 * Decisions 45 end to end: a card payment and its refund issue an invoice and a credit note through the
 * services, each stored as a Factur-X PDF/A-3 whose factur-x.xml, and whose UBL download, CEN's rules
 * and the official schemas accept. The fixture-based e-invoice.nodb.test.ts and
 * ubl-download.test.ts check the cases the services do not issue here (exempt lines, company buyers).
 */
describe('e-invoices of documents issued for real', () => {
  let t: TestContext;
  let congress: CongressFixture;
  let f: ReturnType<typeof deskFixtures>;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    congress = await createCongress(t.database.db);
    // An e-invoice names the seller's country (BT-40); the shared test congress leaves it unset.
    await t.database.db.update(congresses).set({ issuerCountry: 'PT' }).where(eq(congresses.id, congress.id));
    f = deskFixtures(t);
    admin = await f.staffClient(['ROLE_ADMIN'], congress.id);
  });
  afterAll(() => t.close());

  type Listed = { id: number; kind: 'invoice' | 'credit_note'; eInvoice?: boolean };

  async function expectValidEInvoice(client: TestClient, document: Listed) {
    expect(document.eInvoice, `${document.kind} ${document.id} is an e-invoice`).toBe(true);
    const pdf = await client.get(`/api/invoice/document/${document.id}`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const facturX = await readFacturX(pdf.rawPayload);
    expect(facturX.attachments).toContain('factur-x.xml');
    expect(facturX.metadata).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
    expect(facturX.metadata).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    const cii = facturX.xml ?? '';
    expect(cii).toContain(`<ram:TypeCode>${document.kind === 'invoice' ? 380 : 381}</ram:TypeCode>`);
    expect(await schematronErrors(cii, 'cii')).toEqual([]);
    expect(await xsdErrors(cii, 'cii')).toBe('');

    const ubl = await client.get(`/api/invoice/document/${document.id}/ubl`);
    expect(ubl.statusCode, ubl.body).toBe(200);
    expect(await schematronErrors(ubl.body, 'ubl')).toEqual([]);
    expect(await xsdErrors(ubl.body, document.kind === 'invoice' ? 'ubl-invoice' : 'ubl-credit-note')).toBe(
      '',
    );
  }

  it('the invoice of a card payment and the credit note of its refund are valid EN 16931 e-invoices', async () => {
    const paid = await f.paidByCard(congress);
    // A cheaper rate makes EUR 250 owed back; the approved refund issues the credit note.
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
    expect((await admin.post(`/api/payments-desk/refund/${request.paymentId}/approve`, {})).statusCode).toBe(
      200,
    );

    const list = await paid.owner.get(`/api/invoice/documents/${paid.participationId}`);
    const items = list.json().items as Listed[];
    expect(items.map((item) => item.kind)).toEqual(['invoice', 'credit_note']);
    for (const document of items) await expectValidEInvoice(paid.owner, document);
    const [, creditNote] = items;
    const ubl = await admin.get(`/api/invoice/document/${creditNote!.id}/ubl`);
    expect(ubl.body).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
    expect(ubl.body).toMatch(/<cac:BillingReference>\s*<cac:InvoiceDocumentReference>/);
  });
});
