import { z } from 'zod';
import { ZCancellationPolicy } from '../cancellation-policy.ts';
import { zIdParam } from '../ids.ts';
import { defineTexts } from '../i18n/texts.ts';
import { ZVersion } from './versions.ts';

/** A participant cancels their own registration under the congress's policy (decisions 48). */
export const CANCEL_MESSAGES = defineTexts({
  closed: 'Cancelling online is closed for this congress: please write to the organisers.',
  alreadyCancelled: 'This registration is already cancelled.',
  changePending: 'Finish or abandon your change before cancelling.',
  cardProcessing: 'A card payment is being processed. Please wait a moment and try again.',
  alreadyRequested: 'Your cancellation is already waiting for the organisers.',
  noRequest: 'No cancellation is waiting for approval.',
  cancelled: 'Your registration is cancelled.',
  requested: 'Your cancellation was sent to the organisers for approval.',
  approved: 'Cancellation approved',
  refused: 'Cancellation refused',
});

export const ZCancelParam = z.object({ id: zIdParam() });

/** Where the policy stands now: a step (until a day, a fee), nothing refunded, or closed. */
export const ZCancelStage = z.object({
  kind: z.enum(['step', 'no_refund', 'closed']),
  until: z.string().nullable(),
  feePercent: z.number().int().nullable(),
});

/** A cancellation waiting for staff, with the fee and refund quoted when it was asked. */
export const ZCancelRequestState = z.object({
  requestedAt: z.string(),
  feePercent: z.number().int(),
  feeCents: z.number().int(),
  refundCents: z.number().int(),
});

/** GET /api/participation/:id/cancel - what cancelling now would cost and give back. */
export const ZCancelQuote = z.object({
  participationId: z.number().int(),
  /** The participation's version: the confirmation sends it back (a stale one answers 409). */
  version: z.number().int(),
  currency: z.string(),
  timeZone: z.string(),
  policy: ZCancellationPolicy,
  stage: ZCancelStage,
  /** The participant may cancel (or ask to) now. */
  isOpen: z.boolean(),
  isCancelled: z.boolean(),
  priceCents: z.number().int(),
  paidCents: z.number().int(),
  feeCents: z.number().int(),
  refundCents: z.number().int(),
  /** The cancellation waiting for staff, if any. */
  request: ZCancelRequestState.nullable(),
  /** After a cancellation: the refunds asked, made or refused (decisions 15). */
  refund: z.object({
    requestedCents: z.number().int(),
    refundedCents: z.number().int(),
  }),
});
export type TCancelQuote = z.infer<typeof ZCancelQuote>;

/** POST /api/participation/:id/cancel - confirms the quote read at this version. */
export const ZCancelConfirm = z.object({ version: ZVersion });
export type TCancelConfirm = z.infer<typeof ZCancelConfirm>;

export const ZCancelOutcome = z.object({
  outcome: z.enum(['cancelled', 'requested']),
  quote: ZCancelQuote,
});
export type TCancelOutcome = z.infer<typeof ZCancelOutcome>;

/** POST /api/admin/participation/:id/cancel-request - staff approve or refuse a waiting cancellation. */
export const ZCancelDecision = z.object({ version: ZVersion, approve: z.boolean() });
export type TCancelDecision = z.infer<typeof ZCancelDecision>;
