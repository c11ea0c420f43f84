import type { Language } from '@congress/domain/i18n/languages';

/** What an invoice line sells; each kind has its VAT rate in the congress's settings (decisions 45). */
export type InvoiceLineKind = 'registration' | 'accommodation' | 'companion' | 'extra_night';

/**
 * VAT category of a line (UNCL5305 as EN 16931 uses it): S standard rate, Z zero rated, E exempt
 * (with an exemption mention: an article of law, or the travel agents' margin scheme), O outside
 * the scope of VAT.
 */
export type VatCategory = 'S' | 'Z' | 'E' | 'O';

/** One priced line of a document (decisions 45). Amounts are integer cents, VAT included (prices are gross). */
export type InvoiceLine = {
  kind: InvoiceLineKind;
  /** Printed, in the document's language: "Accommodation - Grand Hotel, single room". */
  label: string;
  /** The stay an accommodation or extra-night line covers: ISO dates, and as printed. */
  nights: { count: number; from: string; to: string; printed: string } | null;
  quantity: number;
  unitGrossCents: number;
  grossCents: number;
  netCents: number;
  vatCents: number;
  /** Percent as a decimal string, "10.00". */
  vatRate: string;
  vatCategory: VatCategory;
  /** The mention printed for an exempt or margin-scheme line, and its VATEX code where one exists. */
  exemption: { reason: string; code: string | null } | null;
  /** `grossCents` as printed. */
  amount: string;
};

/** The taxable amount and the VAT per rate, as printed under the lines and carried in the e-invoice. */
export type VatBreakdownLine = {
  vatRate: string;
  vatCategory: VatCategory;
  exemption: { reason: string; code: string | null } | null;
  taxableCents: number;
  vatCents: number;
  /** Printed: "VAT 10 %", the taxable amount and the VAT. */
  label: string;
  taxable: string;
  vat: string;
};

/** A postal address; `countryCode` is ISO 3166-1 alpha-2 (an e-invoice requires it). */
export type DocumentAddress = {
  lines: string[];
  postcode: string | null;
  city: string | null;
  countryCode: string | null;
};

/**
 * What an invoice, proforma or credit note says, fixed when it is issued and stored with it (decisions
 * 29). Every value is already formatted (money with the symbol and minor digits, dates, in the reader's language), so the
 * PDF and any later re-rendering print exactly what was issued. The structured fields (`seller`, `buyer`,
 * `items`, `vatBreakdown`, cents and ISO dates) are what the e-invoice (EN 16931, decisions 45) is written
 * from; documents issued before them lack them and have no e-invoice.
 */
export type InvoiceDocument = {
  kind: 'invoice' | 'proforma' | 'credit_note';
  /** The language it was written in; documents issued before have none and are English. */
  language?: Language;
  title: string;
  /** The gapless number as printed; null for a proforma. */
  number: string | null;
  issuedOn: string;
  /** The issue date, ISO (yyyy-mm-dd) in the congress's time zone. */
  issuedOnIso?: string;
  /** A proforma's due date, ISO; the credited invoice's number and date for a credit note. */
  dueOnIso?: string | null;
  credits?: { number: string; issuedOnIso: string } | null;
  issuer: { name: string; address: string | null; vatNumber: string | null };
  /** The seller as an e-invoice names it (decisions 45). */
  seller?: {
    name: string;
    address: DocumentAddress;
    vatId: string | null;
    email: string | null;
  };
  /** The buyer: a person, or the company that pays for them (billing details, decisions 45). */
  buyer?: {
    name: string;
    company: string | null;
    address: DocumentAddress;
    vatId: string | null;
    email: string | null;
  };
  congress: {
    slug: string;
    label: string;
    description: string | null;
    city: string | null;
    email: string | null;
    logoFileId: string | null;
  };
  participant: { name: string; address: string | null; country: string | null; email: string | null };
  /** Rate, hotel, room option, pax: what was booked. */
  details: Array<{ label: string; value: string }>;
  /** Priced lines as printed. */
  lines: Array<{ label: string; amount: string }>;
  /** The same lines itemised with their VAT (decisions 45); absent on documents issued before. */
  items?: InvoiceLine[];
  vatBreakdown?: VatBreakdownLine[];
  /** One line saying the document bills part of the price, the lines in proportion; null when it bills all. */
  itemsNote?: string | null;
  totalPrice: string;
  /**
   * Extra lines between the total and the amount of the document (paid so far, credited invoice ...);
   * `isAmount` lines are the account statement's and print in the money column.
   */
  notes: Array<{ label: string; value: string; isAmount?: boolean }>;
  amountLabel: string;
  amountCents: number;
  amount: string;
  netAmount: string;
  vatAmount: string;
  vatRate: string;
  currency: string;
  paymentNumber: string | null;
  transactionNumber: string | null;
  footer: string | null;
};
