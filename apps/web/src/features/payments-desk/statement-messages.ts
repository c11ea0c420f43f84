import { defineMessages } from '../../lib/i18n/messages.ts';

/** The words of a bank statement as the desk shows it: its summary, its lines' notes, its layouts. */
export const sm = defineMessages({
  importHelp: {
    id: 'desk.statement.importHelp',
    defaultMessage:
      'An ISO 20022 camt.052, camt.053 or camt.054 XML file or a CSV export of your bank (at most {megabytes} MB). Credits are matched to pending transfers by reference, then by amount and payer name; debits are kept as money out and never booked. Importing the same statement again changes nothing.',
  },
  importCounts: {
    id: 'desk.statement.importCounts',
    defaultMessage:
      '{message} {matched} matched, {ambiguous} ambiguous, {unmatched} unmatched, {outgoing} money out, {alreadyImported} already imported.',
  },
  columnDirection: { id: 'desk.statement.columnDirection', defaultMessage: 'Debit/credit column' },
  directionHelp: {
    id: 'desk.statement.directionHelp',
    defaultMessage:
      'Debit/credit column: a column saying Debit or Credit (Af / Bij, D / C, S / H) for an unsigned amount',
  },
  columnAmountUnsigned: { id: 'desk.csv.amountUnsigned', defaultMessage: 'Amount column' },
  recognised: {
    id: 'desk.statement.recognised',
    defaultMessage: 'Recognised the layout of {bank}: the columns are proposed. Check them before importing.',
  },
  presetIng: { id: 'desk.statement.presetIng', defaultMessage: 'ING (Netherlands)' },
  presetFrench: {
    id: 'desk.statement.presetFrench',
    defaultMessage: 'a French bank (Débit euros / Crédit euros columns)',
  },
  presetPortuguese: {
    id: 'desk.statement.presetPortuguese',
    defaultMessage: 'a Portuguese bank (Débito / Crédito columns)',
  },
  presetSparkasse: { id: 'desk.statement.presetSparkasse', defaultMessage: 'Sparkasse (CSV-CAMT)' },
  summaryTitle: { id: 'desk.statement.summaryTitle', defaultMessage: 'This statement' },
  summaryTotal: {
    id: 'desk.statement.summaryTotal',
    defaultMessage: '{count, plural, one {# line} other {# lines}}',
  },
  summaryBooked: { id: 'desk.statement.summaryBooked', defaultMessage: 'Booked' },
  summaryToConfirm: { id: 'desk.statement.summaryToConfirm', defaultMessage: 'Matched, to confirm' },
  summaryToResolve: { id: 'desk.statement.summaryToResolve', defaultMessage: 'To settle by hand' },
  summaryIgnored: { id: 'desk.statement.summaryIgnored', defaultMessage: 'Ignored' },
  summaryOutgoing: { id: 'desk.statement.summaryOutgoing', defaultMessage: 'Money out (never booked)' },
  summaryDuplicate: { id: 'desk.statement.summaryDuplicate', defaultMessage: 'Already imported' },
  groupOther: { id: 'desk.statement.groupOther', defaultMessage: 'Money out or already imported' },
  emptyOther: {
    id: 'desk.statement.emptyOther',
    defaultMessage: 'No money out and no line imported before.',
  },
  outgoingBadge: { id: 'desk.statement.outgoingBadge', defaultMessage: 'Money out' },
  outgoingNote: {
    id: 'desk.statement.outgoingNote',
    defaultMessage: 'Money out of the account: never booked to a participant.',
  },
  duplicateNote: {
    id: 'desk.statement.duplicateNote',
    defaultMessage: 'Already imported (from {file}, {date}): settle it there.',
  },
  duplicateUnknown: {
    id: 'desk.statement.duplicateUnknown',
    defaultMessage: 'Already imported from another statement: settle it there.',
  },
  noteSettledElsewhere: {
    id: 'desk.statement.noteSettledElsewhere',
    defaultMessage:
      'The transfer this line named has been booked or cancelled since (from another line or by hand): it is no longer offered.',
  },
  noteProposedElsewhere: {
    id: 'desk.statement.noteProposedElsewhere',
    defaultMessage: 'Another line was proposed this transfer first: check which one the money belongs to.',
  },
  noteReferenceShared: {
    id: 'desk.statement.noteReferenceShared',
    defaultMessage:
      '{count, plural, one {# participation carries} other {# participations carry}} this reference.',
  },
  noteAmountNameShared: {
    id: 'desk.statement.noteAmountNameShared',
    defaultMessage: 'The amount and the payer’s name match {count, plural, one {# person} other {# people}}.',
  },
  noteAmountOnly: {
    id: 'desk.statement.noteAmountOnly',
    defaultMessage:
      'Only the amount matches {count, plural, one {# person} other {# people}}: no reference or name. Check the payer before booking.',
  },
  lineLabel: {
    id: 'desk.statement.lineLabel',
    defaultMessage: '{amount} from {payer} on {date}',
  },
  lineLabelNoPayer: { id: 'desk.statement.lineLabelNoPayer', defaultMessage: '{amount} on {date}' },
  processed: { id: 'desk.statement.processed', defaultMessage: '{done} of {total} lines processed' },
  confirmOutcome: {
    id: 'desk.statement.confirmOutcome',
    defaultMessage:
      '{booked, plural, one {# line booked} other {# lines booked}}, {failed, plural, one {# not booked} other {# not booked}}:',
  },
});
