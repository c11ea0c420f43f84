import { allocateRefund } from '@congress/domain/participation-money';
import type { ParticipationAggregate, ParticipationPayment } from '../booking/booking.service.ts';

type CardCharge = ParticipationPayment & { provider: string };

/**
 * What card charges can take back through their provider, newest first (allocateRefund): a provider
 * refunds at most what a charge took, so the rest of a credit is refunded by hand.
 */
export function cardRefundParts(agg: ParticipationAggregate, owedCents: number) {
  const cardLines = agg.payments.filter(
    (p) => p.kind === 'refund' || (p.method === 'card' && p.provider && p.providerIntentId),
  );
  return allocateRefund(cardLines, owedCents).flatMap((part) =>
    part.charge?.kind === 'charge' && part.charge.status === 'confirmed' && part.charge.provider
      ? [{ charge: part.charge as CardCharge, amountCents: part.amountCents }]
      : [],
  );
}

/**
 * Money paid back by hand still returns a charge: each part names the confirmed charge it credits (its
 * invoice gets a credit note); what no received charge covers is a refund of nothing in particular.
 */
export function handRefundParts(agg: ParticipationAggregate, owedCents: number) {
  return allocateRefund(agg.payments, owedCents).map((part) => ({
    chargeId: part.charge?.status === 'confirmed' ? part.charge.id : null,
    amountCents: part.amountCents,
  }));
}
