import type { Language } from '@congress/domain/i18n/languages';

/**
 * What an invoice, proforma or credit note says, fixed when it is issued and stored with it (decisions
 * 29). Every value is already formatted (money with the symbol and minor digits, dates, in the reader's language), so the
 * PDF and any later re-rendering print exactly what was issued.
 */
export type InvoiceDocument = {
  kind: 'invoice' | 'proforma' | 'credit_note';
  /** The language it was written in (issue 16); documents issued before have none and are English. */
  language?: Language;
  title: string;
  /** The gapless number as printed; null for a proforma. */
  number: string | null;
  issuedOn: string;
  issuer: { name: string; address: string | null; vatNumber: string | null };
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
  /** Priced lines: first and second participant prices. */
  lines: Array<{ label: string; amount: string }>;
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
