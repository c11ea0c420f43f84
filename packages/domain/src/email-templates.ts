import {
  PLACEHOLDER_DESCRIPTIONS,
  type ParticipantTemplateLabel,
  type TemplateLabel,
} from './contracts/emails.ts';
import { createTranslator, type Translator } from './i18n/translator.ts';

export type EmailTemplateText = { subject: string; body: string };
export type DefaultTemplateLabel = ParticipantTemplateLabel | 'invoice';

/**
 * A message's arguments are the template's {{placeholders}}: each is given as its own mustache token,
 * so a translation moves them as ICU arguments and the template still reads `{{firstName}}`.
 */
const TOKENS: Record<string, string> = Object.fromEntries(
  Object.keys(PLACEHOLDER_DESCRIPTIONS).map((key) => [key, `{{${key}}}`]),
);

/** A template's paragraphs, each one message; the HTML around them is the same in every language. */
function paragraphsOf(t: Translator) {
  const { intl } = t;
  const formatMessage = (descriptor: { id: string; defaultMessage: string }) =>
    intl.formatMessage(descriptor, TOKENS, { ignoreTag: true });
  const dear = `<p>${formatMessage({ id: 'email.template.dear', defaultMessage: 'Dear {firstName} {lastName},' })}</p>`;
  const signature =
    `<p>${formatMessage({ id: 'email.template.kindRegards', defaultMessage: 'Kind regards,' })}<br>` +
    `${formatMessage({ id: 'email.template.committee', defaultMessage: 'The organising committee of {congressLabel}' })}` +
    '<br>{{congressEmail}}</p>';
  const body = (...paragraphs: string[]) =>
    `${dear}${paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('')}${signature}`;
  return { formatMessage, body };
}

/** The built-in templates in the recipient's language: the congress's own text comes first (decisions 36). */
export function defaultTemplates(t: Translator): Record<DefaultTemplateLabel, EmailTemplateText> {
  const { formatMessage, body } = paragraphsOf(t);
  return {
    'Registration received': {
      subject: formatMessage({
        id: 'email.template.registrationReceived.subject',
        defaultMessage: '{congressLabel}: registration received',
      }),
      body: body(
        formatMessage({
          id: 'email.template.registrationReceived.held',
          defaultMessage:
            'Thank you for registering for {congressLabel}. We hold your place: {rateLabel}, {hotel}, for {totalPrice}, until {holdUntil}.',
        }),
        formatMessage({
          id: 'email.template.registrationReceived.complete',
          defaultMessage:
            '{balance} To keep your place, complete your registration from your registration page before then; after that time the place is released.',
        }),
      ),
    },
    'Payment received': {
      subject: formatMessage({
        id: 'email.template.paymentReceived.subject',
        defaultMessage: '{congressLabel}: payment received, invoice {documentNumber}',
      }),
      body: body(
        formatMessage({
          id: 'email.template.paymentReceived.received',
          defaultMessage:
            'We have received your payment of {paymentAmount} for {congressLabel} ({paymentMethod}, payment {paymentNumber} of {date}). You have paid {amountPaid} in total for {rateLabel}, {hotel}, priced {totalPrice}.',
        }),
        formatMessage({
          id: 'email.template.paymentReceived.invoice',
          defaultMessage:
            '{balance} Your invoice {documentNumber} is attached; your documents can be downloaded again from your registration page.',
        }),
      ),
    },
    'Transfer instructions': {
      subject: formatMessage({
        id: 'email.template.transfer.subject',
        defaultMessage: '{congressLabel}: bank transfer {transferReference}',
      }),
      body: body(
        formatMessage({
          id: 'email.template.transfer.chosen',
          defaultMessage: 'Thank you for registering for {congressLabel}. You chose to pay by bank transfer.',
        }),
        formatMessage({
          id: 'email.template.transfer.toAccount',
          defaultMessage:
            'Please transfer {transferAmount} by {transferDueDate} to the account below, quoting the reference {transferReference}.',
        }),
        '{{bankDetails}}',
        formatMessage({
          id: 'email.template.transfer.proforma',
          defaultMessage:
            'Your proforma invoice is attached. The invoice follows once the transfer has been received.',
        }),
      ),
    },
    'Refund requested': {
      subject: formatMessage({
        id: 'email.template.refundRequested.subject',
        defaultMessage: '{congressLabel}: your refund request',
      }),
      body: body(
        formatMessage({
          id: 'email.template.refundRequested.received',
          defaultMessage:
            'We have received your request for a refund of {refundAmount} for {congressLabel}. The organisers will process it shortly; you will receive an e-mail once the money is on its way.',
        }),
      ),
    },
    'Refund completed': {
      subject: formatMessage({
        id: 'email.template.refundCompleted.subject',
        defaultMessage: '{congressLabel}: your refund of {refundAmount}',
      }),
      body: body(
        formatMessage({
          id: 'email.template.refundCompleted.refunded',
          defaultMessage:
            'We have refunded {refundAmount} for your registration for {congressLabel}. Depending on your bank, it appears on your account within 5 to 10 days.',
        }),
        formatMessage({
          id: 'email.template.refundCompleted.documents',
          defaultMessage:
            '{balance} Your documents, including any credit note, can be downloaded again from your registration page.',
        }),
      ),
    },
    'Refund refused': {
      subject: formatMessage({
        id: 'email.template.refundRefused.subject',
        defaultMessage: '{congressLabel}: your refund request was not approved',
      }),
      body: body(
        formatMessage({
          id: 'email.template.refundRefused.refused',
          defaultMessage:
            'Your request for a refund of {refundAmount} for {congressLabel} has not been approved.',
        }),
        formatMessage({ id: 'email.template.refundRefused.reason', defaultMessage: 'Reason: {reason}' }),
        formatMessage({
          id: 'email.template.refundRefused.question',
          defaultMessage: 'If you have any question, please reply to this e-mail.',
        }),
      ),
    },
    'Refund withdrawn': {
      subject: formatMessage({
        id: 'email.template.refundWithdrawn.subject',
        defaultMessage: '{congressLabel}: your refund request is withdrawn',
      }),
      body: body(
        formatMessage({
          id: 'email.template.refundWithdrawn.withdrawn',
          defaultMessage:
            'Your request for a refund of {refundAmount} for {congressLabel} has been withdrawn: your new choice uses this credit, so nothing will be refunded.',
        }),
        formatMessage({
          id: 'email.template.refundWithdrawn.question',
          defaultMessage: 'If you did not mean to withdraw it, please reply to this e-mail.',
        }),
      ),
    },
    Cancellation: {
      subject: formatMessage({
        id: 'email.template.cancellation.subject',
        defaultMessage: '{congressLabel}: your registration is cancelled',
      }),
      body: body(
        formatMessage({
          id: 'email.template.cancellation.cancelled',
          defaultMessage: 'Your registration for {congressLabel} ({rateLabel}, {hotel}) has been cancelled.',
        }),
        '{{balance}}',
        formatMessage({
          id: 'email.template.cancellation.mistake',
          defaultMessage: 'If you think this is a mistake, please reply to this e-mail.',
        }),
      ),
    },
    'Registration confirmed': {
      subject: formatMessage({
        id: 'email.template.registrationConfirmed.subject',
        defaultMessage: '{congressLabel}: registration confirmed',
      }),
      body: body(
        formatMessage({
          id: 'email.template.registrationConfirmed.confirmed',
          defaultMessage: 'Your registration for {congressLabel} is confirmed: {rateLabel}, {hotel}.',
        }),
        formatMessage({
          id: 'email.template.registrationConfirmed.free',
          defaultMessage:
            'This registration is free of charge: there is nothing to pay and no invoice is issued. Your ticket is on your registration page.',
        }),
      ),
    },
    'Hold expired': {
      subject: formatMessage({
        id: 'email.template.holdExpired.subject',
        defaultMessage: '{congressLabel}: the place held for you was released',
      }),
      body: body(
        formatMessage({
          id: 'email.template.holdExpired.released',
          defaultMessage:
            'We held a place for you at {congressLabel} ({rateLabel}, {hotel}) until {holdUntil}. It was not paid by then, so the place has been released and your registration is cancelled.',
        }),
        formatMessage({
          id: 'email.template.holdExpired.again',
          defaultMessage:
            'You can book again from your registration page with "Book again": choose a rate and complete the payment while places are left.',
        }),
      ),
    },
    invoice: {
      subject: formatMessage({
        id: 'email.template.invoice.subject',
        defaultMessage: '{congressLabel}: your {documentTitle} {documentNumber}',
      }),
      body: body(
        formatMessage({
          id: 'email.template.invoice.attached',
          defaultMessage:
            'Please find attached your {documentTitle} {documentNumber} for {congressLabel}: {documentAmount}.',
        }),
        formatMessage({
          id: 'email.template.invoice.documents',
          defaultMessage: '{balance} Your documents can be downloaded again from your registration page.',
        }),
      ),
    },
  };
}

/**
 * The texts a congress starts with (decisions 36), in English: used until its organisers save their
 * own, and seeded with the demo. Every amount in them is a placeholder read from the account statement,
 * and every placeholder they use is always filled for the event that sends them.
 */
export const DEFAULT_TEMPLATES: Record<DefaultTemplateLabel, EmailTemplateText> = defaultTemplates(
  createTranslator('en', {}),
);

export const defaultTemplateOf = (
  label: TemplateLabel,
  templates: Record<DefaultTemplateLabel, EmailTemplateText> = DEFAULT_TEMPLATES,
): EmailTemplateText | null => (label in templates ? templates[label as DefaultTemplateLabel] : null);
