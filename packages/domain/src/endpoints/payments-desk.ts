import { ZBulkSummary, ZBulkTransfersRequest } from '../contracts/bulk-actions.ts';
import {
  ZDeskIdParam,
  ZDeskOverview,
  ZDeskParticipationList,
  ZDeskSearchQuery,
  ZDeskSlugParam,
  ZManualPaymentRequest,
  ZManualPaymentResponse,
  ZMarkReceivedRequest,
  ZMarkReceivedResponse,
  ZRefundDecisionResponse,
  ZRefundList,
  ZRefuseRefundRequest,
  ZTransferList,
  ZTransferListQuery,
} from '../contracts/payments-desk.ts';
import {
  ZConfirmLinesRequest,
  ZConfirmLinesResult,
  ZCsvPreview,
  ZImportResult,
  ZResolveLineRequest,
  ZResolveLineResult,
  ZStatement,
  ZStatementIdParam,
  ZStatementList,
} from '../contracts/reconciliation.ts';
import { ZStaffRefundOffer, ZStaffRefundRequest, ZStaffRefundResponse } from '../contracts/staff-refunds.ts';
import { defineEndpoint } from './define.ts';

/** The back office's payments desk: admins only (decisions 40). */
const tags = ['payments-desk'];
const guard = 'admin';

export const getDeskOverview = defineEndpoint({
  method: 'GET',
  path: '/api/payments-desk/congress/:slug',
  guard,
  tags,
  params: ZDeskSlugParam,
  responses: { 200: ZDeskOverview },
});

export const listPendingTransfers = defineEndpoint({
  method: 'GET',
  path: '/api/payments-desk/congress/:slug/transfers',
  guard,
  tags,
  description: 'Pending bank transfers, oldest first; search by reference, name or e-mail; overdue only',
  params: ZDeskSlugParam,
  query: ZTransferListQuery,
  responses: { 200: ZTransferList },
});

export const markTransferReceived = defineEndpoint({
  method: 'POST',
  path: '/api/payments-desk/transfer/:id/received',
  guard,
  tags,
  description: 'Marks a pending transfer received: payment confirmed, registrations, invoice e-mailed',
  params: ZDeskIdParam,
  body: ZMarkReceivedRequest,
  responses: { 200: ZMarkReceivedResponse },
});

export const markTransfersReceivedInBulk = defineEndpoint({
  method: 'POST',
  path: '/api/payments-desk/bulk/transfers-received',
  guard,
  tags,
  description:
    "Marks the selected participations' awaited transfers received in full, one transaction each; answers what was done and what failed",
  body: ZBulkTransfersRequest,
  responses: { 200: ZBulkSummary },
});

export const listRefundRequests = defineEndpoint({
  method: 'GET',
  path: '/api/payments-desk/congress/:slug/refunds',
  guard,
  tags,
  params: ZDeskSlugParam,
  responses: { 200: ZRefundList },
});

export const approveRefund = defineEndpoint({
  method: 'POST',
  path: '/api/payments-desk/refund/:id/approve',
  guard,
  tags,
  description: 'Approves a refund request: card through its provider, others by hand; a credit note follows',
  params: ZDeskIdParam,
  responses: { 200: ZRefundDecisionResponse },
});

export const refuseRefund = defineEndpoint({
  method: 'POST',
  path: '/api/payments-desk/refund/:id/refuse',
  guard,
  tags,
  params: ZDeskIdParam,
  body: ZRefuseRefundRequest,
  responses: { 200: ZRefundDecisionResponse },
});

export const searchDeskParticipations = defineEndpoint({
  method: 'GET',
  path: '/api/payments-desk/congress/:slug/participations',
  guard,
  tags,
  description: 'Participations by name, e-mail, member number or transfer reference, with the amount due',
  params: ZDeskSlugParam,
  query: ZDeskSearchQuery,
  responses: { 200: ZDeskParticipationList },
});

export const recordManualPayment = defineEndpoint({
  method: 'POST',
  path: '/api/payments-desk/participation/:id/manual-payment',
  guard,
  tags,
  description: 'Records a manual payment; registrations are Confirmed once nothing is due',
  params: ZDeskIdParam,
  body: ZManualPaymentRequest,
  responses: { 200: ZManualPaymentResponse },
});

/** Bank reconciliation. */
export const listStatements = defineEndpoint({
  method: 'GET',
  path: '/api/payments-desk/congress/:slug/statements',
  guard,
  tags,
  params: ZDeskSlugParam,
  responses: { 200: ZStatementList },
});

export const getStatement = defineEndpoint({
  method: 'GET',
  path: '/api/payments-desk/statement/:id',
  guard,
  tags,
  description: 'A statement with each line, the transfer proposed or its candidates, partial or excess',
  params: ZStatementIdParam,
  responses: { 200: ZStatement },
});

export const confirmStatementLines = defineEndpoint({
  method: 'POST',
  path: '/api/payments-desk/statement/:id/confirm',
  guard,
  tags,
  description: 'Books matched lines as transfers received (invoice, e-mail, audit), one transaction each',
  params: ZStatementIdParam,
  body: ZConfirmLinesRequest,
  responses: { 200: ZConfirmLinesResult },
});

export const resolveStatementLine = defineEndpoint({
  method: 'POST',
  path: '/api/payments-desk/statement-line/:id/resolve',
  guard,
  tags,
  description: 'Books an ambiguous or unmatched line to the transfer picked, or ignores it',
  params: ZStatementIdParam,
  body: ZResolveLineRequest,
  responses: { 200: ZResolveLineResult },
});

export const previewCsvStatement = defineEndpoint({
  method: 'POST',
  path: '/api/payments-desk/congress/:slug/statements/csv-preview',
  guard,
  tags,
  description: "A CSV statement's columns and first rows, with the mapping to propose; nothing is written",
  consumes: ['multipart/form-data'],
  params: ZDeskSlugParam,
  responses: { 200: ZCsvPreview },
});

export const importStatement = defineEndpoint({
  method: 'POST',
  path: '/api/payments-desk/congress/:slug/statements',
  guard,
  tags,
  description:
    'Imports a bank statement (multipart: a "mapping" JSON field for CSV, then the file): camt.053 or CSV',
  consumes: ['multipart/form-data'],
  params: ZDeskSlugParam,
  responses: { 200: ZImportResult },
});

/** Decisions 43: staff repay a participation's credit (Manage Registration and the desk). */
export const getStaffRefundOffer = defineEndpoint({
  method: 'GET',
  path: '/api/payments-desk/participation/:id/refund',
  guard,
  tags,
  description: "What the participation's statement says is owed, and how much of it a card can take back",
  params: ZDeskIdParam,
  responses: { 200: ZStaffRefundOffer },
});

export const refundParticipation = defineEndpoint({
  method: 'POST',
  path: '/api/payments-desk/participation/:id/refund',
  guard,
  tags,
  description:
    'Refunds what is owed: to the card through the provider, or by bank transfer or cash by hand; credit notes, e-mail and audit follow',
  params: ZDeskIdParam,
  body: ZStaffRefundRequest,
  responses: { 200: ZStaffRefundResponse },
});
