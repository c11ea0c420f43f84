import { cardChargeCents } from '@congress/domain/choice-change';
import type { AccountStatement } from '@congress/domain/account-statement';
import { PAYMENT_MESSAGES, type TCardPaymentResponse } from '@congress/domain/contracts/payments';
import { MESSAGES } from '@congress/domain/messages';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentProvider } from '../../lib/payments/payment-provider.ts';
import type { PaymentProviders } from '../../lib/payments/providers.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import type { ParticipationAggregate } from '../booking/booking.service.ts';
import {
  choiceStatementOf,
  holdHasExpired,
  isMainCancelled,
  livePendingChange,
  mainRegistration,
  openCardPayment,
} from '@congress/domain/participation-money';
import { ensureIntent } from './card-intent.ts';
import { retireCardPayment } from './card-retire.ts';
import type { PaymentsBooking } from './payment-deps.ts';
import type { PaymentEventsService } from './payment-events.service.ts';
import { insertPayment, type PaymentRow } from './payments.repository.ts';

type Prepared =
  | { stale: PaymentRow }
  | { stale?: undefined; payment: PaymentRow; agg: ParticipationAggregate; provider: PaymentProvider };

export type CardPaymentDeps = {
  db: Database;
  clock: () => Date;
  providers: PaymentProviders;
  events: PaymentEventsService;
  booking: PaymentsBooking;
};

/**
 * What a card pays: the amount due of the choice being completed and, in place of a transfer not yet
 * received, its amount too (decisions 35: the transfer is cancelled when the card succeeds).
 */
export const cardAmount = (statement: AccountStatement) => cardChargeCents(statement);

export function createCardPaymentService({ db, clock, providers, events, booking }: CardPaymentDeps) {
  /** Under the participation lock: the open card payment for the amount due, or the stale one to retire. */
  function prepare(participationId: number): Promise<Prepared> {
    return db.transaction(async (tx) => {
      const now = clock();
      const agg = await booking.findParticipationAggregate(tx, participationId, { forUpdate: true });
      if (!agg) throw new AppError('NOT_FOUND', MESSAGES.participationNotFound);
      const pending = livePendingChange(agg, now);
      const changeExpired = agg.pendingChange !== null && pending === null;
      if (isMainCancelled(agg) || holdHasExpired(agg, now) || changeExpired) {
        throw new AppError('CONFLICT', PAYMENT_MESSAGES.reservationExpired);
      }
      const provider = providers.forCongress(agg.congress);
      const due = cardAmount(choiceStatementOf(agg, now));
      if (due <= 0) throw new AppError('NOTHING_TO_PAY', PAYMENT_MESSAGES.nothingToPay);
      const open = openCardPayment(agg);
      if (open && (open.amountCents !== due || open.provider !== provider.name)) return { stale: open };
      const hold = agg.participation.holdExpiresAt;
      // Starting a card payment extends the hold by the congress's hold time (decisions 11).
      const extended = new Date(now.getTime() + agg.congress.holdMinutes * 60_000);
      await booking.updateParticipationPaymentState(
        tx,
        participationId,
        { paymentMethodChoice: 'card', ...(hold && hold < extended ? { holdExpiresAt: extended } : {}) },
        now,
      );
      if (pending) await booking.extendPendingChange(tx, participationId, extended);
      const payment =
        open ??
        (await insertPayment(tx, {
          participationId,
          kind: 'charge',
          method: 'card',
          status: 'pending',
          amountCents: due,
          currency: agg.congress.currency,
          provider: provider.name,
          date: now,
        }));
      return { payment, agg, provider };
    });
  }

  async function retire(stale: PaymentRow) {
    const outcome = await retireCardPayment(
      { db, clock, providers, events },
      stale,
      'Replaced: the amount due changed',
    );
    if (outcome === 'in-progress') throw new AppError('CONFLICT', PAYMENT_MESSAGES.paymentInProgress);
  }

  return {
    /** POST /api/payment/stripe/create: the amount is the server's amount due (decisions 14). */
    async create(session: SessionSubject, participationId: number): Promise<TCardPaymentResponse> {
      await booking.assertParticipationAccess(session, participationId, 'write');
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const prepared = await prepare(participationId);
        if (prepared.stale) {
          await retire(prepared.stale);
          continue;
        }
        const { agg } = prepared;
        const payment = await ensureIntent(db, prepared.payment, prepared.provider, {
          description: `${agg.congress.label} - registration ${agg.participation.id}`,
          receiptEmail: mainRegistration(agg)?.participant.email ?? null,
          metadata: { participationId: String(agg.participation.id), congress: agg.congress.slug },
        });
        if (!payment.clientSecret) throw new AppError('BUSY', PAYMENT_MESSAGES.providerUnavailable);
        return {
          paymentId: payment.id,
          clientSecret: payment.clientSecret,
          amountCents: payment.amountCents,
          currency: payment.currency,
          provider: prepared.provider.name,
          publishableKey: prepared.provider.name === 'stripe' ? prepared.agg.congress.stripePublicKey : null,
        };
      }
      throw new AppError('CONFLICT', PAYMENT_MESSAGES.paymentInProgress);
    },
  };
}
