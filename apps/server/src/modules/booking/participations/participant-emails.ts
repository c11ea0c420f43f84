import { holdValues, participationValues } from '@congress/domain/email-values';
import type { Executor } from '../../../db/database.ts';
import { queueParticipantEmail } from '../../../lib/mail/participant-email.ts';
import { findParticipationAggregate, type ParticipationAggregate } from './participation-read.repository.ts';

/**
 * The booking's own e-mails to the participant (decisions 36), queued in the transaction of the
 * change and read from the participation as it stands after it.
 */

/** Registration received: the place held, its price, until when, and what is due. */
export async function queueRegistrationReceived(
  executor: Executor,
  participationId: number,
  /** The participation as the caller just read it in the same transaction, unchanged since. */
  loaded?: ParticipationAggregate | null,
) {
  const agg = loaded ?? (await findParticipationAggregate(executor, participationId));
  if (!agg) return;
  await queueParticipantEmail(executor, agg, {
    label: 'Registration received',
    values: (t) => holdValues(agg, t),
    purpose: 'registration-received',
  });
}

/** Cancellation: the registration is cancelled; the statement says what is left (a credit, or nothing). */
export async function queueCancellation(executor: Executor, participationId: number) {
  const agg = await findParticipationAggregate(executor, participationId);
  if (!agg) return;
  await queueParticipantEmail(executor, agg, {
    label: 'Cancellation',
    values: (t) => participationValues(agg, undefined, t),
    purpose: 'cancellation',
  });
}
