import { z } from 'zod';
import { ZParticipationFilter } from './participation-list.ts';
import { zId, zIdParam } from '../ids.ts';
import { ZLanguage } from '../i18n/languages.ts';
import { defineTexts } from '../i18n/texts.ts';

/** Spec 9: the templates the Send Emails modal offers; "invoice" is the invoice e-mail's own (spec 7). */
export const BULK_TEMPLATE_LABELS = ['Reminder Payment', 'General Information'] as const;
export type BulkTemplateLabel = (typeof BULK_TEMPLATE_LABELS)[number];
export const INVOICE_TEMPLATE_LABEL = 'invoice';
/** Decisions 36: what a participant receives as things happen, each from a template organisers edit. */
export const PARTICIPANT_TEMPLATE_LABELS = [
  'Registration received',
  'Payment received',
  'Transfer instructions',
  'Refund requested',
  'Refund completed',
  'Refund refused',
  'Refund withdrawn',
  'Cancellation',
  'Registration confirmed',
  'Hold expired',
] as const;
export type ParticipantTemplateLabel = (typeof PARTICIPANT_TEMPLATE_LABELS)[number];
export const TEMPLATE_LABELS = [
  ...BULK_TEMPLATE_LABELS,
  INVOICE_TEMPLATE_LABEL,
  ...PARTICIPANT_TEMPLATE_LABELS,
] as const;
export type TemplateLabel = (typeof TEMPLATE_LABELS)[number];

/**
 * Every {{placeholder}} a template may hold, replaced per recipient with the server's own data
 * (decisions 25); every amount is read from the participation's account statement (decisions 31).
 */
export const PLACEHOLDER_DESCRIPTIONS = {
  firstName: "The participant's first name",
  lastName: "The participant's last name",
  address: 'The billing information',
  country: "The participant's country",
  congress: "The congress's slug",
  congressLabel: "The congress's label",
  congressDescription: "The congress's description",
  congressAddressCity: 'The city of the congress',
  congressEmail: "The congress's information e-mail",
  logo: "The address of the congress's logo",
  rateLabel: 'The rate booked',
  hotel: 'The hotel of the rate',
  totalPrice: 'The price of the registration',
  amountPaid: 'What the participant has paid in total',
  amountRefunded: 'What was refunded in total',
  balance: 'Where the account stands, in one sentence: what remains due, a transfer awaited, or nothing',
  paymentNumber:
    'The number of the payment (date-id): in a reminder, of the transfer awaited or the last payment',
  paymentReference: 'The bank reference to quote on the transfer awaited (as on its proforma)',
  date: 'The date of the payment or document (in a reminder: of the last payment, or of the registration)',
  price: 'The amount still due (in the invoice e-mail: the amount of the document)',
  amountDue: 'The amount still due',
  amountAwaitingTransfer: 'The bank transfer announced and not received yet',
  paymentUICHAmount: 'The amount received and kept (paid less refunded)',
  documentTitle: 'The kind of document attached (invoice, proforma invoice, credit note)',
  documentNumber: 'The number of the document attached',
  documentAmount: 'The amount of the document attached',
  paymentAmount: 'The amount of this payment',
  paymentMethod: 'How this payment was made',
  holdUntil: 'When the place held for the participant is released if not paid',
  transferAmount: 'The amount to transfer',
  transferReference: 'The reference to quote on the transfer',
  transferDueDate: 'The date the transfer is due (in a reminder: of the transfer awaited)',
  bankDetails: "The congress's bank account for transfers: holder, bank, IBAN, BIC, address",
  refundAmount: 'The amount of this refund',
  reason: "The organiser's reason",
} as const;
export type PlaceholderKey = keyof typeof PLACEHOLDER_DESCRIPTIONS;
export type PlaceholderValues = Partial<Record<PlaceholderKey, string>>;

/** What every e-mail about a participation may say: its person, congress, rate and account. */
const PARTICIPATION_KEYS = [
  'firstName',
  'lastName',
  'address',
  'country',
  'congress',
  'congressLabel',
  'congressDescription',
  'congressAddressCity',
  'congressEmail',
  'rateLabel',
  'hotel',
  'totalPrice',
  'amountPaid',
  'amountRefunded',
  'balance',
] as const satisfies readonly PlaceholderKey[];

/** The reminder payload of spec 3: a bulk recipient for whom one would be empty is skipped (decisions 36). */
const REMINDER_KEYS = [
  'paymentNumber',
  'paymentReference',
  'date',
  'price',
  'amountDue',
  'amountAwaitingTransfer',
  'paymentUICHAmount',
  'logo',
  'transferDueDate',
  'bankDetails',
] as const satisfies readonly PlaceholderKey[];

/** The placeholders each template may use: anything else is refused when it is saved. */
export const TEMPLATE_PLACEHOLDERS: Record<TemplateLabel, readonly PlaceholderKey[]> = {
  'Reminder Payment': [...PARTICIPATION_KEYS, ...REMINDER_KEYS],
  'General Information': [...PARTICIPATION_KEYS, ...REMINDER_KEYS],
  invoice: [
    ...PARTICIPATION_KEYS,
    'paymentNumber',
    'date',
    'price',
    'documentTitle',
    'documentNumber',
    'documentAmount',
  ],
  'Registration received': [...PARTICIPATION_KEYS, 'holdUntil'],
  'Payment received': [
    ...PARTICIPATION_KEYS,
    'paymentAmount',
    'paymentMethod',
    'paymentNumber',
    'date',
    'documentNumber',
  ],
  'Transfer instructions': [
    ...PARTICIPATION_KEYS,
    'transferAmount',
    'transferReference',
    'transferDueDate',
    'bankDetails',
  ],
  'Refund requested': [...PARTICIPATION_KEYS, 'refundAmount'],
  'Refund completed': [...PARTICIPATION_KEYS, 'refundAmount'],
  'Refund refused': [...PARTICIPATION_KEYS, 'refundAmount', 'reason'],
  'Refund withdrawn': [...PARTICIPATION_KEYS, 'refundAmount'],
  Cancellation: [...PARTICIPATION_KEYS],
  'Registration confirmed': [...PARTICIPATION_KEYS],
  'Hold expired': [...PARTICIPATION_KEYS, 'holdUntil'],
};

export const placeholdersOf = (label: TemplateLabel) =>
  TEMPLATE_PLACEHOLDERS[label].map((key) => ({ key, description: PLACEHOLDER_DESCRIPTIONS[key] }));

/** The bulk e-mail's placeholders (the Send Emails modal's list). */
export const EMAIL_PLACEHOLDERS = placeholdersOf('Reminder Payment');

const PLACEHOLDER_PATTERN = /\{\{\s*(\w+)\s*\}\}/g;

/** The {{names}} a subject or body uses, each once, in order. */
export const placeholdersIn = (text: string): string[] => [
  ...new Set([...text.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1] ?? '')),
];

/** The placeholders of `text` that the template `label` does not know. */
export function unknownPlaceholders(label: TemplateLabel, text: string): string[] {
  const known: readonly string[] = TEMPLATE_PLACEHOLDERS[label];
  return placeholdersIn(text).filter((key) => !known.includes(key));
}

export const EMAIL_MESSAGES = defineTexts({
  sent: 'Emails sent successfully!',
  noRecipients: 'No recipient selected',
  noEmailAddress: 'None of the selected participants has an e-mail address',
  subjectRequired: 'Please enter a subject',
  bodyRequired: 'Please write a message',
  templateNotFound: 'Template not found',
  templateSaved: 'Template saved successfully',
  allIncomplete:
    'Every selected recipient would read an empty placeholder, so nothing was sent. Change the message or send to them anyway.',
  /** A template that names a placeholder it cannot fill (the field error under the subject or body). */
  /** `count`: how many; `placeholders`: them, written `{{key}}`, comma-separated (see `unknownPlaceholderValues`). */
  unknownPlaceholders:
    '{count, plural, one {Unknown placeholder} other {Unknown placeholders}}: {placeholders}. Use the placeholders listed under the message.',
});

/** The values of `EMAIL_MESSAGES.unknownPlaceholders` for these keys. */
export const unknownPlaceholderValues = (keys: readonly string[]) => ({
  count: keys.length,
  placeholders: keys.map((key) => `{{${key}}}`).join(', '),
});

export const MAX_RECIPIENT_IDS = 50_000;
const congressId = () => zIdParam();

export const ZTemplateLabelParam = z.object({ label: z.enum(TEMPLATE_LABELS) });
/** A template in one language; without one, the congress's default language. */
export const ZTemplateQuery = z.object({ congressId: congressId(), language: ZLanguage.optional() });
export const ZTemplateListQuery = z.object({ language: ZLanguage.optional() });
export const ZCongressIdParam = z.object({ congressId: congressId() });

export const ZEmailTemplate = z.object({
  label: z.enum(TEMPLATE_LABELS),
  /** The template's language: a congress keeps one text per label and language. */
  language: ZLanguage,
  subject: z.string(),
  body: z.string(),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TEmailTemplate = z.infer<typeof ZEmailTemplate>;
export const ZEmailTemplateList = z.array(ZEmailTemplate);

const subject = z.string().trim().min(1, EMAIL_MESSAGES.subjectRequired).max(200);
const body = z
  .string()
  .max(100_000)
  .refine((html) => html.replace(/<[^>]*>/g, '').trim().length > 0, EMAIL_MESSAGES.bodyRequired);

/** PUT /api/email/template/:label, and POST /api/email/template/edit/invoice (spec 7) for "invoice". */
export const ZTemplateEditRequest = z.object({
  congressId: congressId(),
  /** Without one, the congress's default language. */
  language: ZLanguage.optional(),
  subject,
  body,
});
export type TTemplateEditRequest = z.infer<typeof ZTemplateEditRequest>;

/** The recipients of a bulk e-mail: the list's current filter, or the rows an admin selected. */
export const ZEmailRecipients = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('filter'), filter: ZParticipationFilter }),
  z.object({
    kind: z.literal('participations'),
    ids: z.array(zId()).min(1, EMAIL_MESSAGES.noRecipients).max(MAX_RECIPIENT_IDS),
  }),
]);
export type TEmailRecipients = z.infer<typeof ZEmailRecipients>;

/** The template a bulk message was loaded from: a reminder skips whoever has nothing to pay. */
const bulkTemplate = z.enum(BULK_TEMPLATE_LABELS).nullable().default(null);

/**
 * Why a selected participation receives no e-mail (decisions 36): no address; a payment reminder to
 * someone with nothing to pay; a placeholder that would read empty (unless staff include them).
 */
export const SKIP_REASONS = ['no-email', 'nothing-due', 'incomplete'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];
export const SKIP_REASON_LABELS: Record<SkipReason, string> = {
  'no-email': 'no e-mail address',
  'nothing-due': 'nothing to pay',
  incomplete: 'an empty placeholder',
};

/** The message of a bulk e-mail: the reminder payload of spec 3 reduced to selectors (decisions 25). */
export const ZBulkMessage = z.object({
  congressId: congressId(),
  subject,
  body,
  template: bulkTemplate,
  attachments: z.object({ rib: z.boolean(), invoice: z.boolean() }),
  recipients: ZEmailRecipients,
  /**
   * Decisions 36: a recipient for whom a placeholder of the message would be empty is skipped,
   * unless staff choose to send to them anyway.
   */
  includeIncomplete: z.boolean().default(false),
});
/** What the browser sends: the congress id is a number there (the schema also coerces a string). */
export type TBulkMessage = z.input<typeof ZBulkMessage> & { congressId: number };

/**
 * POST /api/email/send. `confirmedCount` is the N of "Send to N people?": when the recipients have
 * changed since, nothing is queued and the answer is 409.
 */
export const ZEmailSendRequest = ZBulkMessage.extend({
  confirmedCount: z.number().int().min(0).optional(),
});
export type TEmailSendRequest = z.input<typeof ZEmailSendRequest>;

/**
 * POST /api/email/recipients: who a send would reach, read without sending (the modal's list); with
 * the message, which placeholders each recipient would read empty.
 */
export const ZEmailRecipientsRequest = z.object({
  congressId: congressId(),
  recipients: ZEmailRecipients,
  subject: z.string().max(200).optional(),
  body: z.string().max(100_000).optional(),
  template: bulkTemplate,
  includeIncomplete: z.boolean().default(false),
});

/** The recipients list shows at most this many rows, with the total of all. */
export const RECIPIENT_PREVIEW_LIMIT = 200;

export const ZEmailRecipient = z.object({
  participationId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  /** null: the main participant has no e-mail address, so a send skips this participation. */
  email: z.string().nullable(),
  /** The message's placeholders this recipient would read empty: a send skips them by default. */
  missing: z.array(z.string()).default([]),
  /** Why a send as asked would leave this recipient out; null: they receive it. */
  skip: z.enum(SKIP_REASONS).nullable().default(null),
  /**
   * Cancelled: only the Cancelled tab, or rows staff ticked one by one, reach them (decisions 36);
   * the list says so, so that a ticked cancelled row is never mailed unawares.
   */
  isCancelled: z.boolean().default(false),
});
export type TEmailRecipient = z.infer<typeof ZEmailRecipient>;

/** How many of the selected participations a send leaves out, by reason. */
export const ZSkipCounts = z.object({
  'no-email': z.number().int(),
  'nothing-due': z.number().int(),
  incomplete: z.number().int(),
});
export type TSkipCounts = z.infer<typeof ZSkipCounts>;

export const ZEmailRecipientList = z.object({
  /** Every participation the recipients select (the items are the first RECIPIENT_PREVIEW_LIMIT). */
  total: z.number().int(),
  items: z.array(ZEmailRecipient),
  /** Of all of them, how many would read an empty placeholder and nothing else leaves out (decisions 36). */
  incomplete: z.number().int().default(0),
  /** The N of "Send to N people?": who receives it as asked, once the skipped are left out. */
  toSend: z.number().int().default(0),
  skipped: ZSkipCounts.default({ 'no-email': 0, 'nothing-due': 0, incomplete: 0 }),
});
export type TEmailRecipientList = z.infer<typeof ZEmailRecipientList>;

/** The campaign a send created; its progress and summary are read from GET /api/email/campaign/:id. */
export const ZEmailSendResponse = z.object({
  campaignId: z.number().int(),
  /** Messages queued: one per recipient who receives it. */
  queued: z.number().int(),
  skipped: ZSkipCounts,
  /** Queued messages that carry no invoice although one was asked for (none issued yet). */
  withoutInvoice: z.number().int(),
  ribMissing: z.boolean(),
});
export type TEmailSendResponse = z.infer<typeof ZEmailSendResponse>;

export const EMAIL_STATES = ['pending', 'sent', 'failed'] as const;
export type EmailState = (typeof EMAIL_STATES)[number];

export const ZEmailLogQuery = z.object({
  search: z.string().trim().max(200).optional(),
  state: z.enum(['all', ...EMAIL_STATES]).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type TEmailLogQuery = z.infer<typeof ZEmailLogQuery>;

export const ZEmailLogItem = z.object({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string(),
  /** What caused it: bulk, invoice, bank-transfer, password-reset ... */
  purpose: z.string(),
  state: z.enum(EMAIL_STATES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  attachments: z.array(z.string()),
  createdAt: z.iso.datetime({ offset: true }),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TEmailLogItem = z.infer<typeof ZEmailLogItem>;

export const ZEmailLogPage = z.object({
  items: z.array(ZEmailLogItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TEmailLogPage = z.infer<typeof ZEmailLogPage>;
