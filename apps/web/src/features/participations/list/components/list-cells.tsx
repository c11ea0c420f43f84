import type { ListSortKey, TParticipationListRow } from '@congress/domain/contracts/participation-list';
import { formatLocale } from '@congress/domain/i18n/format-locale';
import { formatZonedTime } from '@congress/domain/zoned-time';
import { formatMoney } from '@congress/domain/money';
import { Table, Text } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { columnLabel, paymentStatusLabel, roomOptionLabel, statusLabel } from '../../labels.ts';
import type { OptionalColumn } from '../list-columns.ts';
import { type ListSortValue, SortableTh } from './sortable-th.tsx';

function secondOf(row: TParticipationListRow, intl: IntlShape): ReactNode {
  if (!row.second) return '-';
  const name = [row.second.firstName, row.second.lastName].filter(Boolean).join(' ');
  const number = row.second.memberNumber ? ` (${row.second.memberNumber})` : '';
  return row.second.kind === 'sharing'
    ? intl.formatMessage(
        { id: 'participations.second.roomMate', defaultMessage: 'Room-mate: {name}' },
        { name: `${name}${number}` },
      )
    : intl.formatMessage(
        { id: 'participations.second.companion', defaultMessage: 'Companion: {name}' },
        { name: `${name}${number}` },
      );
}

/**
 * When the door checked the person in, in the congress's clock and naming it: the day short and the
 * time under it ("27 Nov 2026" / "02:31 WET"), narrow enough for the last column at 1280 px.
 */
function checkedInAt(value: string, congress: ListCongress): string {
  const instant = new Date(value);
  const locale = formatLocale();
  const day = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: congress.timeZone,
  }).format(instant);
  return `${day}\n${formatZonedTime(instant, congress.timeZone, { locale })}`;
}

/** What the cells read of the congress: its currency and its time zone. */
export type ListCongress = { currency: string; timeZone: string };

type Column = {
  sortKey?: ListSortKey;
  align?: 'right';
  cell: (row: TParticipationListRow, congress: ListCongress, intl: IntlShape) => ReactNode;
  /** Table.Td props beyond the content (width, wrapping). */
  td?: { miw?: number; style?: CSSProperties };
};

/** Each optional column of the list: how it sorts and what its cell shows. */
export const COLUMNS: Record<OptionalColumn, Column> = {
  email: {
    sortKey: 'email',
    cell: (row) => row.email ?? '-',
    td: { miw: 120, style: { overflowWrap: 'anywhere' } },
  },
  memberNumber: {
    sortKey: 'memberNumber',
    cell: (row) => row.memberNumber ?? '-',
    td: { style: { whiteSpace: 'nowrap' } },
  },
  type: { sortKey: 'type', cell: (row) => row.participantType?.label ?? '-' },
  hotel: { sortKey: 'hotel', cell: (row) => row.hotel.name },
  room: { cell: (row, _congress, intl) => roomOptionLabel(intl, row.roomOption) },
  rate: { sortKey: 'rate', cell: (row) => row.rate.label },
  status: { sortKey: 'status', cell: (row, _congress, intl) => statusLabel(intl, row.registrationStatus) },
  payment: {
    sortKey: 'payment',
    cell: (row, _congress, intl) => (
      <Text span fz="sm" fw={600}>
        {paymentStatusLabel(intl, row.paymentStatus)}
      </Text>
    ),
  },
  amountDue: {
    sortKey: 'amountDue',
    align: 'right',
    cell: (row, congress) => formatMoney(row.amountDueCents, congress.currency),
  },
  second: { cell: (row, _congress, intl) => secondOf(row, intl) },
  checkedIn: {
    cell: (row, congress) => (row.checkedInAt ? checkedInAt(row.checkedInAt, congress) : '-'),
    // The day over the time; either wraps at a space rather than widen the last column.
    td: { style: { whiteSpace: 'pre-line' } },
  },
};

export function ColumnHeader(props: {
  column: OptionalColumn;
  sort: ListSortValue;
  onSort: (sort: string) => void;
}) {
  const intl = useIntl();
  const { sortKey, align } = COLUMNS[props.column];
  const label = columnLabel(intl, props.column);
  if (!sortKey) return <Table.Th>{label}</Table.Th>;
  return (
    <SortableTh sortKey={sortKey} sort={props.sort} onSort={props.onSort} align={align}>
      {label}
    </SortableTh>
  );
}

export function ColumnCell(props: {
  column: OptionalColumn;
  row: TParticipationListRow;
  congress: ListCongress;
}) {
  const intl = useIntl();
  const { cell, align, td } = COLUMNS[props.column];
  return (
    <Table.Td ta={align} {...td}>
      {cell(props.row, props.congress, intl)}
    </Table.Td>
  );
}
