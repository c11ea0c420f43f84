import type { AccountStatement } from './account-statement.ts';
import {
  activeRegistrations,
  choiceStatementOf,
  livePendingChange,
  type MoneyParticipation,
  statementOf,
} from './participation-money.ts';
import type { PricedRate } from './pricing.ts';

/**
 * What a card payment charges: what is due, plus a pending transfer it replaces (decisions 35: the
 * transfer is cancelled when the card succeeds). The card payment and the pay screen both read it.
 */
export const cardChargeCents = (statement: AccountStatement) =>
  Math.max(0, statement.dueCents) + statement.awaitingTransferCents;

type LabelledRate = PricedRate & { label: string };

/** One choice as the pay screen shows it: its rate, how many people, its price. */
export type ChoiceLine = { rateLabel: string; pax: number; priceCents: number };

/**
 * What a pending change buys (decisions 32): the choice in force, the new choice,
 * what was already paid and what is charged now, all from the account statements (the one in force,
 * and `choiceStatementOf` of the change), so the summary and the Pay button say the same amount.
 */
export type ChoiceChange = {
  inForce: ChoiceLine;
  next: ChoiceLine;
  paidCents: number;
  awaitingTransferCents: number;
  /** What the card is charged now (0 when the change is completed by REFUND or CONFIRM). */
  chargedNowCents: number;
  action: AccountStatement['action'];
};

export function choiceChangeOf(
  agg: MoneyParticipation & {
    rate: LabelledRate;
    pendingChange?: { rate: LabelledRate; holdExpiresAt: Date; hasSecond: boolean } | null;
  },
  now: Date,
): ChoiceChange | null {
  const pending = livePendingChange(agg, now);
  if (!pending) return null;
  const inForce = statementOf(agg);
  const choice = choiceStatementOf(agg, now);
  const nextRate = agg.pendingChange?.rate ?? agg.rate;
  return {
    inForce: {
      rateLabel: agg.rate.label,
      pax: activeRegistrations(agg).length,
      priceCents: inForce.priceCents,
    },
    next: { rateLabel: nextRate.label, pax: pending.hasSecond ? 2 : 1, priceCents: choice.priceCents },
    paidCents: choice.paidCents,
    awaitingTransferCents: choice.awaitingTransferCents,
    chargedNowCents: cardChargeCents(choice),
    action: choice.action,
  };
}
