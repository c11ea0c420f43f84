import type { BookingService } from '../booking/booking.service.ts';
import type { CongressesService } from '../congresses/congresses.service.ts';
import type { InvoicesService } from '../invoices/invoices.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';

/** What the payments desk uses of other modules, each through its service. */
export type DeskModules = {
  booking: Pick<
    BookingService,
    | 'findParticipationAggregate'
    | 'loadParticipationAggregates'
    | 'confirmActiveRegistrations'
    | 'pendConfirmedRegistrations'
    | 'resolveBulkSelection'
    | 'listGroupPlaces'
    | 'findGroup'
  >;
  congresses: Pick<CongressesService, 'requireBySlug'>;
  invoices: Pick<
    InvoicesService,
    'issueInvoice' | 'documentEmail' | 'findDocumentOfPayment' | 'issueCreditNote' | 'refundCompletedEmail'
  >;
  payments: Pick<
    PaymentsService,
    'refunds' | 'insertPayment' | 'updatePaymentStatus' | 'confirmReceivedTransfer' | 'groupPaidEmail'
  >;
};
