import type { ParticipantTemplateLabel, TemplateLabel } from './contracts/emails.ts';

export type EmailTemplateText = { subject: string; body: string };

const SIGNATURE =
  '<p>Kind regards,<br>The organising committee of {{congressLabel}}<br>{{congressEmail}}</p>';
const DEAR = '<p>Dear {{firstName}} {{lastName}},</p>';

/**
 * The texts a congress starts with (decisions 36): used until its organisers save their own, and
 * seeded with the demo. Every amount in them is a placeholder read from the account statement, and
 * every placeholder they use is always filled for the event that sends them.
 */
export const DEFAULT_TEMPLATES: Record<ParticipantTemplateLabel | 'invoice', EmailTemplateText> = {
  'Registration received': {
    subject: '{{congressLabel}}: registration received',
    body:
      `${DEAR}<p>Thank you for registering for {{congressLabel}}. We hold your place: ` +
      '{{rateLabel}}, {{hotel}}, for {{totalPrice}}, until {{holdUntil}}.</p>' +
      '<p>{{balance}} To keep your place, complete your registration from your registration page ' +
      `before then; after that time the place is released.</p>${SIGNATURE}`,
  },
  'Payment received': {
    subject: '{{congressLabel}}: payment received, invoice {{documentNumber}}',
    body:
      `${DEAR}<p>We have received your payment of {{paymentAmount}} for {{congressLabel}} ` +
      '({{paymentMethod}}, payment {{paymentNumber}} of {{date}}). You have paid {{amountPaid}} in ' +
      'total for {{rateLabel}}, {{hotel}}, priced {{totalPrice}}.</p>' +
      '<p>{{balance}} Your invoice {{documentNumber}} is attached; your documents can be downloaded ' +
      `again from your registration page.</p>${SIGNATURE}`,
  },
  'Transfer instructions': {
    subject: '{{congressLabel}}: bank transfer {{transferReference}}',
    body:
      `${DEAR}<p>Thank you for registering for {{congressLabel}}. You chose to pay by bank transfer.</p>` +
      '<p>Please transfer {{transferAmount}} by {{transferDueDate}} to the account shown on the ' +
      'attached bank details, quoting the reference {{transferReference}}.</p>' +
      '<p>Your proforma invoice is attached. The invoice follows once the transfer has been ' +
      `received.</p>${SIGNATURE}`,
  },
  'Refund requested': {
    subject: '{{congressLabel}}: your refund request',
    body:
      `${DEAR}<p>We have received your request for a refund of {{refundAmount}} for ` +
      '{{congressLabel}}. The organisers will process it shortly; you will receive an e-mail once ' +
      `the money is on its way.</p>${SIGNATURE}`,
  },
  'Refund completed': {
    subject: '{{congressLabel}}: your refund of {{refundAmount}}',
    body:
      `${DEAR}<p>We have refunded {{refundAmount}} for your registration for {{congressLabel}}. ` +
      'Depending on your bank, it appears on your account within 5 to 10 days.</p>' +
      '<p>{{balance}} Your documents, including any credit note, can be downloaded again from your ' +
      `registration page.</p>${SIGNATURE}`,
  },
  'Refund refused': {
    subject: '{{congressLabel}}: your refund request was not approved',
    body:
      `${DEAR}<p>Your request for a refund of {{refundAmount}} for {{congressLabel}} has not been ` +
      'approved.</p><p>Reason: {{reason}}</p>' +
      `<p>If you have any question, please reply to this e-mail.</p>${SIGNATURE}`,
  },
  Cancellation: {
    subject: '{{congressLabel}}: your registration is cancelled',
    body:
      `${DEAR}<p>Your registration for {{congressLabel}} ({{rateLabel}}, {{hotel}}) has been ` +
      'cancelled.</p><p>{{balance}}</p>' +
      `<p>If you think this is a mistake, please reply to this e-mail.</p>${SIGNATURE}`,
  },
  invoice: {
    subject: '{{congressLabel}}: your {{documentTitle}} {{documentNumber}}',
    body:
      `${DEAR}<p>Please find attached your {{documentTitle}} {{documentNumber}} for {{congressLabel}}: ` +
      '{{documentAmount}}.</p><p>{{balance}} Your documents can be downloaded again from your ' +
      `registration page.</p>${SIGNATURE}`,
  },
};

export const defaultTemplateOf = (label: TemplateLabel): EmailTemplateText | null =>
  label in DEFAULT_TEMPLATES ? DEFAULT_TEMPLATES[label as keyof typeof DEFAULT_TEMPLATES] : null;
