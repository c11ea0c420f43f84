import type { GroupShare } from '@congress/domain/groups/group-money';
import { groupPaymentOf } from '@congress/domain/groups/group-payment';

/** What one card payment of a group pays for each of its places (decisions 49). */
export const groupSharesOf = (payment: { informationsPayment: unknown }): GroupShare[] | null => {
  const shares = (payment.informationsPayment as { shares?: unknown } | null)?.shares;
  return Array.isArray(shares) && groupPaymentOf(payment) ? (shares as GroupShare[]) : null;
};
