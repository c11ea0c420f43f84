import type { Invoice } from '@e-invoice-eu/core';
import type {
  DocumentAddress,
  InvoiceDocument,
  InvoiceLine,
  VatBreakdownLine,
} from '../../../lib/pdf/invoice-document.ts';

/** EN 16931 itself, without a national or Peppol extension (BT-24). */
export const EN16931_CUSTOMIZATION = 'urn:cen.eu:en16931:2017';

/** An issued document that can be written as an e-invoice: every field EN 16931 requires is there. */
export type EInvoiceSource = InvoiceDocument &
  Required<Pick<InvoiceDocument, 'seller' | 'buyer' | 'items' | 'vatBreakdown' | 'issuedOnIso'>> & {
    kind: 'invoice' | 'credit_note';
    number: string;
  };

/**
 * Whether a document gets an e-invoice. A proforma is no invoice; a document issued before itemised
 * invoices (decisions 45) lacks lines, parties and ISO dates; a party without a country, or VAT charged
 * or exempted by a seller without a VAT ID, or a document outside the scope of VAT, cannot pass
 * EN 16931 (BR-9, BR-11, BR-CO-26, BR-O-2), and an invalid e-invoice would be worse than none.
 */
export function eInvoiceSource(document: InvoiceDocument): EInvoiceSource | null {
  const { kind, number, seller, buyer, items, vatBreakdown, issuedOnIso } = document;
  if (kind === 'proforma' || !number || !seller || !buyer || !issuedOnIso) return null;
  if (!items?.length || !vatBreakdown?.length) return null;
  if (!seller.address.countryCode || !buyer.address.countryCode) return null;
  // The seller's VAT ID is its only identifier here (BR-CO-26), and a document outside the scope of
  // VAT may not carry it (BR-O-2): such a document gets no e-invoice.
  if (!seller.vatId || vatBreakdown.some((line) => line.vatCategory === 'O')) return null;
  return { ...document, kind, number, seller, buyer, items, vatBreakdown, issuedOnIso };
}

/** Integer cents as an XML decimal: 12345 -> "123.45", -5 -> "-0.05". */
export function decimal(cents: number): string {
  if (!Number.isInteger(cents)) throw new Error(`not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function postalAddress(address: DocumentAddress) {
  const [street, additional, ...rest] = address.lines.filter((line) => line.trim() !== '');
  return {
    ...(street ? { 'cbc:StreetName': street } : {}),
    ...(additional ? { 'cbc:AdditionalStreetName': additional } : {}),
    ...(address.city ? { 'cbc:CityName': address.city } : {}),
    ...(address.postcode ? { 'cbc:PostalZone': address.postcode } : {}),
    ...(rest.length ? { 'cac:AddressLine': { 'cbc:Line': rest.join(', ') } } : {}),
    'cac:Country': { 'cbc:IdentificationCode': address.countryCode },
  };
}

const vatScheme = { 'cac:TaxScheme': { 'cbc:ID': 'VAT' } };
// The seller may have two tax registrations (a list); the buyer has one VAT ID (an object).
const sellerTaxScheme = (vatId: string | null) =>
  vatId ? { 'cac:PartyTaxScheme': [{ 'cbc:CompanyID': vatId, ...vatScheme }] } : {};
const buyerTaxScheme = (vatId: string | null) =>
  vatId ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': vatId, ...vatScheme } } : {};
const endpoint = (email: string | null) =>
  email ? { 'cbc:EndpointID': email, 'cbc:EndpointID@schemeID': 'EM' } : {};

/** A category and rate as EN 16931 writes them: no rate outside the scope of VAT (BR-O-5), 0 when exempt. */
function category(line: Pick<InvoiceLine, 'vatCategory' | 'vatRate'>) {
  if (line.vatCategory === 'O') return { 'cbc:ID': 'O' };
  const percent = line.vatCategory === 'S' ? line.vatRate : '0';
  return { 'cbc:ID': line.vatCategory, 'cbc:Percent': percent };
}

function subtotal(line: VatBreakdownLine, currency: string) {
  const { exemption } = line;
  return {
    'cbc:TaxableAmount': decimal(line.taxableCents),
    'cbc:TaxableAmount@currencyID': currency,
    'cbc:TaxAmount': decimal(line.vatCents),
    'cbc:TaxAmount@currencyID': currency,
    'cac:TaxCategory': {
      ...category(line),
      ...(exemption?.code ? { 'cbc:TaxExemptionReasonCode': exemption.code } : {}),
      ...(exemption ? { 'cbc:TaxExemptionReason': exemption.reason } : {}),
      ...vatScheme,
    },
  };
}

function invoiceLine(item: InvoiceLine, index: number, currency: string) {
  return {
    'cbc:ID': String(index + 1),
    'cbc:InvoicedQuantity': String(item.quantity),
    'cbc:InvoicedQuantity@unitCode': 'C62',
    'cbc:LineExtensionAmount': decimal(item.netCents),
    'cbc:LineExtensionAmount@currencyID': currency,
    ...(item.nights
      ? { 'cac:InvoicePeriod': { 'cbc:StartDate': item.nights.from, 'cbc:EndDate': item.nights.to } }
      : {}),
    'cac:Item': {
      'cbc:Name': item.label,
      'cac:ClassifiedTaxCategory': { ...category(item), ...vatScheme },
    },
    // The net price of the whole quantity, so no price is rounded below a cent (BT-146, BT-149).
    'cac:Price': {
      'cbc:PriceAmount': decimal(item.netCents),
      'cbc:PriceAmount@currencyID': currency,
      'cbc:BaseQuantity': String(item.quantity),
      'cbc:BaseQuantity@unitCode': 'C62',
    },
  };
}

/**
 * The document in E-Invoice-EU's input format (UBL's structure as JSON), from the document's
 * structured fields alone. Every amount comes from the document's integer cents; the totals are sums
 * of its lines and VAT breakdown. The document is issued for a payment already made (an invoice for a
 * confirmed charge, a credit note for a completed refund), so all of it is prepaid and nothing is due.
 */
export function eInvoiceData(source: EInvoiceSource): Invoice {
  const { seller, buyer, items, vatBreakdown, currency } = source;
  const lineTotal = sum(items.map((item) => item.netCents));
  const vatTotal = sum(vatBreakdown.map((line) => line.vatCents));
  const money = (cents: number) => decimal(cents);
  const data = {
    'ubl:Invoice': {
      'cbc:CustomizationID': EN16931_CUSTOMIZATION,
      'cbc:ID': source.number,
      'cbc:IssueDate': source.issuedOnIso,
      'cbc:InvoiceTypeCode': source.kind === 'credit_note' ? '381' : '380',
      'cbc:DocumentCurrencyCode': currency,
      ...(source.credits
        ? {
            'cac:BillingReference': [
              {
                'cac:InvoiceDocumentReference': {
                  'cbc:ID': source.credits.number,
                  'cbc:IssueDate': source.credits.issuedOnIso,
                },
              },
            ],
          }
        : {}),
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          ...endpoint(seller.email),
          'cac:PartyName': { 'cbc:Name': seller.name },
          'cac:PostalAddress': postalAddress(seller.address),
          ...sellerTaxScheme(seller.vatId),
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': seller.name },
          ...(seller.email ? { 'cac:Contact': { 'cbc:ElectronicMail': seller.email } } : {}),
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          ...endpoint(buyer.email),
          'cac:PostalAddress': postalAddress(buyer.address),
          ...buyerTaxScheme(buyer.vatId),
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': buyer.company ?? buyer.name },
          'cac:Contact': {
            'cbc:Name': buyer.name,
            ...(buyer.email ? { 'cbc:ElectronicMail': buyer.email } : {}),
          },
        },
      },
      // The person who attends receives what is sold (BT-70); it also gives CII its mandatory
      // ApplicableHeaderTradeDelivery, which the library leaves out when there is no delivery.
      'cac:Delivery': { 'cac:DeliveryParty': { 'cac:PartyName': { 'cbc:Name': buyer.name } } },
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': money(vatTotal),
          'cbc:TaxAmount@currencyID': currency,
          'cac:TaxSubtotal': vatBreakdown.map((line) => subtotal(line, currency)),
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': money(lineTotal),
        'cbc:LineExtensionAmount@currencyID': currency,
        'cbc:TaxExclusiveAmount': money(lineTotal),
        'cbc:TaxExclusiveAmount@currencyID': currency,
        'cbc:TaxInclusiveAmount': money(lineTotal + vatTotal),
        'cbc:TaxInclusiveAmount@currencyID': currency,
        'cbc:PrepaidAmount': money(lineTotal + vatTotal),
        'cbc:PrepaidAmount@currencyID': currency,
        'cbc:PayableAmount': money(0),
        'cbc:PayableAmount@currencyID': currency,
      },
      'cac:InvoiceLine': items.map((item, index) => invoiceLine(item, index, currency)),
    },
  };
  // The library's JSON schema checks the shape when it writes; its TypeScript type spells every code list.
  return data as unknown as Invoice;
}
