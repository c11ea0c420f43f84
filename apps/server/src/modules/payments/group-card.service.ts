import { cardChargeCents } from '@congress/domain/choice-change';
import { GROUP_MESSAGES } from '@congress/domain/contracts/groups';
import { PAYMENT_MESSAGES, type TCardPaymentResponse } from '@congress/domain/contracts/payments';
import type { GroupShare } from '@congress/domain/groups/group-money';
import {
  choiceStatementOf,
  holdHasExpired,
  isMainCancelled,
  openCardPayment,
} from '@congress/domain/participation-money';
import type { Transaction } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import type { ParticipationAggregate } from '../booking/booking.service.ts';
import type { CardPaymentDeps } from './card-payment.service.ts';
import { groupSharesOf } from './group-card-shares.ts';
import { ensureIntent } from './card-intent.ts';
import { retireCardPayment } from './card-retire.ts';
import { insertPayment, type PaymentRow } from './payments.repository.ts';

type Group = NonNullable<Awaited<ReturnType<CardPaymentDeps['booking']['findGroup']>>>;

const sameShares = (a: GroupShare[], b: GroupShare[]) =>
  a.length === b.length &&
  a.every(
    (share, i) => share.participationId === b[i]?.participationId && share.amountCents === b[i]?.amountCents,
  );

type Prepared =
  | { stale: PaymentRow }
  | {
      stale?: undefined;
      payment: PaymentRow;
      lead: ParticipationAggregate;
      provider: ReturnType<CardPaymentDeps['providers']['forCongress']>;
    };

/**
 * One card payment for the whole group (decisions 49): one provider intent for what every place
 * owes, recorded on the first place's payment with each place's share; its success confirms a
 * payment of each place for its share (payment-succeeded.handler.ts), each with its own invoice.
 */
export function createGroupCardService(deps: CardPaymentDeps) {
  const { db, clock, providers, booking } = deps;

  /** Under every place's lock: the open group card payment for what is owed now, or the stale one. */
  async function prepare(tx: Transaction, group: Group): Promise<Prepared> {
    const now = clock();
    const places: ParticipationAggregate[] = [];
    for (const row of await booking.listGroupPlaces(tx, group.id)) {
      const agg = await booking.findParticipationAggregate(tx, row.participationId, { forUpdate: true });
      if (agg && !isMainCancelled(agg) && !holdHasExpired(agg, now)) places.push(agg);
    }
    const shares = places
      .map((agg) => ({
        participationId: agg.participation.id,
        amountCents: cardChargeCents(choiceStatementOf(agg, now)),
      }))
      .filter((share) => share.amountCents > 0);
    const total = shares.reduce((sum, share) => sum + share.amountCents, 0);
    const lead = places.find((agg) => agg.participation.id === shares[0]?.participationId);
    if (!lead || total <= 0) throw new AppError('NOTHING_TO_PAY', GROUP_MESSAGES.nothingToPay);
    const provider = providers.forCongress(lead.congress);
    for (const agg of places) {
      const open = openCardPayment(agg);
      const ours = open && groupSharesOf(open);
      if (open && !(ours && sameShares(ours, shares) && open.provider === provider.name))
        return { stale: open };
    }
    // Starting a card payment extends each place's hold by the congress's hold time (decisions 11).
    const extended = new Date(now.getTime() + lead.congress.holdMinutes * 60_000);
    for (const agg of places) {
      const hold = agg.participation.holdExpiresAt;
      await booking.updateParticipationPaymentState(
        tx,
        agg.participation.id,
        { paymentMethodChoice: 'card', ...(hold && hold < extended ? { holdExpiresAt: extended } : {}) },
        now,
      );
    }
    const open = openCardPayment(lead);
    const payment =
      open ??
      (await insertPayment(tx, {
        participationId: lead.participation.id,
        kind: 'charge',
        method: 'card',
        status: 'pending',
        amountCents: total,
        currency: lead.congress.currency,
        provider: provider.name,
        informationsPayment: {
          groupId: group.id,
          groupReference: group.reference,
          payerName: group.billingName,
          shares,
        },
        date: now,
      }));
    return { payment, lead, provider };
  }

  return {
    /** POST /api/group/:id/card: the amount is the server's, what the places owe now (decisions 14). */
    async create(session: SessionSubject, groupId: number): Promise<TCardPaymentResponse> {
      const group = await booking.assertGroupAccess(session, groupId);
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const prepared = await db.transaction((tx) => prepare(tx, group));
        if (prepared.stale) {
          const outcome = await retireCardPayment(deps, prepared.stale, 'Replaced: the amount due changed');
          if (outcome === 'in-progress') throw new AppError('CONFLICT', PAYMENT_MESSAGES.paymentInProgress);
          continue;
        }
        const { lead } = prepared;
        const payment = await ensureIntent(db, prepared.payment, prepared.provider, {
          description: `${lead.congress.label} - group ${group.reference}`,
          receiptEmail: session.kind === 'user' && group.payerUserId === session.id ? session.email : null,
          metadata: { groupId: String(group.id), congress: lead.congress.slug },
        });
        if (!payment.clientSecret) throw new AppError('BUSY', PAYMENT_MESSAGES.providerUnavailable);
        return {
          paymentId: payment.id,
          clientSecret: payment.clientSecret,
          amountCents: payment.amountCents,
          currency: payment.currency,
          provider: prepared.provider.name,
          publishableKey: prepared.provider.name === 'stripe' ? lead.congress.stripePublicKey : null,
        };
      }
      throw new AppError('CONFLICT', PAYMENT_MESSAGES.paymentInProgress);
    },
  };
}
export type GroupCardService = ReturnType<typeof createGroupCardService>;
