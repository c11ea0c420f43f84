import type { Database } from '../../db/database.ts';
import { createBulkTransfersService } from './bulk-transfers.service.ts';
import { createDeskAccess } from './desk-access.ts';
import type { DeskModules } from './desk-deps.ts';
import { createManualPaymentService } from './manual-payment.service.ts';
import { createReconciliationService } from './reconciliation.service.ts';
import { createRefundDeskService } from './refund-desk.service.ts';
import { createStaffRefundService } from './staff-refund.service.ts';
import { createStatementImportService } from './statement-import.service.ts';
import { createTransferDeskService } from './transfer-desk.service.ts';

/**
 * The payments desk's public surface (routes, and the demo seed that refuses a refund as an admin
 * would): transfers to confirm, refund requests to decide, manual payments to record.
 */
export function createPaymentsDeskService(
  deps: { db: Database; clock: () => Date; onUnexpected?: (error: unknown) => void } & DeskModules,
) {
  const { db, clock, booking, congresses, invoices, payments } = deps;
  const access = createDeskAccess(db, congresses);
  const modules = { booking, invoices, payments };
  const transfers = createTransferDeskService({ db, clock, access, ...modules });
  return {
    transfers,
    /** The participation list's bulk "Confirm transfers received". */
    bulkTransfers: createBulkTransfersService({
      db,
      clock,
      access,
      booking,
      transfers,
      onUnexpected: deps.onUnexpected ?? (() => {}),
    }),
    refunds: createRefundDeskService({ db, clock, access, ...modules }),
    manual: createManualPaymentService({ db, clock, access, ...modules }),
    /** Staff repay any credit the statement shows (decisions 43). */
    staffRefunds: createStaffRefundService({ db, clock, onUnexpected: deps.onUnexpected, ...modules }),
    /** Bank statements imported and reconciled. */
    statements: createStatementImportService({ db, clock, access }),
    reconciliation: createReconciliationService({
      db,
      clock,
      access,
      booking,
      transfers,
      onUnexpected: deps.onUnexpected ?? (() => {}),
    }),
  };
}
export type PaymentsDeskService = ReturnType<typeof createPaymentsDeskService>;
