import { SELF_CANCELLED } from '@congress/domain/cancellation-policy';
import { MESSAGES } from '@congress/domain/messages';
import type { Transaction } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { SessionSubject } from '../../../lib/session-subject.ts';
import { assertFreshWrite } from '../../../lib/stale-version.ts';
import { recordAudit } from '../../audit/audit.service.ts';
import {
  findParticipationAggregate,
  type ParticipationAggregate,
} from '../participations/participation-read.repository.ts';
import { updateParticipation } from '../participations/participations.repository.ts';
import { deletePendingChange } from '../registrations/pending-change.repository.ts';
import { writeRegistrationStatus } from '../registrations/registration-status.repository.ts';
import { notifyRoomMateLeftAfter, roomMateBefore } from '../room-mates/room-mate-left.ts';
import { queueCancelEmail } from './cancel-email.ts';

export type Actor = SessionSubject;

/**
 * What the cancellation uses of payments (decisions 15), handed in by the composition root: payments
 * depends on booking, so booking names what it needs instead of importing it.
 */
export type CancelPayments = {
  settleCancellation: (
    tx: Transaction,
    agg: ParticipationAggregate,
    actor: Actor,
    now: Date,
  ) => Promise<{ refundCents: number; immediateRefunds: number[] }>;
  refunds: { execute: (refundId: number) => Promise<unknown> };
};

export async function lockAggregate(tx: Transaction, id: number): Promise<ParticipationAggregate> {
  const agg = await findParticipationAggregate(tx, id, { forUpdate: true });
  if (!agg) throw new AppError('NOT_FOUND', MESSAGES.participationNotFound);
  return agg;
}

/** The compare-and-set write of the version read (decisions 39), with the participation's own columns. */
export async function claimVersion(
  tx: Transaction,
  id: number,
  version: number,
  values: Parameters<typeof updateParticipation>[2],
): Promise<void> {
  assertFreshWrite(await updateParticipation(tx, id, values, version));
}

/**
 * Cancels every registration of the participation, keeps the fee as its price, and asks back the rest
 * of what was paid (decisions 48): the places and rooms are free at commit (the waiting-list sweep
 * offers them to the next in line), the refund follows decisions 15. Answers the card refunds to
 * carry out after the commit.
 */
export async function applyCancellation(
  tx: Transaction,
  agg: ParticipationAggregate,
  input: { feeCents: number; actor: Actor; via: 'participant' | 'approval'; now: Date },
  payments: CancelPayments,
): Promise<number[]> {
  const { now } = input;
  const id = agg.participation.id;
  const cancelling = agg.registrations.filter((r) => r.statusRegistration !== 'cancelled');
  const mate = roomMateBefore(
    agg.participation,
    agg.registrations.find((r) => r.position === 1),
  );
  for (const registration of cancelling) {
    await writeRegistrationStatus(
      tx,
      registration,
      { event: 'self_cancelled', to: 'cancelled', comment: SELF_CANCELLED },
      { updatedAt: now },
    );
  }
  // The cancellation replaces any change that was being made (its hold ran out, or staff approve).
  if (agg.pendingChange) await deletePendingChange(tx, id);
  await updateParticipation(tx, id, {
    cancellationFeeCents: input.feeCents,
    cancellationRequest: null,
    updatedAt: now,
  });
  const cancelled = await lockAggregate(tx, id);
  const settled = await payments.settleCancellation(tx, cancelled, input.actor, now);
  await recordAudit(tx, {
    actor: input.actor,
    congressId: agg.congress.id,
    action: 'self-cancel',
    entity: 'participation',
    entityId: id,
    before: { registrations: cancelling.map((r) => ({ id: r.id, status: r.statusRegistration })) },
    after: { via: input.via, feeCents: input.feeCents, refundCents: settled.refundCents },
  });
  const kept = cancelled.payments
    .filter((p) => p.kind === 'charge' && p.status === 'confirmed')
    .reduce((sum, p) => sum + p.amountCents, 0);
  const refunded = cancelled.payments
    .filter((p) => p.kind === 'refund' && p.status === 'confirmed')
    .reduce((sum, p) => sum + p.amountCents, 0);
  await queueCancelEmail(tx, cancelled, {
    kind: 'cancelled',
    feeCents: input.feeCents,
    refundCents: Math.max(0, kept - refunded - input.feeCents),
  });
  // Whether staff approved it or the participant cancelled, the member sharing the room is told.
  await notifyRoomMateLeftAfter(tx, id, mate);
  return settled.immediateRefunds;
}
