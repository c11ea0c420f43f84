import type { TParticipation } from '@congress/domain/contracts/participations';
import { defineMessages } from '../../lib/i18n/messages.ts';

export const nothingChangedMessages = defineMessages({
  nothingChanged: {
    id: 'times.form.nothingChanged',
    defaultMessage: 'Nothing was changed: your booking stays as it is.',
  },
});

/** Paid, or paid by a transfer chosen: a change to it waits as a pending change (decisions 32). */
const isCommitted = (participation: TParticipation) =>
  participation.paymentMethodChoice === 'bank_transfer' ||
  participation.statement.paidCents > 0 ||
  participation.statement.awaitingTransferCents > 0;

/**
 * Modify then NEXT with nothing edited: the server keeps the paid booking as it stands and holds no
 * change, so there is nothing to complete; the participant goes back to the dashboard, told so.
 */
export function isNothingChanged(before: TParticipation | null, after: TParticipation): boolean {
  return before !== null && isCommitted(before) && after.pendingChange === null;
}
