import { describe, expect, it } from 'vitest';
import { pdfFonts } from './pdf-fonts.ts';
import { pdfText } from './pdf-text.ts';
import { renderBadges } from '../src/modules/check-in/badge-pdf.ts';
import { renderTickets } from '../src/modules/check-in/ticket-pdf.ts';
import type { LetterDetails } from '../src/modules/invitation-letters/letter-details.ts';
import { renderLetter } from '../src/modules/invitation-letters/letter-pdf.ts';
import type { InvoiceDocument } from '../src/lib/pdf/invoice-document.ts';
import { renderInvoicePdf } from '../src/lib/pdf/invoice-pdf.ts';

/** A name in each script a participant may write theirs in (decisions 44). */
const NAMES: Array<[string, string]> = [
  ['Łukasz', 'Dvořák-Şahin 山田'],
  ['Věra', 'Řeháková'],
  ['Ștefan', 'Țurcanu'],
  ['Şahin', 'Işık'],
  ['Γιώργος', 'Παπαδόπουλος'],
  ['Дмитрий', 'Иванов'],
  ['山田', '太郎'],
  ['김', '민준'],
];
const full = ([first, last]: [string, string]) => `${first} ${last}`;
const issuedAt = new Date('2026-11-27T10:00:00Z');

function invoice(kind: InvoiceDocument['kind'], name: string): InvoiceDocument {
  return {
    kind,
    title: kind === 'credit_note' ? 'Credit note' : kind === 'proforma' ? 'Proforma invoice' : 'Invoice',
    number: kind === 'proforma' ? null : '2026-0042',
    issuedOn: '27 November 2026',
    issuer: { name: 'Demo Association', address: '1 Rue de la Paix, Paris', vatNumber: 'FR00123456789' },
    congress: {
      slug: 'demo',
      label: 'Demo Congress 2027',
      description: null,
      city: 'Lisboa',
      email: null,
      logoFileId: null,
    },
    participant: { name, address: 'Ulica Długa 5, Gdańsk', country: 'Poland', email: 'x@demo.test' },
    details: [{ label: 'Hotel', value: 'Hôtel Ritz 東京' }],
    lines: [{ label: `Registration - ${name}`, amount: 'EUR 650.00' }],
    totalPrice: 'EUR 650.00',
    notes: [],
    amountLabel: 'Amount due',
    amountCents: 65000,
    amount: 'EUR 650.00',
    netAmount: 'EUR 590.91',
    vatAmount: 'EUR 59.09',
    vatRate: '10 %',
    currency: 'EUR',
    paymentNumber: null,
    transactionNumber: null,
    footer: `Thank you, ${name}.`,
  };
}

function letter(name: string): LetterDetails {
  return {
    reference: 'L-2026-7',
    language: 'en',
    issuedAt: null,
    name,
    birthDate: '1980-02-03',
    postalAddress: null,
    passportNumber: 'P1234567',
    passportIssuedOn: null,
    passportExpiresOn: null,
    nationality: 'Poland',
    congress: 'Demo Congress 2027',
    startsOn: '2027-05-10',
    endsOn: '2027-05-12',
    venue: 'Centro de Congressos',
    city: 'Lisboa',
    timeZone: 'Europe/Lisbon',
    hotel: 'Grand Hotel',
    arrivalDate: '2027-05-09',
    departureDate: '2027-05-13',
    isPaid: true,
    issuerName: 'Demo Association',
    issuerAddress: null,
    signatoryName: 'Ana Silva',
    signatoryTitle: 'President',
    verificationUrl: null,
  };
}

/** Every font embedded, none of pdfkit's built-in (Type 1, standard 14) fonts, and the text as typed. */
async function expectPrinted(pdf: Buffer, expected: string[]) {
  const fonts = await pdfFonts(pdf);
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) {
    expect(font.embedded, font.name).toBe(true);
    expect(font.type, font.name).not.toMatch(/Type 1/);
  }
  const text = await pdfText(pdf);
  for (const value of expected) expect(text).toContain(value);
}

describe('documents print every name as typed (decisions 44)', () => {
  it.each(['invoice', 'proforma', 'credit_note'] as const)('a %s', async (kind) => {
    const document = invoice(kind, full(NAMES[0] as [string, string]));
    // The other names where the itemised lines print their labels.
    document.details = document.details.concat(
      NAMES.map((name, index) => ({ label: `Person ${index + 1}`, value: full(name) })),
    );
    await expectPrinted(await renderInvoicePdf(document, null, issuedAt), [
      'Łukasz Dvořák-Şahin 山田',
      'Ulica Długa 5, Gdańsk',
      'Hôtel Ritz 東京',
      ...NAMES.map(full),
    ]);
  });

  it('a sheet of badges and a page of tickets', async () => {
    const badges = await renderBadges(
      NAMES.map(([firstName, lastName]) => ({
        firstName,
        lastName,
        typeLabel: 'Member',
        affiliation: 'Πόλη · Hôtel Ritz',
        token: `token-${firstName}`,
      })),
      'a4_8',
      { congressLabel: 'Demo Congress 2027', brandColor: '#1d4ed8', logo: null, createdAt: issuedAt },
    );
    await expectPrinted(badges, NAMES.flat());
    const tickets = await renderTickets(
      NAMES.map(([firstName, lastName]) => ({
        firstName,
        lastName,
        typeLabel: 'Member',
        hotel: 'Hôtel',
        token: 't',
      })),
      { label: 'Demo Congress 2027', brandColor: '#1d4ed8' },
      issuedAt,
    );
    await expectPrinted(tickets, NAMES.map(full));
  });

  it('prints a name as typed whatever an earlier document of the process printed', async () => {
    // "i" + a combining dot above reaches DejaVu's dotless i: a font parse shared by documents kept
    // that glyph as "i", and a later "Işık" read back as "Iş k" (seen in CI).
    const badge = (firstName: string, lastName: string) =>
      renderBadges([{ firstName, lastName, typeLabel: 'Member', affiliation: null, token: 'token' }], 'a6', {
        congressLabel: 'Demo Congress 2027',
        brandColor: '#1d4ed8',
        logo: null,
        createdAt: issuedAt,
      });
    await badge('Ayşe', 'Yi\u0307lmaz');
    await expectPrinted(await badge('Şahin', 'Işık'), ['Şahin', 'Işık']);
  });

  it('an invitation letter, its justified paragraphs included', async () => {
    for (const name of [NAMES[0], NAMES[4], NAMES[7]].map((n) => full(n as [string, string]))) {
      const details = { ...letter(name), postalAddress: NAMES.map(full).join('\n') };
      const pdf = await renderLetter(details, { logo: null, signature: null }, issuedAt);
      await expectPrinted(pdf, NAMES.map(full));
      // The name also sits inside the justified invitation paragraph: it reads back there too.
      expect((await pdfText(pdf)).split(name).length - 1).toBeGreaterThanOrEqual(3);
    }
  });

  it('keeps documents small: only the glyphs used are embedded', async () => {
    const pdf = await renderInvoicePdf(
      invoice('invoice', full(NAMES[0] as [string, string])),
      null,
      issuedAt,
    );
    expect(pdf.length).toBeLessThan(60_000);
  });
});
