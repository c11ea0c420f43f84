import { writeFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text.ts';
import { createClient, createTestContext, type TestContext } from '../../../test/test-app.ts';
import { deskFixtures } from '../../../test/fixtures/desk-fixtures.ts';
import {
  type CongressFixture,
  createCongress,
  createParticipation,
  createRate,
  signInAs,
  TEST_JWT_SECRET,
} from '../../../test/fixtures/payment-fixtures.ts';
import { congresses, invoices, participants, rates } from '../../db/schema/index.ts';
import type { InvoiceDocument } from '../../lib/pdf/invoice-document.ts';

const VAT_RATES = {
  registration: { rate: '23.00', exemption: null, exemptionCode: null },
  accommodation: { rate: '6.00', exemption: null, exemptionCode: null },
  companion: { rate: '23.00', exemption: null, exemptionCode: null },
  extra_night: { rate: '6.00', exemption: null, exemptionCode: null },
} as const;

/** Documents itemise what was sold with VAT per line and per rate (decisions 45). */
describe('itemised invoices, proformas and credit notes', () => {
  let t: TestContext;
  let congress: CongressFixture;
  let f: ReturnType<typeof deskFixtures>;
  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    congress = await createCongress(t.database.db);
    await t.database.db
      .update(congresses)
      .set({
        vatRates: VAT_RATES,
        startsOn: '2027-06-10',
        endsOn: '2027-06-13',
        issuerAddress: 'Rua Augusta 100',
        issuerPostcode: '1100-053',
        issuerCity: 'Lisboa',
        issuerCountry: 'PT',
      })
      .where(eq(congresses.id, congress.id));
    f = deskFixtures(t);
  });
  afterAll(() => t.close());

  /** A double room at €650 (€200 of it the registration fee) with a companion at €150. */
  async function booking(options: { companion?: boolean } = {}) {
    const rateId = await createRate(t.database.db, congress, {
      price: '650.00',
      ...(options.companion === false ? {} : { secondPrice: '150.00' }),
    });
    await t.database.db.update(rates).set({ registrationFee: '200.00' }).where(eq(rates.id, rateId));
    const participation = await createParticipation(t.database.db, congress, rateId, {
      companion: options.companion !== false,
      holdUntil: new Date(t.clock.now.getTime() + 30 * 60_000),
    });
    const owner = createClient(t.app);
    await signInAs(owner, participation.userId);
    return { ...participation, rateId, owner };
  }

  async function payByCard(made: Awaited<ReturnType<typeof booking>>) {
    const { clientSecret } = (
      await made.owner.post('/api/payment/stripe/create', { participation: made.id })
    ).json();
    const paid = await made.owner.post('/api/payment/offline/confirm', {
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

  const documentsOf = async (participationId: number, kind: 'invoice' | 'credit_note' | 'proforma') =>
    t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.participationId, participationId), eq(invoices.kind, kind)))
      .orderBy(invoices.id);

  async function downloaded(client: ReturnType<typeof createClient>, id: number) {
    const file = await client.get(`/api/invoice/document/${id}`);
    expect(file.statusCode, file.body).toBe(200);
    return { pdf: file.rawPayload, text: await pdfText(file.rawPayload) };
  }

  /** The lines add up to the document's amount, each group's lines to its taxable amount and VAT. */
  function expectConsistent(content: InvoiceDocument) {
    const items = content.items ?? [];
    expect(items.reduce((sum, line) => sum + line.grossCents, 0)).toBe(content.amountCents);
    for (const group of content.vatBreakdown ?? []) {
      const members = items.filter(
        (line) => line.vatRate === group.vatRate && line.vatCategory === group.vatCategory,
      );
      expect(members.reduce((sum, line) => sum + line.netCents, 0)).toBe(group.taxableCents);
      expect(members.reduce((sum, line) => sum + line.vatCents, 0)).toBe(group.vatCents);
      // EN 16931 BR-CO-17: taxable x rate, exactly where a taxable amount allows it, else within a cent.
      const expected = Math.round((group.taxableCents * Number(group.vatRate)) / 100);
      expect(Math.abs(group.vatCents - expected)).toBeLessThanOrEqual(1);
    }
  }

  it('a full payment: registration fee, accommodation with its nights and the companion, VAT per rate', async () => {
    const made = await booking();
    await payByCard(made);
    const [invoice] = await documentsOf(made.id, 'invoice');
    const content = invoice?.content as InvoiceDocument;
    expect(
      content.items?.map((line) => [line.kind, line.grossCents, line.vatRate, line.vatCategory]),
    ).toEqual([
      ['registration', 20_000, '23.00', 'S'],
      ['accommodation', 45_000, '6.00', 'S'],
      ['companion', 15_000, '23.00', 'S'],
    ]);
    expect(content.items?.[1]?.nights).toMatchObject({ count: 3, from: '2027-06-10', to: '2027-06-13' });
    expect(content.vatBreakdown?.map((g) => [g.vatRate, g.taxableCents, g.vatCents])).toEqual([
      ['23.00', 28_455, 6_545],
      ['6.00', 42_453, 2_547],
    ]);
    expect(content.itemsNote).toBeNull();
    expect(content.seller).toMatchObject({
      vatId: 'PT509999990',
      address: { lines: ['Rua Augusta 100'], postcode: '1100-053', city: 'Lisboa', countryCode: 'PT' },
    });
    expect(content.buyer).toMatchObject({
      name: 'Claire Martin',
      company: null,
      address: { countryCode: 'FR' },
    });
    expectConsistent(content);

    const { text, pdf } = await downloaded(made.owner, invoice?.id ?? 0);
    await writeFile('/tmp/d1-invoice-full.pdf', pdf);
    expect(text).toMatch(/Registration fee, Claire Martin\s+€162\.60\s+23%\s+€37\.40\s+€200\.00/);
    expect(text).toMatch(/Accommodation, Grand Hotel, double room\s+€424\.53\s+6%\s+€25\.47\s+€450\.00/);
    expect(text).toMatch(/3 nights, 10 June 2027 to 13 June 2027/);
    expect(text).toMatch(/Companion, Louis Martin\s+€121\.95\s+23%\s+€28\.05\s+€150\.00/);
    expect(text).toMatch(/VAT 23%\s+€284\.55\s+€65\.45/);
    expect(text).toMatch(/VAT 6%\s+€424\.53\s+€25\.47/);
    expect(text).toMatch(/Total excluding VAT\s+€709\.08/);
    expect(text).toMatch(/VAT ID PT509999990/);
  });

  it('a part payment bills each line in proportion, to the cent, and says so', async () => {
    const made = await booking();
    const admin = await f.staffClient(['ROLE_ADMIN'], congress.id);
    const response = await admin.post(`/api/payments-desk/participation/${made.id}/manual-payment`, {
      amount: '400.50',
      receivedOn: f.today(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [invoice] = await documentsOf(made.id, 'invoice');
    const content = invoice?.content as InvoiceDocument;
    expect(content.amountCents).toBe(40_050);
    expect(content.items?.map((line) => line.grossCents)).toEqual([10_013, 22_528, 7_509]);
    expectConsistent(content);
    expect(content.itemsNote).toBe(
      'This document bills €400.50 of a price of €800.00: each line in that proportion.',
    );
    const { text } = await downloaded(admin, invoice?.id ?? 0);
    expect(text).toContain('This document bills €400.50 of a price of €800.00');
    expect(text).toMatch(/Amount paid \(VAT included\)\s+€400\.50/);
  });

  it("a price raised after payment: the difference's invoice itemises the new choice pro rata", async () => {
    const made = await booking({ companion: false });
    await payByCard(made);
    await t.database.db
      .update(rates)
      .set({ firstParticipantPrice: '700.00', registrationFee: '250.00' })
      .where(eq(rates.id, made.rateId));
    const admin = await f.staffClient(['ROLE_ADMIN'], congress.id);
    const response = await admin.post(`/api/payments-desk/participation/${made.id}/manual-payment`, {
      amount: '50.00',
      receivedOn: f.today(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [, difference] = await documentsOf(made.id, 'invoice');
    const content = difference?.content as InvoiceDocument;
    expect(content.items?.map((line) => [line.kind, line.grossCents])).toEqual([
      ['registration', 1_786],
      ['accommodation', 3_214],
    ]);
    expectConsistent(content);
  });

  it('a credit note mirrors its invoice’s lines scaled to the refund, naming the invoice it credits', async () => {
    const made = await booking();
    await payByCard(made);
    await t.database.db
      .update(rates)
      .set({ secondParticipantPrice: '50.00' })
      .where(eq(rates.id, made.rateId));
    const refund = await made.owner.post('/api/payment/confirm', { participation: made.id });
    expect(refund.json()).toMatchObject({ label: 'REFUND', amountCents: 10_000 });
    const admin = await f.staffClient(['ROLE_ADMIN'], congress.id);
    const requests = (await admin.get(`/api/payments-desk/congress/${congress.slug}/refunds`)).json();
    const request = requests.items.find(
      (item: { participationId: number }) => item.participationId === made.id,
    );
    expect((await admin.post(`/api/payments-desk/refund/${request.paymentId}/approve`, {})).statusCode).toBe(
      200,
    );

    const [invoice] = await documentsOf(made.id, 'invoice');
    const [creditNote] = await documentsOf(made.id, 'credit_note');
    const content = creditNote?.content as InvoiceDocument;
    const invoiced = invoice?.content as InvoiceDocument;
    expect(content.items?.map((line) => [line.kind, line.label, line.grossCents])).toEqual([
      ['registration', 'Registration fee, Claire Martin', 2_500],
      ['accommodation', 'Accommodation, Grand Hotel, double room', 5_625],
      ['companion', 'Companion, Louis Martin', 1_875],
    ]);
    expect(content.credits).toEqual({ number: invoiced.number, issuedOnIso: invoiced.issuedOnIso });
    expectConsistent(content);
    const { text } = await downloaded(made.owner, creditNote?.id ?? 0);
    expect(text).toMatch(/Accommodation, Grand Hotel, double room\s+€53\.07\s+6%\s+€3\.18\s+€56\.25/);
  });

  it('a company that pays is the buyer, with its address and VAT ID', async () => {
    const made = await booking({ companion: false });
    await t.database.db
      .update(participants)
      .set({
        billingCompanyName: 'Hotel Excelsior GmbH',
        billingCompanyAddress: 'Unter den Linden 77',
        billingCompanyPostcode: '10117',
        billingCompanyCity: 'Berlin',
        billingCompanyCountry: 'DE',
        billingCompanyVatId: 'DE129273398',
      })
      .where(eq(participants.id, made.mainParticipantId));
    await payByCard(made);
    const [invoice] = await documentsOf(made.id, 'invoice');
    expect((invoice?.content as InvoiceDocument | undefined)?.buyer).toEqual({
      name: 'Claire Martin',
      company: 'Hotel Excelsior GmbH',
      address: { lines: ['Unter den Linden 77'], postcode: '10117', city: 'Berlin', countryCode: 'DE' },
      vatId: 'DE129273398',
      email: expect.stringContaining('@payments.test'),
    });
    const { text } = await downloaded(made.owner, invoice?.id ?? 0);
    expect(text).toContain('Hotel Excelsior GmbH');
    expect(text).toContain('For Claire Martin');
    expect(text).toContain('10117 Berlin');
    expect(text).toContain('VAT ID DE129273398');
  });

  it('an exempt line is category E at 0 % with its mention printed', async () => {
    const margin = 'Margin scheme - travel agents';
    await t.database.db
      .update(congresses)
      .set({
        vatRates: {
          ...VAT_RATES,
          accommodation: { rate: '0.00', exemption: margin, exemptionCode: 'VATEX-EU-D' },
        },
      })
      .where(eq(congresses.id, congress.id));
    try {
      const made = await booking({ companion: false });
      const admin = await f.staffClient(['ROLE_ADMIN'], congress.id);
      const proforma = await admin.post('/api/export/invoice/proforma', { participation: made.id });
      expect(proforma.statusCode, proforma.body).toBe(200);
      const proformaText = await pdfText(proforma.rawPayload);
      expect(proformaText).toMatch(
        /Accommodation, Grand Hotel, single room\s+€450\.00\s+exempt\s+€0\.00\s+€450\.00/,
      );

      await payByCard(made);
      const [invoice] = await documentsOf(made.id, 'invoice');
      const content = invoice?.content as InvoiceDocument;
      expect(content.items?.[1]).toMatchObject({
        vatCategory: 'E',
        vatRate: '0.00',
        netCents: 45_000,
        vatCents: 0,
        exemption: { reason: margin, code: 'VATEX-EU-D' },
      });
      expectConsistent(content);
      const { text } = await downloaded(made.owner, invoice?.id ?? 0);
      expect(text).toContain(`Exempt: ${margin}`);
    } finally {
      await t.database.db
        .update(congresses)
        .set({ vatRates: VAT_RATES })
        .where(eq(congresses.id, congress.id));
    }
  });
});
