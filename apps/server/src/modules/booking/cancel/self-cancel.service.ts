import { hasRoleIn } from '@congress/domain/enums';
import {
  CANCEL_MESSAGES,
  type TCancelConfirm,
  type TCancelDecision,
  type TCancelOutcome,
  type TCancelQuote,
} from '@congress/domain/contracts/self-cancel';
import { MESSAGES } from '@congress/domain/messages';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { SessionSubject } from '../../../lib/session-subject.ts';
import { withTransactionRetry } from '../../../lib/transaction-retry.ts';
import { canStaffCongress } from '../../../plugins/auth.ts';
import { recordAudit } from '../../audit/audit.service.ts';
import { assertCancelAccess } from '../groups/cancel-access.ts';
import {
  findParticipationAggregate,
  findParticipationOwner,
} from '../participations/participation-read.repository.ts';
import { invalidateRateLists } from '../rates/rate-list-cache.ts';
import { applyCancellation, type CancelPayments, claimVersion, lockAggregate } from './cancel-apply.ts';
import { queueCancelEmail } from './cancel-email.ts';
import { assertCancellable, quoteOf } from './cancel-quote.ts';

type Deps = {
  db: Database;
  clock: () => Date;
  payments: CancelPayments;
  onError?: (error: unknown) => void;
};

/**
 * Self-service cancellation under the congress's policy (decisions 48): the participant reads the
 * fee and refund, then cancels (or asks staff, when the congress wants to approve each one).
 */
export function createSelfCancelService({ db, clock, payments, onError }: Deps) {
  async function currentQuote(id: number): Promise<TCancelQuote> {
    const agg = await findParticipationAggregate(db, id);
    if (!agg) throw new AppError('NOT_FOUND', MESSAGES.participationNotFound);
    return quoteOf(agg, clock());
  }

  /** Card refunds the congress lets go through at once, after the commit; a failure is retried by the timer. */
  async function carryOut(refundIds: number[]) {
    for (const refundId of refundIds) await payments.refunds.execute(refundId).catch((e) => onError?.(e));
  }

  return {
    async quote(session: SessionSubject, id: number): Promise<TCancelQuote> {
      await assertCancelAccess(db, session, id);
      return currentQuote(id);
    },

    async cancel(session: SessionSubject, id: number, input: TCancelConfirm): Promise<TCancelOutcome> {
      await assertCancelAccess(db, session, id);
      const done = await withTransactionRetry(db, async (tx) => {
        const now = clock();
        const agg = await lockAggregate(tx, id);
        assertCancellable(agg, now);
        if (agg.participation.cancellationRequest)
          throw new AppError('CONFLICT', CANCEL_MESSAGES.alreadyRequested);
        const quote = quoteOf(agg, now);
        if (!quote.isOpen || quote.stage.feePercent === null)
          throw new AppError('CONFLICT', CANCEL_MESSAGES.closed);
        const { feeCents, refundCents } = quote;
        if (agg.congress.cancellationPolicy.needsApproval) {
          const request = {
            requestedAt: now.toISOString(),
            feePercent: quote.stage.feePercent,
            feeCents,
            refundCents,
          };
          await claimVersion(tx, id, input.version, { cancellationRequest: request, updatedAt: now });
          await recordAudit(tx, {
            actor: session,
            congressId: agg.congress.id,
            action: 'self-cancel-request',
            entity: 'participation',
            entityId: id,
            after: request,
          });
          await queueCancelEmail(tx, agg, { kind: 'requested', feeCents, refundCents });
          return { outcome: 'requested' as const, refunds: [] };
        }
        await claimVersion(tx, id, input.version, { updatedAt: now });
        const apply = { feeCents, actor: session, via: 'participant' as const, now };
        const refunds = await applyCancellation(tx, agg, apply, payments);
        return { outcome: 'cancelled' as const, refunds };
      });
      if (done.outcome === 'cancelled') invalidateRateLists(db);
      await carryOut(done.refunds);
      return { outcome: done.outcome, quote: await currentQuote(id) };
    },

    /** Staff approve (the cancellation takes effect with the fee quoted when asked) or refuse it. */
    async decide(session: SessionSubject, id: number, input: TCancelDecision): Promise<TCancelQuote> {
      const owner = await findParticipationOwner(db, id);
      if (!owner) throw new AppError('NOT_FOUND', MESSAGES.participationNotFound);
      if (!canStaffCongress(session, owner.congressId) || !hasRoleIn(session.roles, 'admin'))
        throw new AppError('FORBIDDEN', MESSAGES.accessDenied);
      const refunds = await withTransactionRetry(db, async (tx) => {
        const now = clock();
        const agg = await lockAggregate(tx, id);
        const request = agg.participation.cancellationRequest;
        if (!request) throw new AppError('CONFLICT', CANCEL_MESSAGES.noRequest);
        await claimVersion(tx, id, input.version, {
          ...(input.approve ? {} : { cancellationRequest: null }),
          updatedAt: now,
        });
        if (input.approve) {
          assertCancellable(agg, now);
          // Never more than what is paid now (a refund may have been made since the request).
          const feeCents = Math.min(request.feeCents, quoteOf(agg, now).paidCents);
          const apply = { feeCents, actor: session, via: 'approval' as const, now };
          return applyCancellation(tx, agg, apply, payments);
        }
        await recordAudit(tx, {
          actor: session,
          congressId: agg.congress.id,
          action: 'self-cancel-refused',
          entity: 'participation',
          entityId: id,
          before: request,
        });
        await queueCancelEmail(tx, agg, { kind: 'refused', feeCents: 0, refundCents: 0 });
        return [];
      });
      if (input.approve) invalidateRateLists(db);
      await carryOut(refunds);
      return currentQuote(id);
    },
  };
}
export type SelfCancelService = ReturnType<typeof createSelfCancelService>;
