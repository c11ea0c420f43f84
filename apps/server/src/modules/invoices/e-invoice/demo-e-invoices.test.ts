import type { TParticipation } from '@congress/domain/contracts/participations';
import type { TRefundRequestItem } from '@congress/domain/contracts/payments-desk';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFacturX, schematronErrors, xsdErrors } from '../../../../test/en16931-validation.ts';
import { clientAs, insertStaff } from '../../../../test/fixtures/booking-fixtures.ts';
import { createTestContext, type TestClient, type TestContext } from '../../../../test/test-app.ts';
import { congresses, invoices, memberUsers, pendingChanges } from '../../../db/schema/index.ts';
import type { InvoiceDocument } from '../../../lib/pdf/invoice-document.ts';

/**
 * Decisions 45: every invoice and credit note of the demo congress is a valid EN 16931
 * e-invoice in the eyes of independent validators, not our code: CEN's schematron rules and the
 * official CII D16B and UBL 2.1 XSDs, and poppler reading the Factur-X attachment and the PDF/A-3
 * identification back. The seed leaves Rita Almeida's refund waiting and Léa Fontaine's change unpaid,
 * so the test approves the one (a credit note) and pays the other (an invoice for a change) through the
 * API as staff and the member would, rather than changing the seed.
 */
describe('e-invoices of the demo congress', () => {
  let t: TestContext;
  let admin: TestClient;
  let demoId: number;
  beforeAll(async () => {
    t = await createTestContext();
    const [demo] = await t.database.db.select().from(congresses).where(eq(congresses.slug, 'demo'));
    demoId = demo!.id;
    admin = await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN'));
  });
  afterAll(() => t.close());

  const issued = () =>
    t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.congressId, demoId), inArray(invoices.kind, ['invoice', 'credit_note'])))
      .orderBy(asc(invoices.id));

  /** Rita Almeida (member8) moved to a cheaper single: her €250 refund waits for an admin. */
  async function approveRitasRefund() {
    const list = await admin.get('/api/payments-desk/congress/demo/refunds');
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().items as TRefundRequestItem[];
    const rita = items.filter((item) => item.participant.lastName === 'Almeida');
    expect(rita.map((item) => item.amountCents)).toEqual([25_000]);
    const approved = await admin.post(`/api/payments-desk/refund/${rita[0]!.paymentId}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    return rita[0]!.participationId;
  }

  /** Léa Fontaine (member7) started adding a companion (€400 more): she pays the change by card. */
  async function payLeasChange() {
    const [member] = await t.database.db
      .select({ id: memberUsers.id })
      .from(memberUsers)
      .where(eq(memberUsers.numMember, 'M-1007'));
    const lea = await clientAs(t, { kind: 'member', id: member!.id });
    const participation = ((await lea.get('/api/participation/mine/congress/demo')).json() as TParticipation)
      .id;
    // The test databases are copies of one seeded template, made when the run starts: on a slow run
    // her change's hold may have ended by now, so the app's clock goes back to just after the seed.
    const [change] = await t.database.db
      .select({ createdAt: pendingChanges.createdAt })
      .from(pendingChanges)
      .where(eq(pendingChanges.participationId, participation));
    t.clock.now = new Date(change!.createdAt.getTime() + 60_000);
    const created = await lea.post('/api/payment/stripe/create', { participation });
    expect(created.statusCode, created.body).toBe(200);
    const paid = await lea.post('/api/payment/offline/confirm', {
      clientSecret: created.json().clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 1,
      expYear: 2031,
      cvc: '123',
      billingName: 'Léa Fontaine',
      billingEmail: 'member7@demo.test',
    });
    expect(paid.json().status, paid.body).toBe('succeeded');
    return participation;
  }

  async function expectValidEInvoice(id: number, kind: 'invoice' | 'credit_note') {
    const label = `${kind} ${id}`;
    const pdf = await admin.get(`/api/invoice/document/${id}`);
    expect(pdf.statusCode, label).toBe(200);
    const facturX = await readFacturX(pdf.rawPayload);
    expect(facturX.attachments, label).toContain('factur-x.xml');
    expect(facturX.metadata, label).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
    expect(facturX.metadata, label).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(facturX.metadata, label).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>');
    const cii = facturX.xml ?? '';
    expect(cii, label).toContain(`<ram:TypeCode>${kind === 'invoice' ? 380 : 381}</ram:TypeCode>`);
    expect(await schematronErrors(cii, 'cii'), label).toEqual([]);
    expect(await xsdErrors(cii, 'cii'), label).toBe('');

    const ubl = await admin.get(`/api/invoice/document/${id}/ubl`);
    expect(ubl.statusCode, `${label}: ${ubl.body}`).toBe(200);
    expect(await schematronErrors(ubl.body, 'ubl'), label).toEqual([]);
    expect(await xsdErrors(ubl.body, kind === 'invoice' ? 'ubl-invoice' : 'ubl-credit-note'), label).toBe('');
  }

  it('every invoice and credit note, a company buyer, a credit note and a change among them, passes CEN rules and the XSDs', async () => {
    expect((await issued()).length, 'the seed issues invoices').toBeGreaterThan(0);
    const ritaParticipation = await approveRitasRefund();
    const leaParticipation = await payLeasChange();

    const documents = await issued();
    const content = (row: (typeof documents)[number]) => row.content as InvoiceDocument;
    expect(
      documents.some(
        (row) => row.kind === 'invoice' && content(row).buyer?.company === 'Hôtel Bellecour SAS',
      ),
    ).toBe(true);
    expect(
      documents.filter((row) => row.kind === 'credit_note').map((row) => row.participationId),
      'the credit note of the approved refund',
    ).toContain(ritaParticipation);
    const leas = documents.filter(
      (row) => row.participationId === leaParticipation && row.kind === 'invoice',
    );
    expect(
      leas.map((row) => content(row).amountCents),
      'Léa has the invoice of her first payment and the one of her change',
    ).toEqual([80_000, 40_000]);

    for (const row of documents) await expectValidEInvoice(row.id, row.kind as 'invoice' | 'credit_note');
  });
});
