import type { InvoiceDocument } from '../../../lib/pdf/invoice-document.ts';
import type { FacturXAttachment } from '../../../lib/pdf/pdf-factur-x.ts';
import { type EInvoiceSource, eInvoiceData, eInvoiceSource } from './e-invoice-data.ts';

/**
 * EN 16931 e-invoices (decisions 45) written by E-Invoice-EU (@e-invoice-eu/core): CII for the Factur-X
 * PDF/A-3, and UBL 2.1 for Peppol. The library loads on the first e-invoice, not when the server
 * starts (the idle server stays small): measured on the shared 2-core machine, importing it
 * takes seconds and ~70 MB.
 *
 * Its formatters are called directly, not through `InvoiceService.generate`: that one compiles its
 * whole JSON schema (every code list) with a new Ajv on every call, measured at ~1.4 s per document
 * (the process grew from 86 to 452 MB over 41 documents), inside the issuing transaction. The
 * formatters write the same XML (compared on every fixture) in ~40 ms; the tests judge that XML with
 * CEN's rules and the XSD schemas, which say more than the library's input schema.
 */
type Formats = import('@e-invoice-eu/core').FormatFactoryService;
let formats: Promise<Formats> | null = null;

/** Loads the library; issuing awaits it before numbering, so the first e-invoice does not hold the sequence. */
export function eInvoiceWriterReady(): Promise<Formats> {
  formats ??= import('@e-invoice-eu/core').then(({ FormatFactoryService }) => new FormatFactoryService());
  return formats;
}

const quiet = { log() {}, warn() {}, error() {} };

async function generate(source: EInvoiceSource, format: 'UBL' | 'CII'): Promise<string> {
  const factory = await eInvoiceWriterReady();
  const formatter = factory.createFormatService(format, quiet);
  const invoice = eInvoiceData(source);
  formatter.fillInvoiceDefaults(invoice);
  const xml = await formatter.generate(invoice, {
    format: factory.normalizeFormat(format),
    lang: source.language ?? 'en',
    noWarnings: true,
  });
  return typeof xml === 'string' ? xml : Buffer.from(xml).toString('utf8');
}

/** UBL 2.1: an Invoice (type 380), or a CreditNote (type 381) for a credit note. */
export function writeUbl(source: EInvoiceSource): Promise<string> {
  return generate(source, 'UBL');
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The credited invoice in CII (BT-25, BT-26). E-Invoice-EU 2.3.4 maps UBL's BillingReference to CII
 * one level too shallow and so drops it; it belongs right after the header totals (CII D16B's order).
 */
function withCreditedInvoice(xml: string, credits: EInvoiceSource['credits']): string {
  if (!credits) return xml;
  const anchor = '</ram:SpecifiedTradeSettlementHeaderMonetarySummation>';
  if (!xml.includes(anchor) || xml.includes('<ram:InvoiceReferencedDocument>')) return xml;
  const reference = [
    '<ram:InvoiceReferencedDocument>',
    `<ram:IssuerAssignedID>${escapeXml(credits.number)}</ram:IssuerAssignedID>`,
    '<ram:FormattedIssueDateTime>',
    `<qdt:DateTimeString format="102">${credits.issuedOnIso.replaceAll('-', '')}</qdt:DateTimeString>`,
    '</ram:FormattedIssueDateTime>',
    '</ram:InvoiceReferencedDocument>',
  ].join('');
  return xml.replace(anchor, `${anchor}${reference}`);
}

/** Cross Industry Invoice D16B under the EN 16931 guideline: the XML of the Factur-X profile EN 16931. */
export async function writeCii(source: EInvoiceSource): Promise<string> {
  return withCreditedInvoice(await generate(source, 'CII'), source.credits);
}

/** The Factur-X attachment of an issued document, or null when it gets no e-invoice (a proforma ...). */
export async function facturXOf(document: InvoiceDocument): Promise<FacturXAttachment | null> {
  const source = eInvoiceSource(document);
  if (!source) return null;
  return { xml: await writeCii(source), conformanceLevel: 'EN 16931' };
}
