import type { CampaignRecipientState, TCampaignSelection } from '@congress/domain/contracts/email-campaigns';
import {
  type BulkTemplateLabel,
  type EmailState,
  SKIP_REASONS,
  type SkipReason,
} from '@congress/domain/contracts/emails';
import type { ListTab } from '@congress/domain/contracts/participation-list';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { defineMessages } from '../../lib/i18n/messages.ts';

/** The words of Send Emails, the e-mail log and a campaign, shared by their components. */
export const m = defineMessages({
  // Send Emails: compose
  modalTitle: { id: 'emails.send.title', defaultMessage: 'Send Emails' },
  close: { id: 'emails.send.close', defaultMessage: 'CLOSE' },
  template: { id: 'emails.compose.template', defaultMessage: 'Template' },
  chooseTemplate: { id: 'emails.compose.chooseTemplate', defaultMessage: 'Choose a template' },
  subject: { id: 'emails.compose.subject', defaultMessage: 'Subject' },
  rib: { id: 'emails.compose.rib', defaultMessage: 'RIB' },
  invoice: { id: 'emails.compose.invoice', defaultMessage: 'Invoice' },
  message: { id: 'emails.compose.message', defaultMessage: 'Message' },
  cancelUpper: { id: 'emails.compose.cancel', defaultMessage: 'CANCEL' },
  sendUpper: { id: 'emails.compose.send', defaultMessage: 'SEND' },
  // Recipients
  recipientsCount: { id: 'emails.recipients.count', defaultMessage: 'Recipients: {count, number}' },
  matchingFilter: {
    id: 'emails.recipients.matchingFilter',
    defaultMessage: '(participations matching the current filter)',
  },
  selectedParticipations: { id: 'emails.recipients.selected', defaultMessage: '(selected participations)' },
  loadingRecipients: { id: 'emails.recipients.loading', defaultMessage: 'Loading recipients…' },
  recipientsFailed: {
    id: 'emails.recipients.failed',
    defaultMessage: 'The recipients could not be loaded. {reason}',
  },
  tryAgain: { id: 'emails.recipients.tryAgain', defaultMessage: 'Try again' },
  nobody: { id: 'emails.recipients.nobody', defaultMessage: 'No participation to write to.' },
  recipientList: { id: 'emails.recipients.list', defaultMessage: 'Recipient list' },
  emptyPlaceholders: { id: 'emails.recipients.empty', defaultMessage: 'empty {tokens}' },
  cancelled: { id: 'emails.recipients.cancelled', defaultMessage: 'cancelled' },
  nothingDueSkipped: { id: 'emails.recipients.nothingDueSkipped', defaultMessage: 'nothing to pay, skipped' },
  andMore: { id: 'emails.recipients.andMore', defaultMessage: 'and {count, number} more' },
  includeIncomplete: {
    id: 'emails.recipients.includeIncomplete',
    defaultMessage:
      'Also send to the {count, plural, one {# recipient} other {# recipients}} who would read an empty placeholder (skipped otherwise)',
  },
  willReceive: { id: 'emails.recipients.willReceive', defaultMessage: '{count, number} will receive it' },
  skippedReasons: { id: 'emails.recipients.skippedReasons', defaultMessage: '; skipped: {reasons}.' },
  withReason: { id: 'emails.skip.withReason', defaultMessage: '{count, number} with {reason}' },
  // Preview
  previewIntro: {
    id: 'emails.preview.intro',
    defaultMessage:
      'Nothing has been sent yet. Check the e-mail as the recipient you pick will read it, send yourself a test if you wish, then send it.',
  },
  previewFor: { id: 'emails.preview.for', defaultMessage: 'Preview for' },
  previewForHelp: {
    id: 'emails.preview.forHelp',
    defaultMessage: 'Pick a recipient to see the e-mail as they will read it.',
  },
  noRecipientMatches: { id: 'emails.preview.noMatch', defaultMessage: 'No recipient matches' },
  skippedSuffix: { id: 'emails.preview.skippedSuffix', defaultMessage: '{label} (skipped)' },
  rendering: { id: 'emails.preview.rendering', defaultMessage: 'Rendering the preview…' },
  willReceiveOf: {
    id: 'emails.preview.willReceive',
    defaultMessage:
      '{toSend, number} of {recipients, plural, one {# recipient} other {# recipients}} will receive it{skipped, plural, =0 {} other {; # skipped}}.',
  },
  back: { id: 'emails.preview.back', defaultMessage: 'BACK' },
  sendTest: { id: 'emails.preview.sendTest', defaultMessage: 'Send a test to me' },
  sendTo: { id: 'emails.preview.sendTo', defaultMessage: 'Send to {count, number}' },
  skippedTitle: { id: 'emails.preview.skippedTitle', defaultMessage: 'This recipient is skipped' },
  skippedBody: {
    id: 'emails.preview.skippedBody',
    defaultMessage: '{name} will not receive this e-mail: {reason}. The preview shows what they would read.',
  },
  to: { id: 'emails.preview.to', defaultMessage: 'To:' },
  subjectLabel: { id: 'emails.preview.subject', defaultMessage: 'Subject:' },
  attachmentsLabel: { id: 'emails.preview.attachments', defaultMessage: 'Attachments:' },
  none: { id: 'emails.preview.none', defaultMessage: 'none' },
  nameNoEmail: { id: 'emails.preview.nameNoEmail', defaultMessage: '{name} (no e-mail address)' },
  frameTitle: { id: 'emails.preview.frameTitle', defaultMessage: 'E-mail preview for {name}' },
  // Confirmation
  confirmBody: {
    id: 'emails.confirm.body',
    defaultMessage:
      'Each of them receives this e-mail as the preview shows it for them.{skipped, plural, =0 {} one { # skipped recipient receives nothing.} other { # skipped recipients receive nothing.}} This cannot be undone.',
  },
  cancel: { id: 'emails.confirm.cancel', defaultMessage: 'Cancel' },
  send: { id: 'emails.confirm.send', defaultMessage: 'Send' },
  // Progress and summary
  campaignSummary: { id: 'emails.progress.summary', defaultMessage: 'Campaign summary' },
  sending: { id: 'emails.progress.sending', defaultMessage: 'Sending' },
  progressFailed: {
    id: 'emails.progress.failed',
    defaultMessage: 'The sending progress could not be loaded.',
  },
  loadingProgress: { id: 'emails.progress.loading', defaultMessage: 'Loading the sending progress' },
  withoutInvoice: {
    id: 'emails.progress.withoutInvoice',
    defaultMessage:
      '{count, plural, one {# recipient has} other {# recipients have}} no invoice or proforma yet; their e-mail goes without one.',
  },
  ribMissing: {
    id: 'emails.progress.ribMissing',
    defaultMessage: 'The congress has no bank details file: no RIB was attached.',
  },
  openCampaign: {
    id: 'emails.progress.openCampaign',
    defaultMessage: 'Open this campaign in the e-mail log',
  },
  sendingFinished: { id: 'emails.summary.finished', defaultMessage: 'Sending finished' },
  sendingProgress: {
    id: 'emails.summary.progress',
    defaultMessage: 'Sending… {done, number} of {queued, number}',
  },
  selectedCount: { id: 'emails.summary.selected', defaultMessage: '{count, number} selected' },
  sent: { id: 'emails.summary.sent', defaultMessage: 'Sent' },
  skipped: { id: 'emails.summary.skipped', defaultMessage: 'Skipped' },
  failed: { id: 'emails.summary.failed', defaultMessage: 'Failed' },
  skippedWhy: { id: 'emails.summary.skippedWhy', defaultMessage: 'Skipped: {reasons}.' },
  waitingCount: { id: 'emails.summary.waiting', defaultMessage: '{count, number} waiting to be sent.' },
  // E-mail log
  logTitle: { id: 'emails.log.title', defaultMessage: 'E-mail log' },
  logDescription: {
    id: 'emails.log.description',
    defaultMessage: 'What went to whom, and its delivery state.',
  },
  campaignsTab: { id: 'emails.log.campaignsTab', defaultMessage: 'Campaigns' },
  allEmailsTab: { id: 'emails.log.allEmailsTab', defaultMessage: 'All e-mails' },
  loadingCampaigns: { id: 'emails.log.loadingCampaigns', defaultMessage: 'Loading the campaigns' },
  noCampaign: {
    id: 'emails.log.noCampaign',
    defaultMessage:
      'No bulk e-mail has been sent for this congress yet. Each send from the participation list appears here as one campaign.',
  },
  campaignCount: {
    id: 'emails.log.campaignCount',
    defaultMessage: '{count, plural, one {# campaign} other {# campaigns}}',
  },
  campaignsTable: { id: 'emails.log.campaignsTable', defaultMessage: 'Campaigns table' },
  sentOn: { id: 'emails.log.sentOn', defaultMessage: 'Sent on' },
  recipients: { id: 'emails.log.recipients', defaultMessage: 'Recipients' },
  sentBy: { id: 'emails.log.sentBy', defaultMessage: 'Sent by' },
  waiting: { id: 'emails.log.waiting', defaultMessage: 'Waiting' },
  campaignPages: { id: 'emails.log.campaignPages', defaultMessage: 'Campaign pages' },
  noTemplate: { id: 'emails.log.noTemplate', defaultMessage: 'No template' },
  search: { id: 'emails.log.search', defaultMessage: 'Search' },
  searchPlaceholder: { id: 'emails.log.searchPlaceholder', defaultMessage: 'Recipient or subject' },
  state: { id: 'emails.log.state', defaultMessage: 'State' },
  all: { id: 'emails.log.all', defaultMessage: 'All' },
  loadingLog: { id: 'emails.log.loading', defaultMessage: 'Loading the e-mail log' },
  noMatch: { id: 'emails.log.noMatch', defaultMessage: 'No e-mail matches these filters.' },
  noEmail: {
    id: 'emails.log.noEmail',
    defaultMessage:
      'No e-mail has been sent for this congress yet. Bulk e-mails, confirmations and invoices appear here once queued.',
  },
  emailCount: {
    id: 'emails.log.emailCount',
    defaultMessage: '{count, plural, one {# e-mail} other {# e-mails}}',
  },
  logPages: { id: 'emails.log.pages', defaultMessage: 'E-mail log pages' },
  emailsTable: { id: 'emails.log.emailsTable', defaultMessage: 'E-mails table' },
  recipient: { id: 'emails.log.recipient', defaultMessage: 'Recipient' },
  kind: { id: 'emails.log.kind', defaultMessage: 'Kind' },
  created: { id: 'emails.log.created', defaultMessage: 'Created' },
  attempts: { id: 'emails.log.attempts', defaultMessage: 'Attempts' },
  lastError: { id: 'emails.log.lastError', defaultMessage: 'Last error' },
  sentAt: { id: 'emails.log.sentAt', defaultMessage: 'Sent at' },
  attachmentsList: { id: 'emails.log.attachments', defaultMessage: 'Attachments: {list}' },
  // One campaign
  campaignTitle: { id: 'emails.campaign.title', defaultMessage: 'E-mail campaign' },
  backToLog: { id: 'emails.campaign.back', defaultMessage: 'Back to the e-mail log' },
  loadingCampaign: { id: 'emails.campaign.loading', defaultMessage: 'Loading the campaign' },
  templateFact: { id: 'emails.campaign.template', defaultMessage: 'Template' },
  attachments: { id: 'emails.campaign.attachments', defaultMessage: 'Attachments' },
  recipientCount: {
    id: 'emails.campaign.recipientCount',
    defaultMessage: '{count, plural, one {# recipient} other {# recipients}}',
  },
  recipientPages: { id: 'emails.campaign.pages', defaultMessage: 'Recipient pages' },
  recipientsTable: { id: 'emails.campaign.recipientsTable', defaultMessage: 'Recipients table' },
  name: { id: 'emails.campaign.name', defaultMessage: 'Name' },
  email: { id: 'emails.campaign.email', defaultMessage: 'E-mail' },
  detail: { id: 'emails.campaign.detail', defaultMessage: 'Detail' },
  sentWhen: { id: 'emails.campaign.sentWhen', defaultMessage: 'Sent {when}' },
  attemptsError: {
    id: 'emails.campaign.attemptsError',
    defaultMessage: '{count, plural, one {# attempt} other {# attempts}}: {error}',
  },
  attemptCount: {
    id: 'emails.campaign.attemptCount',
    defaultMessage: '{count, plural, one {# attempt} other {# attempts}}',
  },
  // The recipients a campaign went to (describeSelection of the domain, in the reader's words)
  selectedParticipations2: {
    id: 'emails.selection.participations',
    defaultMessage: '{count, plural, one {# selected participation} other {# selected participations}}',
  },
  selectionTab: { id: 'emails.selection.tab', defaultMessage: '{tab} tab' },
  selectionSharing: { id: 'emails.selection.sharing', defaultMessage: 'sharing: {value}' },
  selectionHotel: { id: 'emails.selection.hotel', defaultMessage: 'hotel #{id}' },
  selectionRoom: { id: 'emails.selection.room', defaultMessage: 'room: {value}' },
  selectionType: { id: 'emails.selection.type', defaultMessage: 'type: {value}' },
  selectionSearch: { id: 'emails.selection.search', defaultMessage: 'search "{value}"' },
  // Body editor
  placeholdersHelp: {
    id: 'emails.editor.placeholders',
    defaultMessage: 'Placeholders (replaced for each recipient):',
  },
  insertPlaceholder: { id: 'emails.editor.insert', defaultMessage: 'Insert a placeholder' },
  loadingEditor: { id: 'emails.editor.loading', defaultMessage: 'Loading the editor' },
});

/** Why a recipient is skipped (SKIP_REASON_LABELS of the domain), in the reader's words. */
export const SKIP_REASON_TEXT: Record<SkipReason, MessageDescriptor> = defineMessages({
  'no-email': { id: 'emails.skip.noEmail', defaultMessage: 'no e-mail address' },
  'nothing-due': { id: 'emails.skip.nothingDue', defaultMessage: 'nothing to pay' },
  incomplete: { id: 'emails.skip.incomplete', defaultMessage: 'an empty placeholder' },
});

/** A recipient's or an e-mail's state, as the log shows it (capitalised). */
export const STATE_TEXT: Record<CampaignRecipientState | EmailState, MessageDescriptor> = defineMessages({
  pending: { id: 'emails.state.pending', defaultMessage: 'Pending' },
  sent: { id: 'emails.state.sent', defaultMessage: 'Sent' },
  failed: { id: 'emails.state.failed', defaultMessage: 'Failed' },
  skipped: { id: 'emails.state.skipped', defaultMessage: 'Skipped' },
});

/** The participation list's tabs (LIST_TAB_LABELS of the domain), as a campaign names its selection. */
export const TAB_TEXT: Record<ListTab, MessageDescriptor> = defineMessages({
  all: { id: 'emails.selection.tabAll', defaultMessage: 'All' },
  active: { id: 'emails.selection.tabActive', defaultMessage: 'Active' },
  pending: { id: 'emails.selection.tabPending', defaultMessage: 'Wait payment' },
  confirmed: { id: 'emails.selection.tabConfirmed', defaultMessage: 'ok' },
  cancelled: { id: 'emails.selection.tabCancelled', defaultMessage: 'Cancelled' },
});

/** The bulk templates (BULK_TEMPLATE_LABELS of the domain) by name. */
export const TEMPLATE_TEXT: Record<BulkTemplateLabel, MessageDescriptor> = defineMessages({
  'Reminder Payment': { id: 'emails.templateName.reminderPayment', defaultMessage: 'Reminder Payment' },
  'General Information': {
    id: 'emails.templateName.generalInformation',
    defaultMessage: 'General Information',
  },
});

export const templateName = (intl: IntlShape, template: BulkTemplateLabel | null) =>
  intl.formatMessage(template ? TEMPLATE_TEXT[template] : m.noTemplate);

/** "2 with nothing to pay, 1 with no e-mail address": why recipients were left out. */
export function skipReasonsText(intl: IntlShape, skipped: Record<SkipReason, number>): string {
  return intl.formatList(
    SKIP_REASONS.filter((reason) => skipped[reason] > 0).map((reason) =>
      intl.formatMessage(m.withReason, {
        count: skipped[reason],
        reason: intl.formatMessage(SKIP_REASON_TEXT[reason]),
      }),
    ),
    { type: 'unit' },
  );
}

/** Which participations a campaign went to (describeSelection of the domain, in the reader's words). */
export function selectionText(intl: IntlShape, selection: TCampaignSelection): string {
  if (selection.kind === 'participations')
    return intl.formatMessage(m.selectedParticipations2, { count: selection.count });
  const { filter } = selection;
  const parts = [intl.formatMessage(m.selectionTab, { tab: intl.formatMessage(TAB_TEXT[filter.status]) })];
  if (filter.sharing !== 'all') parts.push(intl.formatMessage(m.selectionSharing, { value: filter.sharing }));
  if (filter.hotelId !== 'all') parts.push(intl.formatMessage(m.selectionHotel, { id: filter.hotelId }));
  if (filter.roomOption !== 'all')
    parts.push(intl.formatMessage(m.selectionRoom, { value: filter.roomOption }));
  if (filter.type !== 'all') parts.push(intl.formatMessage(m.selectionType, { value: filter.type }));
  if (filter.search) parts.push(intl.formatMessage(m.selectionSearch, { value: filter.search }));
  return parts.join(', ');
}

/** The toolbar of the body editor (Mantine's RichTextEditor labels; English as Mantine says it). */
export const EDITOR_LABELS = defineMessages({
  boldControlLabel: { id: 'emails.editor.bold', defaultMessage: 'Bold' },
  italicControlLabel: { id: 'emails.editor.italic', defaultMessage: 'Italic' },
  underlineControlLabel: { id: 'emails.editor.underline', defaultMessage: 'Underline' },
  strikeControlLabel: { id: 'emails.editor.strike', defaultMessage: 'Strikethrough' },
  clearFormattingControlLabel: { id: 'emails.editor.clearFormatting', defaultMessage: 'Clear formatting' },
  h2ControlLabel: { id: 'emails.editor.h2', defaultMessage: 'Heading 2' },
  h3ControlLabel: { id: 'emails.editor.h3', defaultMessage: 'Heading 3' },
  bulletListControlLabel: { id: 'emails.editor.bulletList', defaultMessage: 'Bullet list' },
  orderedListControlLabel: { id: 'emails.editor.orderedList', defaultMessage: 'Ordered list' },
  blockquoteControlLabel: { id: 'emails.editor.blockquote', defaultMessage: 'Blockquote' },
  linkControlLabel: { id: 'emails.editor.link', defaultMessage: 'Link' },
  unlinkControlLabel: { id: 'emails.editor.unlink', defaultMessage: 'Remove link' },
  undoControlLabel: { id: 'emails.editor.undo', defaultMessage: 'Undo' },
  redoControlLabel: { id: 'emails.editor.redo', defaultMessage: 'Redo' },
  linkEditorInputLabel: { id: 'emails.editor.linkUrl', defaultMessage: 'Enter URL' },
  linkEditorExternalLink: { id: 'emails.editor.linkNewTab', defaultMessage: 'Open link in a new tab' },
  linkEditorInternalLink: { id: 'emails.editor.linkSameTab', defaultMessage: 'Open link in the same tab' },
  linkEditorSave: { id: 'emails.editor.linkSave', defaultMessage: 'Save' },
});
