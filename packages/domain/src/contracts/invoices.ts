import { z } from 'zod';
import { participationId } from './payments.ts';

/** Invoice kinds of spec 9 that a participant may download; credit notes go out by e-mail. */
export const INVOICE_TYPES = ['invoice', 'proforma'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

export const ZInvoiceTypeParam = z.object({ type: z.enum(INVOICE_TYPES) });

/** POST /api/export/invoice/:type and POST /api/invoice/send: the browser names the participation only. */
export const ZInvoiceRequest = z.object({ participation: participationId() });
export type TInvoiceRequest = z.infer<typeof ZInvoiceRequest>;

export const ZInvoiceSendResponse = z.object({
  kind: z.enum(['invoice', 'proforma']),
  queued: z.literal(true),
});
export type TInvoiceSendResponse = z.infer<typeof ZInvoiceSendResponse>;

/** The file name of spec 7: the invoice type and the congress slug, joined with an underscore. */
export const invoiceFileName = (type: InvoiceType, congressSlug: string) => `${type}_${congressSlug}.pdf`;
