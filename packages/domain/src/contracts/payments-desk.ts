import { z } from 'zod';
import { formatDate } from '../dates.ts';
import { PAYMENT_METHODS, REGISTRATION_STATUSES } from '../enums.ts';
import { formatMoney, withDecimalPoint } from '../money.ts';
import { TRANSFER_DAYS, transferDueDate } from '../pricing.ts';
import { ZAccountStatement } from './payments.ts';
import { ZOwedParticipation } from './staff-refunds.ts';
import { zIdParam } from '../ids.ts';
import { defineTexts } from '../i18n/texts.ts';

/** Spec 9: a bank transfer is due within 15 days; past that the back office flags it overdue (decisions 11). */
export const TRANSFER_OVERDUE_DAYS = TRANSFER_DAYS;
const DAY_MS = 86_400_000;

/** The instant a transfer chosen at `chosenAt` becomes overdue: the one due date of decisions 42. */
export const transferDueAt = (chosenAt: Date) => transferDueDate(chosenAt);

/** Overdue = still pending more than 15 days after it was chosen. */
export const isTransferOverdue = (chosenAt: Date, now: Date) =>
  now.getTime() > transferDueAt(chosenAt).getTime();

/** Transfers chosen before this instant are overdue at `now`. */
export const overdueBefore = (now: Date) => new Date(now.getTime() - TRANSFER_OVERDUE_DAYS * DAY_MS);

export const DESK_MESSAGES = defineTexts({
  transferNotFound: 'Bank transfer not found',
  transferAlreadyReceived: 'This bank transfer has already been marked as received.',
  transferNotPending: 'This bank transfer is no longer pending.',
  refundNotFound: 'Refund request not found',
  refundAlreadySettled: 'This refund request has already been approved or refused.',
  manualDuplicate: 'This payment has already been recorded.',
  manualTransferPending:
    'A bank transfer is pending for this participation: mark it as received in Pending transfers instead.',
  manualNothingDue: 'Nothing is due on this participation.',
  manualMoreThanDue: 'The amount is more than the amount due.',
  registrationCancelled: 'The registration of this participation is cancelled.',
  receivedInFuture: 'The date received cannot be in the future.',
  amountInvalid: 'Please enter an amount above 0 with at most 2 decimals.',
  dateInvalid: 'Please enter a date.',
  reasonRequired: 'Please give a reason.',
  searchTooShort: 'Please type at least 2 characters.',
  atMost200: 'At most 200 characters.',
  atMost500: 'At most 500 characters.',
  transferReceived: 'Transfer marked as received: payment confirmed and invoice sent.',
  transferPartial: 'Partial transfer recorded',
  transferOverpaid: 'Transfer recorded: more than the amount due was received.',
  refundApproved: 'Refund approved.',
  refundRefused: 'Refund request refused.',
  manualRecorded: 'Manual payment recorded.',
});

/** The date received is refused before the first day anyone could register. */
export const receivedBeforeOpening = (openedOn: string) =>
  `The date received cannot be before registration opened on ${formatDate(openedOn)}.`;

/**
 * What the desk answers after recording money, from the account statement's due (decisions 31): while
 * something is due it says so, and that a pending registration stays pending.
 */
export function recordedMoneyMessage(
  done: string,
  dueCents: number,
  currency: string,
  registrationStatus: string | null,
): string {
  if (dueCents <= 0) return done;
  const pending = registrationStatus === 'pending' ? 'the registration stays pending; ' : '';
  return `${done.replace(/\.$/, '')}: ${pending}${formatMoney(dueCents, currency)} remains due.`;
}

/** A positive price of spec 3: digits with at most 2 decimals, above 0, at most 100,000. */
export const deskAmount = () =>
  z
    .string({ error: DESK_MESSAGES.amountInvalid })
    .transform(withDecimalPoint)
    .pipe(
      z
        .string()
        .regex(/^\d{1,6}(\.\d{1,2})?$/, DESK_MESSAGES.amountInvalid)
        .refine((value) => Number(value) > 0 && Number(value) <= 100_000, DESK_MESSAGES.amountInvalid),
    );

/** A day of the calendar: 2026-02-30 is refused (Date would roll it over to 2 March). */
const isCalendarDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const calendarDay = () =>
  z
    .string({ error: DESK_MESSAGES.dateInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, DESK_MESSAGES.dateInvalid)
    .refine(isCalendarDay, DESK_MESSAGES.dateInvalid);

const optionalNote = (max: 200 | 500) =>
  z
    .string()
    .trim()
    .max(max, max === 200 ? DESK_MESSAGES.atMost200 : DESK_MESSAGES.atMost500)
    .optional()
    .transform((value) => (value ? value : undefined));

export const ZDeskSlugParam = z.object({ slug: z.string().min(1).max(100) });
export const ZDeskIdParam = z.object({ id: zIdParam() });

const ZPerson = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  memberNumber: z.string().nullable(),
});

/** GET /api/payments-desk/congress/:slug: what the desk shows in its tabs, and whether this session may act. */
export const ZDeskOverview = z.object({
  congressId: z.number().int(),
  currency: z.string(),
  timeZone: z.string(),
  /** Today in the congress's time zone (YYYY-MM-DD): the latest date money can have been received. */
  today: z.string(),
  canManage: z.boolean(),
  overdueDays: z.number().int(),
  pendingTransfers: z.number().int(),
  overdueTransfers: z.number().int(),
  refundRequests: z.number().int(),
});
export type TDeskOverview = z.infer<typeof ZDeskOverview>;

export const ZTransferListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  overdue: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const ZPendingTransfer = z.object({
  paymentId: z.number().int(),
  participationId: z.number().int(),
  reference: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  /** When the participant chose the transfer (ISO). */
  date: z.string(),
  /** The calendar day it is due, in the congress's time zone. */
  dueDate: z.string(),
  isOverdue: z.boolean(),
  participant: ZPerson,
  rateLabel: z.string(),
});
export type TPendingTransfer = z.infer<typeof ZPendingTransfer>;

export const ZTransferList = z.object({
  items: z.array(ZPendingTransfer),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TTransferList = z.infer<typeof ZTransferList>;

export const ZMarkReceivedRequest = z.object({
  amount: deskAmount(),
  receivedOn: calendarDay(),
  bankReference: optionalNote(200),
  comment: optionalNote(500),
});
export type TMarkReceivedRequest = z.input<typeof ZMarkReceivedRequest>;

/** After the money, by the account statement: paid (nothing due), partial (something still due), overpaid (a credit). */
export const RECEIPT_OUTCOMES = ['paid', 'partial', 'overpaid'] as const;

export const ZMarkReceivedResponse = z.object({
  paymentId: z.number().int(),
  participationId: z.number().int(),
  expectedCents: z.number().int(),
  receivedCents: z.number().int(),
  amountDueCents: z.number().int(),
  currency: z.string(),
  outcome: z.enum(RECEIPT_OUTCOMES),
  registrationsConfirmed: z.boolean(),
  /** The main registration's status after the money was recorded. */
  registrationStatus: z.enum(REGISTRATION_STATUSES).nullable(),
  invoiceNumber: z.string().nullable(),
  message: z.string(),
});
export type TMarkReceivedResponse = z.infer<typeof ZMarkReceivedResponse>;

export const ZRefundRequestItem = z.object({
  paymentId: z.number().int(),
  participationId: z.number().int(),
  amountCents: z.number().int(),
  currency: z.string(),
  date: z.string(),
  comment: z.string().nullable(),
  participant: ZPerson,
  /** The charge the money goes back from; null when nothing was received (settled by hand). */
  originalPaymentId: z.number().int().nullable(),
  originalMethod: z.enum(PAYMENT_METHODS).nullable(),
  /** A card refund goes through the provider; anything else the organiser pays back by hand. */
  settledBy: z.enum(['provider', 'hand']),
  /** The participation's account statement (decisions 31): what was paid, is asked back, is due. */
  statement: ZAccountStatement,
  /** The registration is cancelled: the refund is what its cancellation gives back, less the fee kept (decisions 48). */
  cancellation: z.object({ feeCents: z.number().int() }).nullable(),
});
export type TRefundRequestItem = z.infer<typeof ZRefundRequestItem>;

export const ZRefundList = z.object({
  items: z.array(ZRefundRequestItem),
  total: z.number().int(),
  /** Participations owed money that no request asks back (decisions 43): staff refund them. */
  owed: z.array(ZOwedParticipation),
});
export type TRefundList = z.infer<typeof ZRefundList>;

export const ZRefuseRefundRequest = z.object({
  reason: z
    .string({ error: DESK_MESSAGES.reasonRequired })
    .trim()
    .min(3, DESK_MESSAGES.reasonRequired)
    .max(500),
});

export const ZRefundDecisionResponse = z.object({
  paymentId: z.number().int(),
  status: z.enum(['confirmed', 'denied']),
  creditNoteNumber: z.string().nullable(),
  message: z.string(),
});
export type TRefundDecisionResponse = z.infer<typeof ZRefundDecisionResponse>;

export const ZDeskSearchQuery = z.object({
  search: z
    .string({ error: DESK_MESSAGES.searchTooShort })
    .trim()
    .min(2, DESK_MESSAGES.searchTooShort)
    .max(100),
});

export const ZDeskParticipation = z.object({
  participationId: z.number().int(),
  participant: ZPerson,
  rateLabel: z.string(),
  registrationStatus: z.enum(REGISTRATION_STATUSES).nullable(),
  currency: z.string(),
  priceCents: z.number().int(),
  /** Confirmed charges less refunds (pending transfers are not counted here). */
  receivedCents: z.number().int(),
  amountDueCents: z.number().int(),
  pendingTransferReference: z.string().nullable(),
  /** Every amount above, and the awaited transfer and refunds, from the account statement (decisions 31). */
  statement: ZAccountStatement,
});
export type TDeskParticipation = z.infer<typeof ZDeskParticipation>;

export const ZDeskParticipationList = z.object({ items: z.array(ZDeskParticipation) });
export type TDeskParticipationList = z.infer<typeof ZDeskParticipationList>;

export const ZManualPaymentRequest = z.object({
  amount: deskAmount(),
  receivedOn: calendarDay(),
  comment: optionalNote(500),
  /** Drawn once per form: a second submit of the same form records nothing twice. */
  requestKey: z.uuid().optional(),
});
export type TManualPaymentRequest = z.input<typeof ZManualPaymentRequest>;

export const ZManualPaymentResponse = z.object({
  paymentId: z.number().int(),
  participationId: z.number().int(),
  amountCents: z.number().int(),
  amountDueCents: z.number().int(),
  currency: z.string(),
  registrationsConfirmed: z.boolean(),
  registrationStatus: z.enum(REGISTRATION_STATUSES).nullable(),
  invoiceNumber: z.string().nullable(),
  message: z.string(),
});
export type TManualPaymentResponse = z.infer<typeof ZManualPaymentResponse>;
