import {
  ZDocumentList,
  ZDocumentParam,
  ZDocumentsParam,
  ZInvoiceRequest,
  ZInvoiceSendResponse,
  ZInvoiceTypeParam,
} from '../contracts/invoices.ts';
import { defineEndpoint } from './define.ts';

const tags = ['invoices'];

/** A PDF file, no JSON response. */
export const downloadInvoice = defineEndpoint({
  method: 'POST',
  path: '/api/export/invoice/:type',
  guard: 'signedIn',
  tags,
  description:
    'The PDF invoice (as issued) or proforma (current state) of a participation: owner, staff or its group payer',
  params: ZInvoiceTypeParam,
  body: ZInvoiceRequest,
});

export const sendInvoice = defineEndpoint({
  method: 'POST',
  path: '/api/invoice/send',
  guard: 'signedIn',
  tags,
  description: 'Queues an e-mail with the latest invoice (or a proforma) to the participant',
  body: ZInvoiceRequest,
  responses: { 200: ZInvoiceSendResponse },
});

export const listDocuments = defineEndpoint({
  method: 'GET',
  path: '/api/invoice/documents/:participation',
  guard: 'signedIn',
  tags,
  description:
    'The invoices and credit notes issued for a participation: owner, staff or its group payer (decisions 38, 49)',
  params: ZDocumentsParam,
  responses: { 200: ZDocumentList },
});

/** A PDF file, no JSON response. */
export const downloadDocument = defineEndpoint({
  method: 'GET',
  path: '/api/invoice/document/:id',
  guard: 'signedIn',
  tags,
  description: 'An issued invoice or credit note, exactly as issued: owner, staff or its group payer',
  params: ZDocumentParam,
});

/** An XML file, no JSON response. */
export const downloadDocumentUbl = defineEndpoint({
  method: 'GET',
  path: '/api/invoice/document/:id/ubl',
  guard: 'signedIn',
  tags,
  description:
    'An issued invoice or credit note as a UBL 2.1 EN 16931 e-invoice (Peppol), when it is one: owner, staff or its group payer',
  params: ZDocumentParam,
});
