import type { TPaymentSummary } from '@congress/domain/contracts/payments';
import { MESSAGES } from '@congress/domain/messages';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { statementOf } from '@congress/domain/participation-money';
import { choiceChangeOf } from '@congress/domain/choice-change';
import type { PaymentsBooking } from './payment-deps.ts';
import { toPaymentDto } from '../../lib/payment-dto.ts';

/** The payment summary step (spec 2.2): price, paid, amount due and the forward button's label. */
export function createPaymentSummaryService({
  db,
  clock,
  booking,
}: {
  db: Database;
  clock: () => Date;
  booking: PaymentsBooking;
}) {
  return {
    async summary(session: SessionSubject, participationId: number): Promise<TPaymentSummary> {
      await booking.assertParticipationAccess(session, participationId, 'read');
      const agg = await booking.findParticipationAggregate(db, participationId);
      if (!agg) throw new AppError('NOT_FOUND', MESSAGES.participationNotFound);
      const statement = statementOf(agg);
      return {
        participationId,
        currency: agg.congress.currency,
        priceCents: statement.priceCents,
        paidCents: statement.paidCents,
        amountDueCents: statement.dueCents,
        action: statement.action,
        statement,
        payments: agg.payments.map((payment) => toPaymentDto(payment, agg.congress.timeZone)),
        change: choiceChangeOf(agg, clock()),
      };
    },
  };
}
