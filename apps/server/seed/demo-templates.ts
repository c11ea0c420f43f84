import { DEFAULT_TEMPLATES, defaultTemplates } from '@congress/domain/email-templates';
import type { Transaction } from '../src/db/database.ts';
import { emailTemplates } from '../src/db/schema/index.ts';
import { translatorFor } from '../src/i18n/translators.ts';

const SIGNATURE =
  '<p>Kind regards,<br>The organising committee of {{congressLabel}}<br>' +
  '<a href="mailto:{{congressEmail}}">{{congressEmail}}</a></p>';

/** Looked up by label (spec 3); the bulk ones' placeholders are the fields of the reminder payload (spec 3). */
export const DEMO_TEMPLATES = [
  {
    label: 'Reminder Payment',
    subject: '{{congressLabel}}: payment reminder',
    // Everyone the Wait payment tab shows (decisions 41): unpaid, partly paid or a transfer awaited.
    // {{balance}} says which, with the amount that remains; a placeholder that only some of them
    // have (the transfer's reference) would leave the others out of the send.
    body:
      '<p>Dear {{firstName}} {{lastName}},</p>' +
      '<p>Thank you for registering for {{congressLabel}} in {{congressAddressCity}}. ' +
      'Your registration for {{rateLabel}} (total price {{totalPrice}}) is not paid in full yet. {{balance}}</p>' +
      '<p>Please pay from your registration page, by card, or by bank transfer to the account below, ' +
      'quoting the reference on your proforma.</p>' +
      // The congress's one set of bank details, as text.
      '<p>{{bankDetails}}</p>' +
      `<p>If you have already paid, please ignore this message.</p>${SIGNATURE}`,
  },
  {
    label: 'General Information',
    subject: '{{congressLabel}}: practical information',
    body:
      '<p>Dear {{firstName}} {{lastName}},</p>' +
      '<p>{{congressLabel}} ({{congressDescription}}) opens soon in {{congressAddressCity}}. ' +
      'Badges are handed out at the welcome desk of the congress centre from 9:00 on the first day; ' +
      'please bring an identity document.</p>' +
      '<p>Your registration and your activities can be reviewed at any time from your registration page.</p>' +
      SIGNATURE,
  },
  // The invoice e-mail and every e-mail a participant receives (decisions 36) start as the defaults.
  ...Object.entries(DEFAULT_TEMPLATES).map(([label, template]) => ({ label, ...template })),
];

/**
 * The participant e-mails in French and Portuguese too: a congress with its English ones
 * saved would otherwise send them to every reader without a template of their own language.
 */
const TRANSLATED_TEMPLATES = (['fr', 'pt'] as const).flatMap((language) =>
  Object.entries(defaultTemplates(translatorFor(language))).map(([label, template]) => ({
    label,
    language,
    ...template,
  })),
);

export async function insertDemoTemplates(tx: Transaction, congressId: number) {
  await tx
    .insert(emailTemplates)
    .values([
      ...DEMO_TEMPLATES.map((template) => ({ ...template, congressId })),
      ...TRANSLATED_TEMPLATES.map((template) => ({ ...template, congressId })),
    ]);
}
