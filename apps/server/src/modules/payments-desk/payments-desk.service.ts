import type { Database } from '../../db/database.ts';
import { createDeskAccess } from './desk-access.ts';
import type { DeskModules } from './desk-deps.ts';
import { createManualPaymentService } from './manual-payment.service.ts';
import { createRefundDeskService } from './refund-desk.service.ts';
import { createTransferDeskService } from './transfer-desk.service.ts';

/**
 * The payments desk's public surface (routes, and the demo seed that refuses a refund as an admin
 * would): transfers to confirm, refund requests to decide, manual payments to record.
 */
export function createPaymentsDeskService(deps: { db: Database; clock: () => Date } & DeskModules) {
  const { db, clock, booking, congresses, invoices, payments } = deps;
  const access = createDeskAccess(db, congresses);
  const modules = { booking, invoices, payments };
  return {
    transfers: createTransferDeskService({ db, clock, access, ...modules }),
    refunds: createRefundDeskService({ db, clock, access, ...modules }),
    manual: createManualPaymentService({ db, clock, access, ...modules }),
  };
}
export type PaymentsDeskService = ReturnType<typeof createPaymentsDeskService>;
