import { payerIs, referenceMatches } from './reference.ts';

/** What a bank line offers to be matched on (a credit, in the currency's minor units). */
export type BankLine = {
  amountCents: number;
  currency: string;
  counterparty: string | null;
  remittance: string | null;
  bankReference: string | null;
};

/** A pending bank transfer awaiting its money. */
export type AwaitedTransfer = {
  paymentId: number;
  reference: string;
  amountCents: number;
  currency: string;
  firstName: string;
  lastName: string;
};

export const MATCH_RULES = ['reference-exact', 'reference-tolerant', 'amount-name', 'amount'] as const;
export type MatchRule = (typeof MATCH_RULES)[number];

export type LineMatch = {
  status: 'matched' | 'ambiguous' | 'unmatched';
  rule: MatchRule | null;
  /** The one transfer proposed when matched. */
  paymentId: number | null;
  candidatePaymentIds: number[];
};

const outcome = (rule: MatchRule, found: readonly AwaitedTransfer[]): LineMatch => {
  const ids = found.map((transfer) => transfer.paymentId);
  // Amount alone names nobody: it proposes, the admin decides even for one candidate.
  if (ids.length === 1 && rule !== 'amount')
    return { status: 'matched', rule, paymentId: ids[0] ?? null, candidatePaymentIds: ids };
  return { status: 'ambiguous', rule, paymentId: null, candidatePaymentIds: ids };
};

/**
 * A credit line is matched to a pending transfer by its reference quoted exactly, then
 * tolerantly, then by amount and payer name; the first rule that finds anyone decides. One candidate
 * is matched, several are ambiguous, none unmatched. Same amount with another payer's name only
 * proposes candidates (ambiguous): a stranger paying the right sum is not proof.
 */
export function matchLine(line: BankLine, awaited: readonly AwaitedTransfer[]): LineMatch {
  const texts = [line.remittance, line.bankReference, line.counterparty];
  const inCurrency = awaited.filter((transfer) => transfer.currency === line.currency);
  for (const kind of ['exact', 'tolerant'] as const) {
    const found = inCurrency.filter((transfer) => referenceMatches(texts, transfer.reference) === kind);
    if (found.length > 0) return outcome(kind === 'exact' ? 'reference-exact' : 'reference-tolerant', found);
  }
  const sameAmount = inCurrency.filter((transfer) => transfer.amountCents === line.amountCents);
  const named = sameAmount.filter((t) => payerIs(line.counterparty, t.firstName, t.lastName));
  if (named.length > 0) return outcome('amount-name', named);
  if (sameAmount.length > 0) return outcome('amount', sameAmount);
  return { status: 'unmatched', rule: null, paymentId: null, candidatePaymentIds: [] };
}

/** Partial or excess against what the account statement awaits (decisions 31), before booking. */
export function receiptKind(receivedCents: number, dueCents: number): 'exact' | 'partial' | 'excess' {
  if (receivedCents < dueCents) return 'partial';
  return receivedCents > dueCents ? 'excess' : 'exact';
}
