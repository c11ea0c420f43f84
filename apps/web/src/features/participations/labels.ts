import type { ListTab, RowPaymentStatus, SharingFilter } from '@congress/domain/contracts/participation-list';
import { PARTICIPATION_PAYMENT_STATUS_LABELS } from '@congress/domain/payment-status';
import { defineMessages, type IntlShape } from 'react-intl';
import { sayText } from '../../lib/i18n/say-text.ts';
import type { OptionalColumn } from './list/list-columns.ts';

/**
 * The names the domain keeps in English (statuses, list tabs, room options, columns: decisions 18
 * and 20) in the reader's language. The English is the domain's, word for word.
 */
const LIST_TAB = defineMessages({
  all: { id: 'participations.tab.all', defaultMessage: 'All' },
  active: { id: 'participations.tab.active', defaultMessage: 'Active' },
  pending: { id: 'participations.tab.pending', defaultMessage: 'Wait payment' },
  confirmed: { id: 'participations.tab.confirmed', defaultMessage: 'ok' },
  cancelled: { id: 'participations.tab.cancelled', defaultMessage: 'Cancelled' },
});

const SHARING_FILTER = defineMessages({
  all: { id: 'participations.filters.any', defaultMessage: 'Any' },
  sharing: { id: 'participations.sharing.sharing', defaultMessage: 'Reservations sharing room' },
  missing: { id: 'participations.sharing.missing', defaultMessage: 'Missing reservations sharing room' },
  matching: { id: 'participations.sharing.matching', defaultMessage: 'Matching reservations sharing room' },
});

const COLUMN = defineMessages({
  email: { id: 'participations.column.email', defaultMessage: 'E-mail' },
  memberNumber: { id: 'participations.column.memberNumber', defaultMessage: 'Member no.' },
  type: { id: 'participations.column.type', defaultMessage: 'Type' },
  hotel: { id: 'participations.column.hotel', defaultMessage: 'Hotel' },
  room: { id: 'participations.column.room', defaultMessage: 'Room' },
  rate: { id: 'participations.column.rate', defaultMessage: 'Rate' },
  status: { id: 'participations.column.status', defaultMessage: 'Status' },
  payment: { id: 'participations.column.payment', defaultMessage: 'Payment' },
  amountDue: { id: 'participations.column.amountDue', defaultMessage: 'Amount due' },
  second: { id: 'participations.column.second', defaultMessage: 'Companion / room-mate' },
  checkedIn: { id: 'participations.column.checkedIn', defaultMessage: 'Checked in' },
});

/** Statuses and room options are named as on the participant's screens (components/money/labels.ts). */
export { registrationStatusLabel as statusLabel, roomOptionLabel } from '../../components/money/labels.ts';
/** The payment status (decisions 41) as the domain names it, in the reader's language. */
export const paymentStatusLabel = (intl: IntlShape, status: RowPaymentStatus) =>
  sayText(intl, PARTICIPATION_PAYMENT_STATUS_LABELS[status]);
export const listTabLabel = (intl: IntlShape, tab: ListTab) => intl.formatMessage(LIST_TAB[tab]);
export const sharingFilterLabel = (intl: IntlShape, sharing: SharingFilter) =>
  intl.formatMessage(SHARING_FILTER[sharing]);
export const columnLabel = (intl: IntlShape, column: OptionalColumn) => intl.formatMessage(COLUMN[column]);
