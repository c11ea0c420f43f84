import type { Transaction } from '../src/db/database.ts';
import { emailTemplates } from '../src/db/schema/index.ts';

const SIGNATURE =
  '<p>Kind regards,<br>The organising committee of {{congressLabel}}<br>' +
  '<a href="mailto:{{congressEmail}}">{{congressEmail}}</a></p>';

/** Looked up by label (spec 3); placeholders are the fields of the reminder payload (spec 3). */
export const DEMO_TEMPLATES = [
  {
    label: 'Reminder Payment',
    subject: '{{congressLabel}}: payment reminder {{paymentNumber}}',
    body:
      '<p>Dear {{firstName}} {{lastName}},</p>' +
      '<p>Thank you for registering for {{congressLabel}} in {{congressAddressCity}}. ' +
      'We have not yet received the payment <strong>{{paymentNumber}}</strong> of {{date}}: ' +
      '{{price}} remain due, for a total of {{totalPrice}}.</p>' +
      '<p>Please transfer the amount to the account shown on the attached bank details, quoting ' +
      '{{paymentNumber}} as the reference, or pay by card from your registration page.</p>' +
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
  {
    label: 'invoice',
    subject: '{{congressLabel}}: your invoice {{paymentNumber}}',
    body:
      '<p>Dear {{firstName}} {{lastName}},</p>' +
      '<p>Please find attached the invoice of your registration for {{congressLabel}}, ' +
      'payment {{paymentNumber}} of {{date}}, for a total of {{totalPrice}}.</p>' +
      '<p>Keep it for your records; it can be downloaded again from your registration page.</p>' +
      SIGNATURE,
  },
];

export async function insertDemoTemplates(tx: Transaction, congressId: number) {
  await tx.insert(emailTemplates).values(DEMO_TEMPLATES.map((template) => ({ ...template, congressId })));
}
