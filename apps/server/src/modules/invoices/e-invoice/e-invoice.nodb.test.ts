import { describe, expect, it } from 'vitest';
import {
  companyWithMarginScheme,
  creditNote,
  fullPayment,
  ITEMISED_DOCUMENTS,
  outsideScope,
  partPayment,
  withExtraNights,
} from '../../../../test/e-invoice-fixtures.ts';
import {
  readFacturX,
  schematronErrors,
  wellFormednessErrors,
  xsdErrors,
} from '../../../../test/en16931-validation.ts';
import { renderInvoicePdf } from '../../../lib/pdf/invoice-pdf.ts';
import { decimal, eInvoiceData, eInvoiceSource } from './e-invoice-data.ts';
import { facturXOf, writeCii, writeUbl } from './e-invoice.ts';

/**
 * Decisions 45: invoices and credit notes as EN 16931 e-invoices, judged by
 * CEN's own schematron rules and the official XSD schemas, on hand-built itemised documents.
 */
const source = (document: (typeof ITEMISED_DOCUMENTS)[keyof typeof ITEMISED_DOCUMENTS]) => {
  const found = eInvoiceSource(document);
  if (!found) throw new Error(`${document.number} gets no e-invoice`);
  return found;
};

describe('EN 16931 e-invoices of itemised documents', () => {
  for (const [name, document] of Object.entries(ITEMISED_DOCUMENTS)) {
    it(`${name}: the CII passes CEN's rules and the D16B schema`, async () => {
      const cii = await writeCii(source(document));
      expect(await schematronErrors(cii, 'cii')).toEqual([]);
      expect(await xsdErrors(cii, 'cii')).toBe('');
    });

    it(`${name}: the UBL passes CEN's rules and the UBL 2.1 schema`, async () => {
      const ubl = await writeUbl(source(document));
      expect(await schematronErrors(ubl, 'ubl')).toEqual([]);
      const schema = document.kind === 'credit_note' ? 'ubl-credit-note' : 'ubl-invoice';
      expect(await xsdErrors(ubl, schema)).toBe('');
    });
  }

  it("the library's own entry point (which checks our input against its schema) writes the same XML", async () => {
    const { InvoiceService } = await import('@e-invoice-eu/core');
    const service = new InvoiceService({ log() {}, warn() {}, error() {} });
    for (const document of Object.values(ITEMISED_DOCUMENTS)) {
      const data = eInvoiceData(source(document));
      const options = { lang: 'en', noWarnings: true };
      expect(String(await service.generate(data, { ...options, format: 'UBL' }))).toBe(
        await writeUbl(source(document)),
      );
      const cii = String(await service.generate(data, { ...options, format: 'CII' }));
      // Our CII adds the credited invoice the library drops (see withCreditedInvoice).
      if (document.kind === 'invoice') expect(cii).toBe(await writeCii(source(document)));
      else expect(cii).not.toContain('InvoiceReferencedDocument');
    }
  });

  it('the validators reject what EN 16931 forbids (they can fail)', async () => {
    const ubl = await writeUbl(source(fullPayment));
    const wrongTotal = ubl.replace(/<cbc:TaxInclusiveAmount currencyID="EUR">[^<]*</, (open) =>
      open.replace(/>[^<]*<$/, '>651.00<'),
    );
    expect((await schematronErrors(wrongTotal, 'ubl')).map((failure) => failure.id)).toContain('BR-CO-15');
    const cii = await writeCii(source(fullPayment));
    expect(
      await xsdErrors(cii.replace('<ram:TypeCode>380', '<ram:Kind>380</ram:Kind><ram:TypeCode>380'), 'cii'),
    ).not.toBe('');
  });

  it('writes amounts from the integer cents: totals, VAT per rate, what was paid', async () => {
    const ubl = await writeUbl(source(fullPayment));
    expect(ubl).toContain('<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>');
    expect(ubl).toContain('<cbc:TaxInclusiveAmount currencyID="EUR">650.00</cbc:TaxInclusiveAmount>');
    expect(ubl).toContain('<cbc:PrepaidAmount currencyID="EUR">650.00</cbc:PrepaidAmount>');
    expect(ubl).toContain('<cbc:PayableAmount currencyID="EUR">0.00</cbc:PayableAmount>');
    expect(ubl).toMatch(
      /<cbc:TaxableAmount currencyID="EUR">284.55<\/cbc:TaxableAmount>\s*<cbc:TaxAmount currencyID="EUR">65.45</,
    );
    expect(ubl).toMatch(
      /<cbc:TaxableAmount currencyID="EUR">283.02<\/cbc:TaxableAmount>\s*<cbc:TaxAmount currencyID="EUR">16.98</,
    );
    const part = await writeCii(source(partPayment));
    expect(part).toContain('<ram:GrandTotalAmount>400.50</ram:GrandTotalAmount>');
  });

  it('names a company buyer with its VAT ID, the attendee, and the margin-scheme exemption', async () => {
    const cii = await writeCii(source(companyWithMarginScheme));
    expect(cii).toContain('<ram:Name>Hôtel &amp; Résidences Lumière SAS</ram:Name>');
    expect(cii).toContain('<ram:ID schemeID="VA">FR40303265045</ram:ID>');
    expect(cii).toContain('<ram:PersonName>Zoë Ørsted-Núñez</ram:PersonName>');
    expect(cii).toContain('<ram:ExemptionReasonCode>VATEX-EU-D</ram:ExemptionReasonCode>');
    expect(cii).toMatch(/<ram:CategoryCode>E<\/ram:CategoryCode>/);
  });

  it('carries the extra nights as one line: the nights named, their count, their period and VAT (decisions 46)', async () => {
    const ubl = await writeUbl(source(withExtraNights));
    expect(ubl).toMatch(
      /<cbc:ID>3<\/cbc:ID>\s*<cbc:InvoicedQuantity unitCode="C62">2<\/cbc:InvoicedQuantity>\s*<cbc:LineExtensionAmount currencyID="EUR">217.92</,
    );
    expect(ubl).toMatch(
      /<cac:InvoicePeriod>\s*<cbc:StartDate>2026-06-10<\/cbc:StartDate>\s*<cbc:EndDate>2026-06-15<\/cbc:EndDate>/,
    );
    expect(ubl).toContain('<cbc:Name>Extra nights: 10 June 2026, 14 June 2026</cbc:Name>');
    expect(ubl).toContain('<cbc:TaxInclusiveAmount currencyID="EUR">881.00</cbc:TaxInclusiveAmount>');
    const cii = await writeCii(source(withExtraNights));
    expect(cii).toContain('<ram:BilledQuantity unitCode="C62">2</ram:BilledQuantity>');
    expect(cii).toContain('<ram:Name>Extra nights: 10 June 2026, 14 June 2026</ram:Name>');
  });

  it('a credit note is a UBL CreditNote 381 and a CII 381 referring to its invoice', async () => {
    const ubl = await writeUbl(source(creditNote));
    expect(ubl).toMatch(/<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"/);
    expect(ubl).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
    expect(ubl).toMatch(/<cac:InvoiceDocumentReference>\s*<cbc:ID>2026-0041<\/cbc:ID>/);
    const cii = await writeCii(source(creditNote));
    expect(cii).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(cii).toContain(
      '<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>2026-0041</ram:IssuerAssignedID>',
    );
  });

  it('gives no e-invoice where EN 16931 cannot be met: proforma, no lines, no country, no seller VAT ID, outside VAT', () => {
    expect(eInvoiceSource({ ...fullPayment, kind: 'proforma', number: null })).toBeNull();
    const { items: _items, vatBreakdown: _breakdown, ...unitemised } = fullPayment;
    expect(eInvoiceSource(unitemised)).toBeNull();
    const buyer = fullPayment.buyer!;
    const noCountry = { ...buyer, address: { ...buyer.address, countryCode: null } };
    expect(eInvoiceSource({ ...fullPayment, buyer: noCountry })).toBeNull();
    expect(eInvoiceSource({ ...fullPayment, seller: { ...fullPayment.seller!, vatId: null } })).toBeNull();
    expect(eInvoiceSource(outsideScope)).toBeNull();
    expect(eInvoiceSource({ ...outsideScope, seller: fullPayment.seller })).toBeNull();
    expect(eInvoiceSource(fullPayment)).not.toBeNull();
  });

  it('decimal() writes integer cents exactly', () => {
    expect([decimal(0), decimal(5), decimal(40050), decimal(-1999)]).toEqual([
      '0.00',
      '0.05',
      '400.50',
      '-19.99',
    ]);
    expect(() => decimal(1.5)).toThrow();
  });
});

describe('Factur-X PDF/A-3', () => {
  const issuedAt = new Date('2026-11-27T10:00:00Z');

  it('embeds factur-x.xml, identical to the CII, with the PDF/A-3 and Factur-X metadata', async () => {
    const facturX = await facturXOf(creditNote);
    expect(facturX).not.toBeNull();
    const pdf = await renderInvoicePdf(creditNote, null, issuedAt, facturX!);
    const read = await readFacturX(pdf);
    expect(read.attachments).toContain('factur-x.xml');
    expect(read.xml).toBe(await writeCii(source(creditNote)));
    expect(read.metadata).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
    expect(read.metadata).toMatch(/<pdfaid:conformance>B<\/pdfaid:conformance>/);
    expect(read.metadata).toContain('<fx:DocumentType>INVOICE</fx:DocumentType>');
    expect(read.metadata).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>');
    expect(read.metadata).toContain('<fx:Version>1.0</fx:Version>');
    expect(read.metadata).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(pdf.toString('latin1')).toMatch(/\/AFRelationship \/Alternative/);
    expect(pdf.toString('latin1')).toMatch(/\/OutputIntents/);
  });

  it('keeps the XMP well-formed when the issuer name needs escaping (PDF/A reads it)', async () => {
    const document = { ...fullPayment, issuer: { ...fullPayment.issuer, name: 'Smith & Jones <Events>' } };
    const pdf = await renderInvoicePdf(document, null, issuedAt, (await facturXOf(document))!);
    const { metadata } = await readFacturX(pdf);
    expect(metadata).toContain('Smith &amp; Jones &lt;Events&gt;');
    expect(await wellFormednessErrors(metadata)).toBe('');
  });

  it('a proforma stays a plain PDF: no attachment, no PDF/A claim', async () => {
    const proforma = { ...fullPayment, kind: 'proforma' as const, number: null };
    expect(await facturXOf(proforma)).toBeNull();
    const read = await readFacturX(await renderInvoicePdf(proforma, null, issuedAt));
    expect(read.attachments).not.toContain('factur-x.xml');
    expect(read.metadata).not.toContain('pdfaid');
  });
});
