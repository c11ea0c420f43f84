import type { BookingService } from '../booking/booking.service.ts';
import type { InvoicesService } from '../invoices/invoices.service.ts';

/** What payments use of the booking module: the participation's lines, its access rule (places: capacity). */
export type PaymentsBooking = Pick<
  BookingService,
  | 'findParticipationAggregate'
  | 'findParticipationOwner'
  | 'assertParticipationAccess'
  | 'confirmActiveRegistrations'
  | 'cancelExpiredHold'
  | 'restoreHoldExpiredRegistrations'
  | 'setActiveRegistrationsPending'
  | 'applyPendingChange'
  | 'queueChangeConfirmed'
  | 'findExpiredPendingChanges'
  | 'deletePendingChange'
  | 'extendPendingChange'
  | 'updateParticipationPaymentState'
  | 'findGroup'
  | 'listGroupPlaces'
  | 'loadGroupView'
  | 'assertGroupAccess'
>;

/** What payments use of the invoices module: the documents a payment issues, and their e-mail. */
export type PaymentsInvoices = Pick<
  InvoicesService,
  | 'issueInvoice'
  | 'issueCreditNote'
  | 'issueTransferProforma'
  | 'issueGroupProforma'
  | 'renderGroupProforma'
  | 'documentEmail'
  | 'refundCompletedEmail'
>;
