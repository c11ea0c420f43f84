import { z } from 'zod';
import { ZParticipationFilter } from './participation-list.ts';

/** Spec 9: the templates the Send Emails modal offers; "invoice" is the invoice e-mail's own (spec 7). */
export const BULK_TEMPLATE_LABELS = ['Reminder Payment', 'General Information'] as const;
export const INVOICE_TEMPLATE_LABEL = 'invoice';
export const TEMPLATE_LABELS = [...BULK_TEMPLATE_LABELS, INVOICE_TEMPLATE_LABEL] as const;
export type TemplateLabel = (typeof TEMPLATE_LABELS)[number];

/**
 * The reminder payload fields of spec 3 (plus the amount due and the transfer reference), written
 * {{name}} in a subject or body and replaced per recipient with the server's own data (decisions 25).
 */
export const EMAIL_PLACEHOLDERS = [
  { key: 'firstName', description: "The participant's first name" },
  { key: 'lastName', description: "The participant's last name" },
  { key: 'address', description: 'The billing information' },
  { key: 'country', description: "The participant's country" },
  { key: 'paymentNumber', description: 'The number of the last payment (date-id)' },
  { key: 'paymentReference', description: 'The reference to quote on a bank transfer' },
  { key: 'date', description: 'The date of the last payment, or of the registration' },
  { key: 'price', description: 'The amount still due' },
  { key: 'amountDue', description: 'The amount still due (same as price)' },
  { key: 'totalPrice', description: 'The total price of the registration' },
  { key: 'paymentUICHAmount', description: 'The amount already received' },
  { key: 'congress', description: "The congress's slug" },
  { key: 'congressLabel', description: "The congress's label" },
  { key: 'congressDescription', description: "The congress's description" },
  { key: 'congressAddressCity', description: 'The city of the congress' },
  { key: 'congressEmail', description: "The congress's information e-mail" },
  { key: 'logo', description: "The address of the congress's logo" },
] as const;
/** What the invoice template (invoice-email.ts) fills in; the invoice itself is attached. */
export const INVOICE_PLACEHOLDERS = [
  'firstName',
  'lastName',
  'congressLabel',
  'congressDescription',
  'congressAddressCity',
  'congressEmail',
  'paymentNumber',
  'date',
  'price',
  'totalPrice',
  'documentTitle',
  'documentNumber',
] as const;

export type PlaceholderKey = (typeof EMAIL_PLACEHOLDERS)[number]['key'];
export type PlaceholderValues = Record<PlaceholderKey, string>;

export const placeholderToken = (key: PlaceholderKey) => `{{${key}}}`;

export const EMAIL_MESSAGES = {
  sent: 'Emails sent successfully!',
  noRecipients: 'No recipient selected',
  noEmailAddress: 'None of the selected participants has an e-mail address',
  subjectRequired: 'Please enter a subject',
  bodyRequired: 'Please write a message',
  templateNotFound: 'Template not found',
  templateSaved: 'Template saved successfully',
  batchNotFound: 'E-mail batch not found',
} as const;

export const MAX_RECIPIENT_IDS = 50_000;
const congressId = () => z.coerce.number().int().positive();

export const ZTemplateLabelParam = z.object({ label: z.enum(TEMPLATE_LABELS) });
export const ZCongressIdQuery = z.object({ congressId: congressId() });
export const ZCongressIdParam = z.object({ congressId: congressId() });

export const ZEmailTemplate = z.object({
  label: z.enum(TEMPLATE_LABELS),
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
export const ZTemplateEditRequest = z.object({ congressId: congressId(), subject, body });
export type TTemplateEditRequest = z.infer<typeof ZTemplateEditRequest>;

/** The recipients of a bulk e-mail: the list's current filter, or the rows an admin selected. */
export const ZEmailRecipients = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('filter'), filter: ZParticipationFilter }),
  z.object({
    kind: z.literal('participations'),
    ids: z.array(z.number().int().positive()).min(1, EMAIL_MESSAGES.noRecipients).max(MAX_RECIPIENT_IDS),
  }),
]);
export type TEmailRecipients = z.infer<typeof ZEmailRecipients>;

/** POST /api/email/send: the reminder payload of spec 3 reduced to selectors (decisions 25). */
export const ZEmailSendRequest = z.object({
  congressId: congressId(),
  subject,
  body,
  attachments: z.object({ rib: z.boolean(), invoice: z.boolean() }),
  recipients: ZEmailRecipients,
});
export type TEmailSendRequest = z.infer<typeof ZEmailSendRequest>;

/** POST /api/email/recipients: who a send would reach, read without sending (the modal's list). */
export const ZEmailRecipientsRequest = z.object({ congressId: congressId(), recipients: ZEmailRecipients });
export type TEmailRecipientsRequest = z.infer<typeof ZEmailRecipientsRequest>;

/** The recipients list shows at most this many rows, with the total of all. */
export const RECIPIENT_PREVIEW_LIMIT = 200;

export const ZEmailRecipient = z.object({
  participationId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  /** null: the main participant has no e-mail address, so a send skips this participation. */
  email: z.string().nullable(),
});
export type TEmailRecipient = z.infer<typeof ZEmailRecipient>;

export const ZEmailRecipientList = z.object({
  /** Every participation the recipients select (the items are the first RECIPIENT_PREVIEW_LIMIT). */
  total: z.number().int(),
  items: z.array(ZEmailRecipient),
});
export type TEmailRecipientList = z.infer<typeof ZEmailRecipientList>;

export const ZEmailSendResponse = z.object({
  batchId: z.uuid(),
  /** Messages queued: one per participation whose main participant has an e-mail. */
  queued: z.number().int(),
  withoutEmail: z.number().int(),
  /** Queued messages that carry no invoice although one was asked for (none issued yet). */
  withoutInvoice: z.number().int(),
  ribMissing: z.boolean(),
});
export type TEmailSendResponse = z.infer<typeof ZEmailSendResponse>;

export const ZBatchIdParam = z.object({ batchId: z.uuid() });
export const ZEmailBatchStatus = z.object({
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
});
export type TEmailBatchStatus = z.infer<typeof ZEmailBatchStatus>;

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
