import {
  BULK_MESSAGES,
  type TBulkSummary,
  type TBulkTransfersRequest,
} from '@congress/domain/contracts/bulk-actions';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { runBulk } from '../../lib/bulk-run.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { DeskAccess } from './desk-access.ts';
import { assertReceivedOn } from './desk-settle.ts';
import type { DeskModules } from './desk-deps.ts';
import { listTransfersOf } from './payments-desk.repository.ts';
import type { TransferDeskService } from './transfer-desk.service.ts';

/** A transfer's expected amount as the desk's form would type it. */
const amountOf = (cents: number) => (cents / 100).toFixed(2);

/**
 * The participation list's "Confirm transfers received" on a selection: each awaited
 * transfer is marked received in full, exactly as the desk's Mark received does it (its own
 * transaction, the registrations confirmed, the invoice e-mailed, the audit entry).
 */
export function createBulkTransfersService(deps: {
  db: Database;
  clock: () => Date;
  access: DeskAccess;
  booking: Pick<DeskModules['booking'], 'resolveBulkSelection'>;
  transfers: Pick<TransferDeskService, 'markReceived'>;
  onUnexpected: (error: unknown) => void;
}) {
  const { db, access, booking, transfers } = deps;
  return {
    async markReceived(session: SessionSubject, input: TBulkTransfersRequest): Promise<TBulkSummary> {
      const congress = await access.congress(session, input.congressSlug);
      // One date for the whole selection: refused at once rather than once per row.
      await assertReceivedOn(db, congress, input.receivedOn, deps.clock());
      const { targets, refused } = await booking.resolveBulkSelection(db, congress.id, input.selection);
      const found = await listTransfersOf(
        db,
        targets.map((target) => target.participationId),
      );
      const summary = await runBulk(
        targets,
        refused,
        async (target) => {
          const mine = found.filter((transfer) => transfer.participationId === target.participationId);
          const awaited = mine.filter((transfer) => transfer.status === 'pending');
          if (awaited.length === 0) {
            if (mine.some((transfer) => transfer.status === 'confirmed')) return 'unchanged';
            throw new AppError('CONFLICT', BULK_MESSAGES.noTransferAwaited);
          }
          for (const transfer of awaited) {
            const body = {
              amount: amountOf(transfer.amountCents),
              receivedOn: input.receivedOn,
              bankReference: undefined,
              comment: undefined,
            };
            await transfers.markReceived(session, transfer.id, body);
          }
          return 'done';
        },
        deps.onUnexpected,
      );
      await recordAudit(db, {
        actor: session,
        congressId: congress.id,
        action: 'bulk-transfers-received',
        entity: 'congress',
        entityId: congress.id,
        after: { receivedOn: input.receivedOn, ...summary },
      });
      return summary;
    },
  };
}
