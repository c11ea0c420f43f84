import { defineMessages } from '../../../lib/i18n/messages.ts';

/** The words of a staff refund (decisions 43): the button, its confirm dialog and the owed list. */
export const sr = defineMessages({
  refundAmount: { id: 'desk.staffRefund.button', defaultMessage: 'Refund {amount}' },
  forName: { id: 'desk.staffRefund.forName', defaultMessage: 'to {name}' },
  title: { id: 'desk.staffRefund.title', defaultMessage: 'Refund the participant' },
  question: {
    id: 'desk.staffRefund.question',
    defaultMessage: '{name} is owed {amount}. How is it paid back?',
  },
  how: { id: 'desk.staffRefund.how', defaultMessage: 'Refund by' },
  card: {
    id: 'desk.staffRefund.card',
    defaultMessage: 'Card, through the payment provider (up to {amount})',
  },
  noCard: { id: 'desk.staffRefund.noCard', defaultMessage: 'Card: no card payment to refund' },
  transfer: { id: 'desk.staffRefund.transfer', defaultMessage: 'Bank transfer, made by hand' },
  cash: { id: 'desk.staffRefund.cash', defaultMessage: 'Cash, by hand' },
  cardPart: {
    id: 'desk.staffRefund.cardPart',
    defaultMessage: 'The card takes back {card}; {rest} stays owed, to refund by hand.',
  },
  byHandDone: {
    id: 'desk.staffRefund.byHandDone',
    defaultMessage: 'Record it once the money has been paid back: nothing is sent to the bank.',
  },
  creditNote: {
    id: 'desk.staffRefund.creditNote',
    defaultMessage:
      'A credit note is issued for each invoiced payment refunded, and the participant receives an e-mail.',
  },
  confirm: { id: 'desk.staffRefund.confirm', defaultMessage: 'Refund {amount}' },
  cancel: { id: 'desk.staffRefund.cancel', defaultMessage: 'Cancel' },
  loading: { id: 'desk.staffRefund.loading', defaultMessage: 'Loading what is owed' },
  stillOwed: { id: 'desk.staffRefund.stillOwed', defaultMessage: '{amount} is still owed.' },
  owed: { id: 'desk.staffRefund.owed', defaultMessage: 'Owed to the participant: {amount}' },
  owedList: { id: 'desk.staffRefund.owedList', defaultMessage: 'Owed to participants, no request' },
  owedHelp: {
    id: 'desk.staffRefund.owedHelp',
    defaultMessage: 'A staff change, a cancellation or an overpayment left a credit nobody has asked back.',
  },
});
