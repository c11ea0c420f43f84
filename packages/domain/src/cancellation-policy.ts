import { z } from 'zod';
import { dayInZone } from './dates.ts';
import { defineTexts } from './i18n/texts.ts';

/**
 * A congress's cancellation policy (decisions 48): dated steps, each "until {date} (the whole day in
 * the congress's time zone) the fee is {percent} % of the price", and what follows the last step:
 * nothing refunded (a fee of 100 %) or self-cancellation closed. No steps and closed after them is
 * the default: participants cannot cancel on their own (staff still can).
 */

export const AFTER_LAST_STEP = ['closed', 'no_refund'] as const;
export type AfterLastStep = (typeof AFTER_LAST_STEP)[number];

export const CANCELLATION_POLICY_MESSAGES = defineTexts({
  stepOrder: 'Each step must end after the one before it',
  date: 'Please enter a date',
  percent: 'Please enter a percentage from 0 to 100',
});

export const ZCancellationStep = z.object({
  /** The last day (YYYY-MM-DD, inclusive) this step applies, in the congress's time zone. */
  until: z.iso.date(CANCELLATION_POLICY_MESSAGES.date),
  feePercent: z
    .number(CANCELLATION_POLICY_MESSAGES.percent)
    .int(CANCELLATION_POLICY_MESSAGES.percent)
    .min(0, CANCELLATION_POLICY_MESSAGES.percent)
    .max(100, CANCELLATION_POLICY_MESSAGES.percent),
});
export type TCancellationStep = z.infer<typeof ZCancellationStep>;

export const ZCancellationPolicy = z
  .object({
    steps: z.array(ZCancellationStep).max(20),
    afterLastStep: z.enum(AFTER_LAST_STEP),
    /** Staff approve each self-cancellation before it takes effect. */
    needsApproval: z.boolean(),
  })
  .refine(
    (policy) => policy.steps.every((step, i) => i === 0 || step.until > (policy.steps[i - 1]?.until ?? '')),
    { path: ['steps'], message: CANCELLATION_POLICY_MESSAGES.stepOrder },
  );
export type TCancellationPolicy = z.infer<typeof ZCancellationPolicy>;

export const DEFAULT_CANCELLATION_POLICY: TCancellationPolicy = {
  steps: [],
  afterLastStep: 'closed',
  needsApproval: false,
};

/** The step in force at an instant: a step, the time after the last one, or closed. */
export type PolicyStage =
  | { kind: 'step'; index: number; until: string; feePercent: number }
  | { kind: 'no_refund'; feePercent: 100 }
  | { kind: 'closed' };

export function policyStageAt(policy: TCancellationPolicy, now: Date, timeZone: string): PolicyStage {
  // Compared as calendar days in the congress's zone: "until 1 March" lasts to 23:59:59 there.
  const today = dayInZone(now, timeZone);
  const index = policy.steps.findIndex((step) => today <= step.until);
  const step = policy.steps[index];
  if (step) return { kind: 'step', index, until: step.until, feePercent: step.feePercent };
  return policy.afterLastStep === 'no_refund' ? { kind: 'no_refund', feePercent: 100 } : { kind: 'closed' };
}

export type CancellationQuote = {
  stage: PolicyStage;
  /** The price of the choice in force. */
  priceCents: number;
  /** Money received and kept: paid less refunded. */
  paidCents: number;
  /** The fee kept: the stage's percent of the price, never more than was paid. */
  feeCents: number;
  /** What comes back: paid - fee, never below 0. */
  refundCents: number;
};

/**
 * The fee and the refund of a cancellation, in cents. The fee is never charged beyond what was paid:
 * an unpaid balance is written off (a participant who paid nothing owes nothing on cancelling), so the
 * statement of the cancelled participation is priced at the fee and nothing stays due.
 */
export function quoteCancellation(input: {
  policy: TCancellationPolicy;
  now: Date;
  timeZone: string;
  priceCents: number;
  paidCents: number;
}): CancellationQuote {
  const stage = policyStageAt(input.policy, input.now, input.timeZone);
  const paidCents = Math.max(0, input.paidCents);
  const percent = stage.kind === 'closed' ? 0 : stage.feePercent;
  const feeCents = Math.min(paidCents, Math.round((input.priceCents * percent) / 100));
  return {
    stage,
    priceCents: input.priceCents,
    paidCents,
    feeCents,
    refundCents: Math.max(0, paidCents - feeCents),
  };
}

/**
 * The comment a self-cancellation leaves on the registrations it cancels: like a staff cancellation it
 * stays cancelled (decisions 33), but the dashboard says the participant cancelled it.
 */
export const SELF_CANCELLED = 'cancelled by the participant';
