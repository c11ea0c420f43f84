import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text.ts';
import type { InvoiceDocument } from './invoice-document.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

/** A document stored before itemised lines (decisions 45): no seller, buyer, items nor VAT breakdown. */
const issuedBefore: InvoiceDocument = {
  kind: 'invoice',
  title: 'Invoice',
  number: 'DEMO-000007',
  issuedOn: '3 November 2026',
  issuer: {
    name: 'Demo Association of Hotel Concierges',
    address: 'Rua Augusta 100, 1100-053 Lisboa, Portugal',
    vatNumber: 'PT509999990',
  },
  congress: {
    slug: 'demo',
    label: 'Demo Congress 2027',
    description: null,
    city: 'Lisbon',
    email: 'info@demo-congress.test',
    logoFileId: null,
  },
  participant: { name: 'Claire Martin', address: '12 rue de la Paix', country: 'France', email: null },
  details: [{ label: 'Rate', value: 'Single - Grand Hotel' }],
  lines: [{ label: 'First participant (Claire Martin)', amount: '€800.00' }],
  totalPrice: '€800.00',
  notes: [],
  amountLabel: 'Amount paid (VAT included)',
  amountCents: 80_000,
  amount: '€800.00',
  netAmount: '€650.41',
  vatAmount: '€149.59',
  vatRate: '23%',
  currency: 'EUR',
  paymentNumber: '20261103-7',
  transactionNumber: null,
  footer: null,
};

describe('documents issued before itemised lines', () => {
  it('still render as they were issued: one line, one rate', async () => {
    const text = await pdfText(await renderInvoicePdf(issuedBefore, null, new Date('2026-11-03T10:00:00Z')));
    expect(text).toMatch(/First participant \(Claire Martin\)\s+€800\.00/);
    expect(text).toMatch(/Net amount \(excluding VAT\)\s+€650\.41/);
    expect(text).toMatch(/VAT 23% included\s+€149\.59/);
    expect(text).toContain('Billed to');
    expect(text).not.toContain('VAT summary');
  });
});
