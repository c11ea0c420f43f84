import type { IntlShape, MessageDescriptor } from 'react-intl';
import { defineMessages } from '../../lib/i18n/messages.ts';

/** The audit log screen's words, shared by its components. */
export const m = defineMessages({
  title: { id: 'audit.title', defaultMessage: 'Audit log' },
  description: {
    id: 'audit.description',
    defaultMessage:
      'Every staff write, who made it and when, with the values before and after. Nothing here can be edited.',
  },
  loadFailed: { id: 'audit.loadFailed', defaultMessage: 'The audit log could not be loaded' },
  entryCount: { id: 'audit.entryCount', defaultMessage: '{count, plural, one {# entry} other {# entries}}' },
  noMatch: { id: 'audit.noMatch', defaultMessage: 'No entry matches these filters.' },
  page: { id: 'audit.page', defaultMessage: '{page} page' },
  filters: { id: 'audit.filters.label', defaultMessage: 'Audit log filters' },
  congress: { id: 'audit.filters.congress', defaultMessage: 'Congress' },
  allCongresses: { id: 'audit.filters.allCongresses', defaultMessage: 'All congresses' },
  actorEmail: { id: 'audit.filters.actorEmail', defaultMessage: 'Actor e-mail' },
  entity: { id: 'audit.filters.entity', defaultMessage: 'Entity' },
  allEntities: { id: 'audit.filters.allEntities', defaultMessage: 'All entities' },
  action: { id: 'audit.filters.action', defaultMessage: 'Action' },
  allActions: { id: 'audit.filters.allActions', defaultMessage: 'All actions' },
  from: { id: 'audit.filters.from', defaultMessage: 'From' },
  to: { id: 'audit.filters.to', defaultMessage: 'To' },
  clear: { id: 'audit.filters.clear', defaultMessage: 'Clear filters' },
  table: { id: 'audit.table.label', defaultMessage: 'Audit log' },
  when: { id: 'audit.table.when', defaultMessage: 'When' },
  who: { id: 'audit.table.who', defaultMessage: 'Who' },
  values: { id: 'audit.table.values', defaultMessage: 'Values' },
  hideChanges: { id: 'audit.table.hideChanges', defaultMessage: 'Hide changes' },
  showChanges: { id: 'audit.table.showChanges', defaultMessage: 'Show changes' },
  system: { id: 'audit.table.system', defaultMessage: 'system' },
  noValues: { id: 'audit.diff.noValues', defaultMessage: 'No values recorded.' },
  diffLabel: { id: 'audit.diff.label', defaultMessage: 'Values before and after' },
  field: { id: 'audit.diff.field', defaultMessage: 'Field' },
  before: { id: 'audit.diff.before', defaultMessage: 'Before' },
  after: { id: 'audit.diff.after', defaultMessage: 'After' },
  createdValues: { id: 'audit.diff.createdValues', defaultMessage: 'Values of the record created' },
  deletedValues: { id: 'audit.diff.deletedValues', defaultMessage: 'Values of the record deleted' },
  noChange: { id: 'audit.diff.noChange', defaultMessage: 'No field the log shows changed.' },
  beforeValue: { id: 'audit.diff.beforeValue', defaultMessage: 'Before: {value}' },
  afterValue: { id: 'audit.diff.afterValue', defaultMessage: 'After: {value}' },
  showRaw: { id: 'audit.diff.showRaw', defaultMessage: 'Show raw record' },
  hideRaw: { id: 'audit.diff.hideRaw', defaultMessage: 'Hide raw record' },
});

/** The verbs the server records (recordAudit's `action`), as staff read them; unknown ones show as recorded. */
const ACTIONS: Record<string, MessageDescriptor> = defineMessages({
  create: { id: 'audit.action.create', defaultMessage: 'create' },
  update: { id: 'audit.action.update', defaultMessage: 'update' },
  delete: { id: 'audit.action.delete', defaultMessage: 'delete' },
  open: { id: 'audit.action.open', defaultMessage: 'open' },
  close: { id: 'audit.action.close', defaultMessage: 'close' },
  book: { id: 'audit.action.book', defaultMessage: 'book' },
  send: { id: 'audit.action.send', defaultMessage: 'send' },
  import: { id: 'audit.action.import', defaultMessage: 'import' },
  'import-create': { id: 'audit.action.importCreate', defaultMessage: 'import-create' },
  'import-update': { id: 'audit.action.importUpdate', defaultMessage: 'import-update' },
  'import-bank-statement': {
    id: 'audit.action.importBankStatement',
    defaultMessage: 'import-bank-statement',
  },
  ignore: { id: 'audit.action.ignore', defaultMessage: 'ignore' },
  'ignore-statement-line': {
    id: 'audit.action.ignoreStatementLine',
    defaultMessage: 'ignore-statement-line',
  },
  'reconcile-line': { id: 'audit.action.reconcileLine', defaultMessage: 'reconcile-line' },
  'confirm-transfer': { id: 'audit.action.confirmTransfer', defaultMessage: 'confirm-transfer' },
  'bulk-transfers-received': {
    id: 'audit.action.bulkTransfersReceived',
    defaultMessage: 'bulk-transfers-received',
  },
  'bulk-status': { id: 'audit.action.bulkStatus', defaultMessage: 'bulk-status' },
  'record-manual-payment': {
    id: 'audit.action.recordManualPayment',
    defaultMessage: 'record-manual-payment',
  },
  'approve-refund': { id: 'audit.action.approveRefund', defaultMessage: 'approve-refund' },
  'refuse-refund': { id: 'audit.action.refuseRefund', defaultMessage: 'refuse-refund' },
  'staff-refund': { id: 'audit.action.staffRefund', defaultMessage: 'staff-refund' },
  deny: { id: 'audit.action.deny', defaultMessage: 'deny' },
  'check-in': { id: 'audit.action.checkIn', defaultMessage: 'check-in' },
  'update-choices': { id: 'audit.action.updateChoices', defaultMessage: 'update-choices' },
  'invitation-resend': { id: 'audit.action.invitationResend', defaultMessage: 'invitation-resend' },
  'purge-personal-data': { id: 'audit.action.purgePersonalData', defaultMessage: 'purge-personal-data' },
  'legacy-write': { id: 'audit.action.legacyWrite', defaultMessage: 'legacy-write' },
  'upload-logo': { id: 'audit.action.uploadLogo', defaultMessage: 'upload-logo' },
  'upload-rib': { id: 'audit.action.uploadRib', defaultMessage: 'upload-rib' },
  'waiting-list-move-up': { id: 'audit.action.waitingListMoveUp', defaultMessage: 'waiting-list-move-up' },
  'waiting-list-move-down': {
    id: 'audit.action.waitingListMoveDown',
    defaultMessage: 'waiting-list-move-down',
  },
  'waiting-list-offer': { id: 'audit.action.waitingListOffer', defaultMessage: 'waiting-list-offer' },
  'waiting-list-remove': { id: 'audit.action.waitingListRemove', defaultMessage: 'waiting-list-remove' },
  'request-letter': { id: 'audit.action.requestLetter', defaultMessage: 'request-letter' },
  'approve-letter': { id: 'audit.action.approveLetter', defaultMessage: 'approve-letter' },
  'refuse-letter': { id: 'audit.action.refuseLetter', defaultMessage: 'refuse-letter' },
  'issue-letter': { id: 'audit.action.issueLetter', defaultMessage: 'issue-letter' },
  'download-letter': { id: 'audit.action.downloadLetter', defaultMessage: 'download-letter' },
  'update-letter-settings': {
    id: 'audit.action.updateLetterSettings',
    defaultMessage: 'update-letter-settings',
  },
  'upload-signature': { id: 'audit.action.uploadSignature', defaultMessage: 'upload-signature' },
  'confirm-group-transfer': {
    id: 'audit.action.confirmGroupTransfer',
    defaultMessage: 'confirm-group-transfer',
  },
  'create-group': { id: 'audit.action.createGroup', defaultMessage: 'create-group' },
  'name-group-place': { id: 'audit.action.nameGroupPlace', defaultMessage: 'name-group-place' },
  'pair-room-mates': { id: 'audit.action.pairRoomMates', defaultMessage: 'pair-room-mates' },
  'release-room-mate': { id: 'audit.action.releaseRoomMate', defaultMessage: 'release-room-mate' },
  'release-rooms': { id: 'audit.action.releaseRooms', defaultMessage: 'release-rooms' },
  'self-cancel': { id: 'audit.action.selfCancel', defaultMessage: 'self-cancel' },
  'self-cancel-refused': { id: 'audit.action.selfCancelRefused', defaultMessage: 'self-cancel-refused' },
  'self-cancel-request': { id: 'audit.action.selfCancelRequest', defaultMessage: 'self-cancel-request' },
  'send-rooming-list': { id: 'audit.action.sendRoomingList', defaultMessage: 'send-rooming-list' },
});

/** The objects the server records (recordAudit's `entity`); unknown ones show as recorded. */
const ENTITIES: Record<string, MessageDescriptor> = defineMessages({
  activity: { id: 'audit.entity.activity', defaultMessage: 'activity' },
  bank_statement: { id: 'audit.entity.bankStatement', defaultMessage: 'bank_statement' },
  bank_statement_line: { id: 'audit.entity.bankStatementLine', defaultMessage: 'bank_statement_line' },
  congress: { id: 'audit.entity.congress', defaultMessage: 'congress' },
  'email-campaign': { id: 'audit.entity.emailCampaign', defaultMessage: 'email-campaign' },
  'email-template': { id: 'audit.entity.emailTemplate', defaultMessage: 'email-template' },
  hotel: { id: 'audit.entity.hotel', defaultMessage: 'hotel' },
  member: { id: 'audit.entity.member', defaultMessage: 'member' },
  'member-book': { id: 'audit.entity.memberBook', defaultMessage: 'member-book' },
  participation: { id: 'audit.entity.participation', defaultMessage: 'participation' },
  payment: { id: 'audit.entity.payment', defaultMessage: 'payment' },
  rate: { id: 'audit.entity.rate', defaultMessage: 'rate' },
  registration: { id: 'audit.entity.registration', defaultMessage: 'registration' },
  section: { id: 'audit.entity.section', defaultMessage: 'section' },
  user: { id: 'audit.entity.user', defaultMessage: 'user' },
  'waiting-list-entry': { id: 'audit.entity.waitingListEntry', defaultMessage: 'waiting-list-entry' },
  'invitation-letter': { id: 'audit.entity.invitationLetter', defaultMessage: 'invitation-letter' },
  booking_group: { id: 'audit.entity.bookingGroup', defaultMessage: 'booking_group' },
  'room-blocks': { id: 'audit.entity.roomBlocks', defaultMessage: 'room-blocks' },
});

const own = (map: Record<string, MessageDescriptor>, key: string) =>
  Object.hasOwn(map, key) ? map[key] : undefined;

/** An action as recorded (e.g. `confirm-transfer`) in the reader's words. */
export function actionLabel(intl: IntlShape, action: string): string {
  const message = own(ACTIONS, action);
  return message ? intl.formatMessage(message) : action;
}

/** An entity as recorded (e.g. `waiting-list-entry`) in the reader's words. */
export function entityLabel(intl: IntlShape, entity: string): string {
  const message = own(ENTITIES, entity);
  return message ? intl.formatMessage(message) : entity;
}
