import type { MessageDescriptor } from '@formatjs/intl';
import type { InvoiceLine, InvoiceLineKind } from '../../lib/pdf/invoice-document.ts';

/** What an invoice item is before its VAT: its kind, its words and, for a stay, its nights. */
export type LineBase = {
  kind: InvoiceLineKind;
  label: string;
  nights: InvoiceLine['nights'];
  quantity?: number;
};

/** How the items are said: the translator, the locale, the room's label, money formatted. */
export type ItemWords = {
  say: (message: MessageDescriptor, values?: Record<string, string | number>) => string;
  locale: string;
  roomLabel: string;
  money: (cents: number) => string;
};
