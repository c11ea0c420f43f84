import { z } from 'zod';
import { participationId } from './payments.ts';
import { zIdParam } from '../ids.ts';
import { defineTexts } from '../i18n/texts.ts';

/** Invoice kinds of spec 9 downloaded by type; every issued document is also listed and downloaded by id. */
export const INVOICE_TYPES = ['invoice', 'proforma'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export const DOCUMENT_KINDS = ['invoice', 'proforma', 'credit_note'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Decisions 38: why a document cannot be downloaded. */
export const DOCUMENT_MESSAGES = defineTexts({
  nothingDueNoProforma: 'Nothing is due on this registration, so there is no proforma invoice to download.',
  cancelledNoDocument: 'This registration is cancelled: there is no proforma invoice to download.',
  documentNotFound: 'Document not found',
  noEInvoice: 'This document has no e-invoice.',
});

export const ZInvoiceTypeParam = z.object({ type: z.enum(INVOICE_TYPES) });

/** POST /api/export/invoice/:type and POST /api/invoice/send: the browser names the participation only. */
export const ZInvoiceRequest = z.object({ participation: participationId() });

export const ZInvoiceSendResponse = z.object({
  kind: z.enum(['invoice', 'proforma']),
  queued: z.literal(true),
});
export type TInvoiceSendResponse = z.infer<typeof ZInvoiceSendResponse>;

/** The file name of spec 7: the invoice type and the congress slug, joined with an underscore. */
export const invoiceFileName = (type: DocumentKind, congressSlug: string) => `${type}_${congressSlug}.pdf`;

export const ZDocumentsParam = z.object({ participation: zIdParam() });
export const ZDocumentParam = z.object({ id: zIdParam() });

/** An issued invoice or credit note, as stored (decisions 29): downloaded again by its id. */
export const ZIssuedDocument = z.object({
  id: z.number().int(),
  kind: z.enum(['invoice', 'credit_note']),
  title: z.string(),
  /** The printed number, e.g. DEMO-000042. */
  number: z.string().nullable(),
  /** As printed on the document, in the language it was issued in. */
  issuedOn: z.string(),
  /** When it was issued: each reader sees it in their own language. */
  issuedAt: z.iso.datetime({ offset: true }),
  amountCents: z.number().int(),
  currency: z.string(),
  /** Invoices: the payment it was for; credit notes: the refund. */
  paymentId: z.number().int().nullable(),
  /** Decisions 45: it is also an EN 16931 e-invoice, downloadable as UBL (documents issued before are not). */
  eInvoice: z.boolean().optional(),
});
export type TIssuedDocument = z.infer<typeof ZIssuedDocument>;

/** GET /api/invoice/documents/:participation: the documents of a participation, for its owner and staff. */
export const ZDocumentList = z.object({
  items: z.array(ZIssuedDocument),
  /** Decisions 38: a proforma exists only while something is due (or a transfer is on its way). */
  canDownloadProforma: z.boolean(),
});
export type TDocumentList = z.infer<typeof ZDocumentList>;

/** The file name of an issued document: its kind, the congress slug and its number. */
export const documentFileName = (kind: DocumentKind, congressSlug: string, number: string | null) =>
  `${kind}_${congressSlug}${number ? `_${number}` : ''}.pdf`;

/** The UBL 2.1 e-invoice of an issued document (decisions 45): named like its PDF, as XML. */
export const ublFileName = (kind: DocumentKind, congressSlug: string, number: string | null) =>
  documentFileName(kind, congressSlug, number).replace(/\.pdf$/, '.xml');
