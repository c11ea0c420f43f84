import { z } from 'zod';
import { defineTexts } from '../i18n/texts.ts';
import { ZAccountStatement } from './payments.ts';

/**
 * Decisions 43: whenever the account statement says a participant is owed money (a staff change, a
 * cancellation, an overpayment: its credit), staff repay it from Manage Registration or the desk.
 */
export const STAFF_REFUND_MESSAGES = defineTexts({
  nothingOwed: 'Nothing is owed to this participant.',
  amountChanged: 'The amount owed has changed since this page was loaded. Reload to see it.',
  noCardCharge: 'No card payment can take this refund: refund it by bank transfer or in cash.',
  refunded: 'Refund recorded.',
  providerPending: 'The card refund was sent to the payment provider and will be completed shortly.',
});

/** How staff pay the credit back: to the card through the provider, or by hand. */
export const STAFF_REFUND_METHODS = ['card', 'bank_transfer', 'cash'] as const;
export type StaffRefundMethod = (typeof STAFF_REFUND_METHODS)[number];

/** GET /api/payments-desk/participation/:id/refund: what may be refunded, and how much by card. */
export const ZStaffRefundOffer = z.object({
  participationId: z.number().int(),
  currency: z.string(),
  /** The statement's credit: owed and not asked back by a pending request. */
  owedCents: z.number().int(),
  /** What card charges took and can take back through the provider (at most owedCents). */
  cardRefundableCents: z.number().int(),
  statement: ZAccountStatement,
});
export type TStaffRefundOffer = z.infer<typeof ZStaffRefundOffer>;

export const ZStaffRefundRequest = z.object({
  method: z.enum(STAFF_REFUND_METHODS),
  /** The amount the dialog showed: a different credit now (someone else refunded) answers 409. */
  amountCents: z.number().int().positive(),
});
export type TStaffRefundRequest = z.infer<typeof ZStaffRefundRequest>;

export const ZStaffRefundResponse = z.object({
  participationId: z.number().int(),
  currency: z.string(),
  refundedCents: z.number().int(),
  /** Still owed afterwards (a card refund is limited to what card charges took). */
  remainingCents: z.number().int(),
  paymentIds: z.array(z.number().int()),
  creditNoteNumbers: z.array(z.string()),
  /** A card refund the provider has not completed yet stays pending (retried by the timer). */
  completed: z.boolean(),
  message: z.string(),
});
export type TStaffRefundResponse = z.infer<typeof ZStaffRefundResponse>;

/** The refund tab's participations owed money that no request asks back (staff changes, cancellations). */
export const ZOwedParticipation = z.object({
  participationId: z.number().int(),
  participant: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    memberNumber: z.string().nullable(),
  }),
  currency: z.string(),
  owedCents: z.number().int(),
  statement: ZAccountStatement,
});
export type TOwedParticipation = z.infer<typeof ZOwedParticipation>;
