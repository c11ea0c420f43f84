import { z } from 'zod';
import { zId, zIdParam } from '../ids.ts';
import { defineTexts } from '../i18n/texts.ts';
import { emailField, requiredText } from '../validation.ts';
import { billingCompanyFields, withBillingCompany } from './invoicing.ts';
import { ZBankDetails } from './payments.ts';

/**
 * One payer for many people (decisions 49): a participant or a company books several places at
 * once. Each place is a participation of its own (its person, dashboard, ticket and activities once
 * named); the group pays once, by one card payment or one bank transfer under one reference.
 */
export const GROUP_MIN_PLACES = 2;
export const GROUP_MAX_PLACES = 20;

export const GROUP_MESSAGES = defineTexts({
  notFound: 'Group booking not found.',
  rateNotForGroups: 'This rate cannot be booked for a group: book it for yourself.',
  notEnoughPlaces: 'There are not enough places left at this rate for your group.',
  size: 'A group books 2 to 20 places.',
  namesClosed: 'The names of this group can no longer be changed.',
  placeNotFound: 'This place is not part of the group.',
  alreadyRegistered: 'This person is already registered for the congress.',
  emailTwice: 'Each person of the group needs their own e-mail address.',
  placeNamed: 'The place is named. We sent {name} an e-mail with their registration page.',
  created: 'Your group booking is made. Its places are held while you pay.',
  transferChosen: 'Bank transfer chosen: one transfer pays for the whole group.',
  nothingToPay: 'There is nothing to pay for this group.',
  placeCancelledNamed: 'This person cancels their own registration from their registration page.',
  placeCancelled: 'The place is cancelled.',
});

/** Who pays and is the buyer of the group's documents: a person or a company, with its address. */
export const ZGroupBilling = withBillingCompany(
  z.object({
    ...billingCompanyFields,
    billingCompanyName: requiredText().max(200),
  }),
);

/** POST /api/group - the places, all on one rate, taken together or not at all. */
export const ZGroupCreate = z.object({
  congressSlug: z.string().min(1).max(100),
  rateId: zId(),
  places: z
    .number({ error: GROUP_MESSAGES.size })
    .int()
    .min(GROUP_MIN_PLACES, GROUP_MESSAGES.size)
    .max(GROUP_MAX_PLACES, GROUP_MESSAGES.size),
  billing: ZGroupBilling,
});
export type TGroupCreate = z.infer<typeof ZGroupCreate>;

export const ZGroupParam = z.object({ id: zIdParam() });
export const ZGroupPlaceParam = z.object({ id: zIdParam(), participationId: zIdParam() });
export const ZGroupListQuery = z.object({ congressSlug: z.string().min(1).max(100) });

/** PUT /api/group/:id/place/:participationId - the person who takes a place, told by e-mail. */
export const ZGroupPlaceName = z.object({
  firstName: requiredText().max(100),
  lastName: requiredText().max(100),
  email: requiredText().pipe(emailField()),
});
export type TGroupPlaceName = z.infer<typeof ZGroupPlaceName>;

export const GROUP_PAYMENT_STATES = ['unpaid', 'awaiting_transfer', 'paid', 'cancelled'] as const;

export const ZGroupPlace = z.object({
  participationId: z.number().int(),
  /** 1 to the group's size, in booking order. */
  place: z.number().int(),
  /** Null while nobody is named. */
  person: z.object({ firstName: z.string(), lastName: z.string(), email: z.string().nullable() }).nullable(),
  registrationStatus: z.enum(['pending', 'confirmed', 'cancelled', 'on_hold', 'no_show']),
  paymentState: z.enum(GROUP_PAYMENT_STATES),
  priceCents: z.number().int(),
  dueCents: z.number().int(),
  /** Until when an unpaid place is held (ISO); the hold sweep then releases it. Null once paid or asked by transfer. */
  holdExpiresAt: z.string().nullable(),
});
export type TGroupPlace = z.infer<typeof ZGroupPlace>;

export const ZGroup = z.object({
  id: z.number().int(),
  congressSlug: z.string(),
  congressLabel: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  /** The one reference a bank transfer for the whole group quotes. */
  reference: z.string(),
  rate: z.object({ id: z.number().int(), label: z.string(), hotel: z.string() }),
  billingName: z.string(),
  createdAt: z.string(),
  /** The last day (YYYY-MM-DD, congress time zone) names can be given or changed. */
  namesDueOn: z.string(),
  canName: z.boolean(),
  /** Until when the unpaid places are held; null once a transfer is chosen or everything is paid. */
  holdExpiresAt: z.string().nullable(),
  places: z.array(ZGroupPlace),
  totals: z.object({
    priceCents: z.number().int(),
    paidCents: z.number().int(),
    awaitingTransferCents: z.number().int(),
    dueCents: z.number().int(),
  }),
  /** The transfer asked for, while it is awaited. */
  transfer: z
    .object({ reference: z.string(), amountCents: z.number().int(), dueDate: z.string() })
    .nullable(),
  bankDetails: ZBankDetails.nullable(),
});
export type TGroup = z.infer<typeof ZGroup>;

export const ZGroupSummary = ZGroup.pick({
  id: true,
  reference: true,
  rate: true,
  billingName: true,
  namesDueOn: true,
  currency: true,
  totals: true,
}).extend({ places: z.number().int(), named: z.number().int() });
export type TGroupSummary = z.infer<typeof ZGroupSummary>;

export const ZGroupList = z.object({ items: z.array(ZGroupSummary) });
export type TGroupList = z.infer<typeof ZGroupList>;

/** What a named person's registration says of its group: who paid. */
export const ZParticipationGroup = z.object({
  id: z.number().int(),
  reference: z.string(),
  billingName: z.string(),
  isPayer: z.boolean(),
});
export type TParticipationGroup = z.infer<typeof ZParticipationGroup>;
