/**
 * One payer for many people (decisions 49): each person keeps a participation and its own account
 * statement; the group pays once. These rules split one receipt (a card charge or a bank transfer to
 * the group's reference) over the people's participations.
 */
export type GroupSeatDue = { participationId: number; dueCents: number };
export type GroupShare = { participationId: number; amountCents: number };

/** What the group owes in all: the sum of what each participation still owes (credits do not offset). */
export const groupDueCents = (seats: readonly GroupSeatDue[]) =>
  seats.reduce((sum, seat) => sum + Math.max(0, seat.dueCents), 0);

/**
 * Splits a receipt over the seats in participation order: each due is filled in full before the next,
 * so a short transfer confirms whole people rather than leaving everyone part-paid (decisions 41 counts
 * a part-paid person as not paid). Money beyond every due goes to the first seat, whose statement then
 * shows the credit for the payer to be refunded (decisions 31) instead of vanishing.
 */
export function splitGroupReceipt(seats: readonly GroupSeatDue[], receivedCents: number): GroupShare[] {
  if (!Number.isInteger(receivedCents) || receivedCents < 0) throw new RangeError('receipt in whole cents');
  const ordered = [...seats].sort((a, b) => a.participationId - b.participationId);
  let left = receivedCents;
  const shares = ordered.map((seat) => {
    const amountCents = Math.min(left, Math.max(0, seat.dueCents));
    left -= amountCents;
    return { participationId: seat.participationId, amountCents };
  });
  const first = shares[0];
  if (left > 0 && first) shares[0] = { ...first, amountCents: first.amountCents + left };
  return shares.filter((share) => share.amountCents > 0);
}
