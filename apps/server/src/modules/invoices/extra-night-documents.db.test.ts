import type { TParticipation } from '@congress/domain/contracts/participations';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFacturX, schematronErrors, xsdErrors } from '../../../test/en16931-validation.ts';
import {
  type CongressFixture,
  createCongress,
  createParticipation,
  createRate,
  signInAs,
  TEST_JWT_SECRET,
} from '../../../test/fixtures/payment-fixtures.ts';
import { deskFixtures } from '../../../test/fixtures/desk-fixtures.ts';
import { giveStay } from '../../../test/fixtures/stay-fixtures.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { createClient, createTestContext, type TestContext } from '../../../test/test-app.ts';
import { congresses, invoices, participationListSummary, rates } from '../../db/schema/index.ts';
import type { InvoiceDocument } from '../../lib/pdf/invoice-document.ts';

const VAT_RATES = {
  registration: { rate: '23.00', exemption: null, exemptionCode: null },
  accommodation: { rate: '6.00', exemption: null, exemptionCode: null },
  companion: { rate: '23.00', exemption: null, exemptionCode: null },
  extra_night: { rate: '13.00', exemption: null, exemptionCode: null },
} as const;

/**
 * Decisions 45, 46: a stay of 9 to 13 June around a congress of 10 to 12 June books two extra nights,
 * 9 and 12 June, at €120 each. The participation owes them, and its invoice itemises them.
 */
describe('extra nights in money and documents', () => {
  let t: TestContext;
  let congress: CongressFixture;
  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    congress = await createCongress(t.database.db);
    await t.database.db
      .update(congresses)
      .set({
        vatRates: VAT_RATES,
        startsOn: '2027-06-10',
        endsOn: '2027-06-12',
        issuerAddress: 'Rua Augusta 100',
        issuerPostcode: '1100-053',
        issuerCity: 'Lisboa',
        issuerCountry: 'PT',
      })
      .where(eq(congresses.id, congress.id));
  });
  afterAll(() => t.close());

  async function bookedWithExtraNights() {
    const rateId = await createRate(t.database.db, congress, { price: '650.00' });
    await t.database.db.update(rates).set({ registrationFee: '200.00' }).where(eq(rates.id, rateId));
    const participation = await createParticipation(t.database.db, congress, rateId, {
      holdUntil: new Date(t.clock.now.getTime() + 30 * 60_000),
    });
    await giveStay(t.database.db, participation.id, { checkIn: '2027-06-09', checkOut: '2027-06-13' }, [
      { night: '2027-06-09', priceCents: 12_000 },
      { night: '2027-06-12', priceCents: 12_000 },
    ]);
    const owner = createClient(t.app);
    await signInAs(owner, participation.userId);
    return { ...participation, owner };
  }

  async function payByCard(made: Awaited<ReturnType<typeof bookedWithExtraNights>>) {
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

  it('owes the rate and its extra nights, and the dashboard reads the stay', async () => {
    const made = await bookedWithExtraNights();
    const mine = await made.owner.get(`/api/participation/mine/congress/${congress.slug}`);
    expect(mine.statusCode, mine.body).toBe(200);
    const participation = mine.json() as TParticipation;
    expect(participation).toMatchObject({
      priceCents: 89_000,
      amountDueCents: 89_000,
      stay: { checkIn: '2027-06-09', checkOut: '2027-06-13' },
      extraNights: [
        { night: '2027-06-09', priceCents: 12_000 },
        { night: '2027-06-12', priceCents: 12_000 },
      ],
    });
    const created = await made.owner.post('/api/payment/stripe/create', { participation: made.id });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ amountCents: 89_000 });
    // Staff read the same due in the list (its row and the summary it is sorted by).
    const admin = await deskFixtures(t).staffClient(['ROLE_ADMIN'], congress.id);
    const list = await admin.get(`/api/participation/congress/${congress.slug}/all/all/all/all/all`);
    expect(list.statusCode, list.body).toBe(200);
    const row = list
      .json()
      .items.find((item: { participationId: number }) => item.participationId === made.id);
    expect(row).toMatchObject({ amountDueCents: 89_000, paymentStatus: 'unpaid' });
    const [summary] = await t.database.db
      .select({ due: participationListSummary.dueCents })
      .from(participationListSummary)
      .where(eq(participationListSummary.participationId, made.id));
    expect(summary?.due).toBe(89_000);
  });

  it('the invoice itemises the extra nights with their dates, price and VAT; its e-invoice is valid', async () => {
    const made = await bookedWithExtraNights();
    await payByCard(made);
    const [invoice] = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.participationId, made.id), eq(invoices.kind, 'invoice')));
    const content = invoice?.content as InvoiceDocument;
    expect(content.amountCents).toBe(89_000);
    expect(
      content.items?.map((line) => [
        line.kind,
        line.quantity,
        line.unitGrossCents,
        line.grossCents,
        line.vatRate,
      ]),
    ).toEqual([
      ['registration', 1, 20_000, 20_000, '23.00'],
      ['accommodation', 1, 45_000, 45_000, '6.00'],
      ['extra_night', 2, 12_000, 24_000, '13.00'],
    ]);
    expect(content.items?.[1]?.nights).toMatchObject({ count: 2, from: '2027-06-10', to: '2027-06-12' });
    expect(content.items?.[2]).toMatchObject({
      label: 'Extra nights: 9 June 2027, 12 June 2027',
      nights: { count: 2, from: '2027-06-09', to: '2027-06-13' },
    });
    expect(content.vatBreakdown?.map((g) => [g.vatRate, g.taxableCents, g.vatCents])).toEqual([
      ['23.00', 16_260, 3_740],
      ['6.00', 42_453, 2_547],
      ['13.00', 21_239, 2_761],
    ]);

    const file = await made.owner.get(`/api/invoice/document/${invoice?.id}`);
    expect(file.statusCode, file.body).toBe(200);
    const text = await pdfText(file.rawPayload);
    expect(text).toMatch(/Accommodation, Grand Hotel, single room\s+€424\.53\s+6%\s+€25\.47\s+€450\.00/);
    expect(text).toMatch(/2 nights, 10 June 2027 to 12 June 2027/);
    expect(text).toMatch(/Extra nights: 9 June 2027, 12 June 2027\s+€212\.39\s+13%\s+€27\.61\s+€240\.00/);
    expect(text).toMatch(/2 nights at €120\.00 a night/);
    expect(content.details).toContainEqual({ label: 'Stay', value: '4 nights, 9 June 2027 to 13 June 2027' });
    expect(text).toMatch(/Stay\s+4 nights, 9 June 2027 to 13 June 2027/);
    expect(text).toMatch(/VAT 13%\s+€212\.39\s+€27\.61/);

    const cii = (await readFacturX(file.rawPayload)).xml ?? '';
    expect(cii).toContain('<ram:Name>Extra nights: 9 June 2027, 12 June 2027</ram:Name>');
    expect(cii).toContain('<ram:BilledQuantity unitCode="C62">2</ram:BilledQuantity>');
    expect(cii).toMatch(/<ram:RateApplicablePercent>13.00<\/ram:RateApplicablePercent>/);
    expect(await schematronErrors(cii, 'cii')).toEqual([]);
    expect(await xsdErrors(cii, 'cii')).toBe('');
    const ubl = await made.owner.get(`/api/invoice/document/${invoice?.id}/ubl`);
    expect(ubl.statusCode, ubl.body).toBe(200);
    expect(ubl.body).toMatch(/<cbc:StartDate>2027-06-09<\/cbc:StartDate>\s*<cbc:EndDate>2027-06-13</);
    expect(await schematronErrors(ubl.body, 'ubl')).toEqual([]);
    expect(await xsdErrors(ubl.body, 'ubl-invoice')).toBe('');
  });

  it('a night given up is refunded with a credit note that mirrors the invoice, extra nights included', async () => {
    const made = await bookedWithExtraNights();
    await payByCard(made);
    await giveStay(t.database.db, made.id, { checkIn: '2027-06-10', checkOut: '2027-06-13' }, [
      { night: '2027-06-12', priceCents: 12_000 },
    ]);
    const refund = await made.owner.post('/api/payment/confirm', { participation: made.id });
    expect(refund.json()).toMatchObject({ label: 'REFUND', amountCents: 12_000 });
    const admin = await deskFixtures(t).staffClient(['ROLE_ADMIN'], congress.id);
    const requests = (await admin.get(`/api/payments-desk/congress/${congress.slug}/refunds`)).json();
    const request = requests.items.find(
      (item: { participationId: number }) => item.participationId === made.id,
    );
    const approved = await admin.post(`/api/payments-desk/refund/${request.paymentId}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    const [creditNote] = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.participationId, made.id), eq(invoices.kind, 'credit_note')));
    const content = creditNote?.content as InvoiceDocument;
    expect(content.amountCents).toBe(12_000);
    expect(content.items?.map((line) => [line.kind, line.quantity, line.grossCents])).toEqual([
      ['registration', 1, 2_697],
      ['accommodation', 1, 6_067],
      ['extra_night', 2, 3_236],
    ]);
    expect(content.items?.[2]?.label).toBe('Extra nights: 9 June 2027, 12 June 2027');
    const ubl = await made.owner.get(`/api/invoice/document/${creditNote?.id}/ubl`);
    expect(ubl.statusCode, ubl.body).toBe(200);
    expect(await schematronErrors(ubl.body, 'ubl')).toEqual([]);
    expect(await xsdErrors(ubl.body, 'ubl-credit-note')).toBe('');
  });
});
