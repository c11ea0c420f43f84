import type { InvoiceDocument, InvoiceLine, VatBreakdownLine } from '../src/lib/pdf/invoice-document.ts';

/**
 * Itemised documents as decisions 45 describes them, built by hand so the e-invoice is tested before
 * documents are itemised when issued. Amounts are gross (VAT included) integer cents; each line's net
 * and VAT add up to its gross, and the breakdown's taxable amount per rate is the sum of its lines' net.
 */
const euro = (cents: number) => `EUR ${(cents / 100).toFixed(2)}`;

function line(
  kind: InvoiceLine['kind'],
  label: string,
  grossCents: number,
  vat: { rate: string; category?: InvoiceLine['vatCategory']; exemption?: InvoiceLine['exemption'] },
  nights: InvoiceLine['nights'] = null,
): InvoiceLine {
  const category = vat.category ?? 'S';
  const basisPoints = Math.round(Number(vat.rate) * 100);
  const netCents = category === 'S' ? Math.round((grossCents * 10_000) / (10_000 + basisPoints)) : grossCents;
  const quantity = nights?.count ?? 1;
  return {
    kind,
    label,
    nights,
    quantity,
    unitGrossCents: Math.round(grossCents / quantity),
    grossCents,
    netCents,
    vatCents: grossCents - netCents,
    vatRate: category === 'S' ? vat.rate : '0.00',
    vatCategory: category,
    exemption: vat.exemption ?? null,
    amount: euro(grossCents),
  };
}

function breakdown(items: InvoiceLine[]): VatBreakdownLine[] {
  const byRate = new Map<string, VatBreakdownLine>();
  for (const item of items) {
    const key = `${item.vatCategory}/${item.vatRate}`;
    const found = byRate.get(key) ?? {
      vatRate: item.vatRate,
      vatCategory: item.vatCategory,
      exemption: item.exemption,
      taxableCents: 0,
      vatCents: 0,
      label: `VAT ${item.vatRate} %`,
      taxable: '',
      vat: '',
    };
    found.taxableCents += item.netCents;
    found.vatCents += item.vatCents;
    found.taxable = euro(found.taxableCents);
    found.vat = euro(found.vatCents);
    byRate.set(key, found);
  }
  return [...byRate.values()];
}

const nights = { count: 3, from: '2026-06-11', to: '2026-06-14', printed: '11-14 June 2026 (3 nights)' };

const SELLER: NonNullable<InvoiceDocument['seller']> = {
  name: 'Association Européenne des Concierges',
  address: {
    lines: ['Rua Augusta 120', '2.º andar'],
    postcode: '1100-053',
    city: 'Lisboa',
    countryCode: 'PT',
  },
  vatId: 'PT501234560',
  email: 'billing@concierges.example',
};

const PERSON: NonNullable<InvoiceDocument['buyer']> = {
  name: 'Łukasz Dvořák-Şahin',
  company: null,
  address: { lines: ['ul. Długa 5'], postcode: '00-238', city: 'Warszawa', countryCode: 'PL' },
  vatId: null,
  email: 'lukasz@example.org',
};

const COMPANY: NonNullable<InvoiceDocument['buyer']> = {
  name: 'Zoë Ørsted-Núñez',
  company: 'Hôtel & Résidences Lumière SAS',
  address: { lines: ['8 rue des Arts', 'Bâtiment B'], postcode: '69002', city: 'Lyon', countryCode: 'FR' },
  vatId: 'FR40303265045',
  email: 'compta@lumiere.example',
};

function document(
  kind: 'invoice' | 'credit_note',
  number: string,
  buyer: NonNullable<InvoiceDocument['buyer']>,
  items: InvoiceLine[],
  extra: Partial<InvoiceDocument> = {},
): InvoiceDocument {
  const amountCents = items.reduce((total, item) => total + item.grossCents, 0);
  return {
    kind,
    language: 'en',
    title: kind === 'invoice' ? 'Invoice' : 'Credit note',
    number,
    issuedOn: '27 November 2026',
    issuedOnIso: '2026-11-27',
    dueOnIso: null,
    credits: null,
    issuer: { name: SELLER.name, address: 'Rua Augusta 120, 1100-053 Lisboa', vatNumber: SELLER.vatId },
    seller: SELLER,
    buyer,
    congress: {
      slug: 'concierges-2026',
      label: 'Concierges Congress 2026',
      description: null,
      city: 'Lisboa',
      email: SELLER.email,
      logoFileId: null,
    },
    participant: {
      name: buyer.name,
      address: buyer.address.lines.join(', '),
      country: null,
      email: buyer.email,
    },
    details: [{ label: 'Rate', value: 'Member' }],
    lines: items.map((item) => ({ label: item.label, amount: item.amount })),
    items,
    vatBreakdown: breakdown(items),
    totalPrice: euro(amountCents),
    notes: [],
    amountLabel: 'Amount paid',
    amountCents,
    amount: euro(amountCents),
    netAmount: euro(items.reduce((total, item) => total + item.netCents, 0)),
    vatAmount: euro(items.reduce((total, item) => total + item.vatCents, 0)),
    vatRate: '23 %',
    currency: 'EUR',
    paymentNumber: '20261107-2',
    transactionNumber: 'pi_3Q2demo',
    footer: null,
    ...extra,
  };
}

const registration = (grossCents: number) =>
  line('registration', 'Registration fee - Member', grossCents, { rate: '23.00' });
const accommodation = (grossCents: number) =>
  line('accommodation', 'Accommodation - Grand Hotel, single room', grossCents, { rate: '6.00' }, nights);
const MARGIN_SCHEME = {
  reason: 'Travel agents - margin scheme (Art. 306 Directive 2006/112/EC)',
  code: 'VATEX-EU-D',
};

/** A full payment: registration at 23 % and accommodation at 6 %. */
export const fullPayment = document('invoice', '2026-0041', PERSON, [
  registration(35000),
  accommodation(30000),
]);

/** EUR 400.50 of EUR 650 paid: every line scaled by the paid share. */
export const partPayment = document('invoice', '2026-0042', PERSON, [
  registration(Math.round((35000 * 40050) / 65000)),
  accommodation(40050 - Math.round((35000 * 40050) / 65000)),
]);

/** A company pays for its employee, with its VAT ID; the companion's stay is resold under the margin scheme. */
export const companyWithMarginScheme = document('invoice', '2026-0043', COMPANY, [
  registration(35000),
  line(
    'accommodation',
    'Accommodation - Grand Hotel, double room',
    48000,
    {
      rate: '0.00',
      category: 'E',
      exemption: MARGIN_SCHEME,
    },
    nights,
  ),
  line('companion', 'Companion - Yuki Tanaka', 12000, { rate: '23.00' }),
]);

/** The refund of the accommodation of the full payment, referring to its invoice. */
export const creditNote = document('credit_note', '2026-0044', PERSON, [accommodation(30000)], {
  credits: { number: '2026-0041', issuedOnIso: '2026-11-07' },
  amountLabel: 'Amount refunded',
  notes: [{ label: 'Credits invoice', value: '2026-0041' }],
});

/** An association outside the scope of VAT, without a VAT ID: it gets no e-invoice (BR-CO-26, BR-O-2). */
export const outsideScope = document(
  'invoice',
  '2026-0045',
  COMPANY,
  [line('registration', 'Registration fee - Member', 35000, { rate: '0.00', category: 'O' })],
  { seller: { ...SELLER, vatId: null } },
);

/** Decisions 46: a stay with a night before and one after the congress nights, two at one price. */
export const withExtraNights = document('invoice', '2026-0046', PERSON, [
  registration(35000),
  accommodation(30000),
  line(
    'extra_night',
    'Extra nights: 10 June 2026, 14 June 2026',
    2 * 11550,
    { rate: '6.00' },
    { count: 2, from: '2026-06-10', to: '2026-06-15', printed: '2 nights at EUR 115.50 a night' },
  ),
]);

export const ITEMISED_DOCUMENTS = {
  fullPayment,
  partPayment,
  companyWithMarginScheme,
  creditNote,
  withExtraNights,
};
