import type { ListFigure, MoneyFigure, TransferFigure } from '@congress/domain/contracts/list-figures';
import { defineMessages, type IntlShape } from 'react-intl';

/**
 * The overview's figures in the reader's language: the overview shows them and the
 * participation list says which one it was opened from. The English is the domain's labels'.
 */
const MONEY = defineMessages({
  invoiced: { id: 'overview.figure.invoiced', defaultMessage: 'Invoiced' },
  collected: { id: 'overview.figure.collected', defaultMessage: 'Collected' },
  awaiting: { id: 'overview.figure.awaiting', defaultMessage: 'Awaiting transfer' },
  due: { id: 'overview.figure.due', defaultMessage: 'Due' },
  'to-collect': { id: 'overview.figure.toCollect', defaultMessage: 'Still to collect' },
  owed: { id: 'overview.figure.owed', defaultMessage: 'Owed to participants' },
});

const TRANSFER = defineMessages({
  'due-week': { id: 'overview.figure.dueWeek', defaultMessage: 'Transfers due this week' },
  overdue: { id: 'overview.figure.overdue', defaultMessage: 'Transfers overdue' },
});

const OTHER = defineMessages({
  new: { id: 'overview.figure.new', defaultMessage: 'Made in the last 7 days' },
  'place-rate': { id: 'overview.figure.placeRate', defaultMessage: 'Holding a place on one rate' },
  'place-hotel': { id: 'overview.figure.placeHotel', defaultMessage: 'Holding a place in one hotel' },
  activity: { id: 'overview.figure.activity', defaultMessage: 'Chose one activity' },
});

export const moneyFigureLabel = (intl: IntlShape, which: MoneyFigure) => intl.formatMessage(MONEY[which]);
export const transferFigureLabel = (intl: IntlShape, which: TransferFigure) =>
  intl.formatMessage(TRANSFER[which]);

/** What the list says it shows when opened from a figure. */
export function listFigureLabel(intl: IntlShape, figure: ListFigure): string {
  switch (figure.kind) {
    case 'money':
      return moneyFigureLabel(intl, figure.which);
    case 'transfer':
      return transferFigureLabel(intl, figure.which);
    default:
      return intl.formatMessage(OTHER[figure.kind]);
  }
}
