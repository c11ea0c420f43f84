import type { TemplateLabel } from '@congress/domain/contracts/emails';
import type { MessageDescriptor } from 'react-intl';
import { defineMessages } from '../../lib/i18n/messages.ts';

/** The words of the e-mail templates screen. */
export const m = defineMessages({
  title: { id: 'templates.screen.title', defaultMessage: 'E-mail templates' },
  description: {
    id: 'templates.screen.description',
    defaultMessage:
      'What participants receive as their registration goes along, and the texts of the bulk e-mails.',
  },
  languages: { id: 'templates.screen.languages', defaultMessage: 'Languages of the templates' },
  languageHint: {
    id: 'templates.screen.languageHint',
    defaultMessage:
      'A participant receives the template saved in their language, else the one saved in the default language, else the built-in text in their language.',
  },
  loading: { id: 'templates.screen.loading', defaultMessage: 'Loading the templates' },
  none: { id: 'templates.screen.none', defaultMessage: 'No template.' },
  subject: { id: 'templates.form.subject', defaultMessage: 'Subject' },
  message: { id: 'templates.form.message', defaultMessage: 'Message' },
  lastSaved: { id: 'templates.form.lastSaved', defaultMessage: 'Last saved {date}' },
  notSaved: { id: 'templates.form.notSaved', defaultMessage: 'Not saved yet' },
  save: { id: 'templates.form.save', defaultMessage: 'SAVE' },
});

/** The tab of each template: its label, which is the staff's name for it. */
export const TEMPLATE_NAMES: Partial<Record<TemplateLabel, MessageDescriptor>> = defineMessages({
  'Reminder Payment': { id: 'templates.label.reminderPayment', defaultMessage: 'Reminder Payment' },
  'General Information': {
    id: 'templates.label.generalInformation',
    defaultMessage: 'General Information',
  },
  invoice: { id: 'templates.label.invoice', defaultMessage: 'Invoice e-mail' },
  'Registration received': {
    id: 'templates.label.registrationReceived',
    defaultMessage: 'Registration received',
  },
  'Payment received': { id: 'templates.label.paymentReceived', defaultMessage: 'Payment received' },
  'Transfer instructions': {
    id: 'templates.label.transferInstructions',
    defaultMessage: 'Transfer instructions',
  },
  'Refund requested': { id: 'templates.label.refundRequested', defaultMessage: 'Refund requested' },
  'Refund completed': { id: 'templates.label.refundCompleted', defaultMessage: 'Refund completed' },
  'Refund refused': { id: 'templates.label.refundRefused', defaultMessage: 'Refund refused' },
  'Refund withdrawn': { id: 'templates.label.refundWithdrawn', defaultMessage: 'Refund withdrawn' },
  Cancellation: { id: 'templates.label.cancellation', defaultMessage: 'Cancellation' },
  'Registration confirmed': {
    id: 'templates.label.registrationConfirmed',
    defaultMessage: 'Registration confirmed',
  },
  'Hold expired': { id: 'templates.label.holdExpired', defaultMessage: 'Hold expired' },
});

/** When each template is sent (decisions 36); the bulk ones are chosen in Send Emails. */
export const SENT_WHEN: Partial<Record<TemplateLabel, MessageDescriptor>> = defineMessages({
  invoice: {
    id: 'templates.sentWhen.invoice',
    defaultMessage:
      'Sent when an invoice or a proforma is sent again on request, with the document attached.',
  },
  'Registration received': {
    id: 'templates.sentWhen.registrationReceived',
    defaultMessage: 'Sent when a participant registers: the place held, its price and until when.',
  },
  'Payment received': {
    id: 'templates.sentWhen.paymentReceived',
    defaultMessage: 'Sent when a payment is received, with its invoice attached.',
  },
  'Transfer instructions': {
    id: 'templates.sentWhen.transferInstructions',
    defaultMessage: 'Sent when a participant chooses bank transfer, with the proforma and bank details.',
  },
  'Refund requested': {
    id: 'templates.sentWhen.refundRequested',
    defaultMessage: 'Sent when a participant asks for a refund.',
  },
  'Refund completed': {
    id: 'templates.sentWhen.refundCompleted',
    defaultMessage: 'Sent when a refund is made, with its credit note attached.',
  },
  'Refund refused': {
    id: 'templates.sentWhen.refundRefused',
    defaultMessage: 'Sent when an organiser refuses a refund request, with the reason given.',
  },
  'Refund withdrawn': {
    id: 'templates.sentWhen.refundWithdrawn',
    defaultMessage:
      'Sent when a new choice uses the credit of an open refund request, which is then withdrawn.',
  },
  Cancellation: {
    id: 'templates.sentWhen.cancellation',
    defaultMessage: 'Sent when an organiser cancels a registration.',
  },
  'Registration confirmed': {
    id: 'templates.sentWhen.registrationConfirmed',
    defaultMessage: 'Sent when a free registration is booked: it is confirmed at once, with nothing to pay.',
  },
  'Hold expired': {
    id: 'templates.sentWhen.holdExpired',
    defaultMessage: 'Sent when the place held for an unpaid registration is released at the end of its hold.',
  },
});
