import { capitalise } from '@congress/domain/enums';
import type { ListSortKey, TParticipationListRow } from '@congress/domain/contracts/participation-list';
import { formatMoney } from '@congress/domain/money';
import { Checkbox, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { type RowTone, rowTone } from '../list-url-state.ts';

/** Light backgrounds with the default dark text (contrast well above 4.5:1) and a marked left edge. */
const TONE_STYLE: Record<RowTone, CSSProperties> = {
  confirmed: {
    backgroundColor: 'var(--mantine-color-green-0)',
    boxShadow: 'inset 4px 0 0 var(--mantine-color-green-8)',
  },
  pending: {
    backgroundColor: 'var(--mantine-color-pink-0)',
    boxShadow: 'inset 4px 0 0 var(--mantine-color-pink-8)',
  },
  cancelled: {
    backgroundColor: 'var(--mantine-color-gray-2)',
    boxShadow: 'inset 4px 0 0 var(--mantine-color-gray-7)',
  },
};

function secondOf(row: TParticipationListRow): ReactNode {
  if (!row.second) return '-';
  const name = [row.second.firstName, row.second.lastName].filter(Boolean).join(' ');
  const prefix = row.second.kind === 'sharing' ? 'Room-mate' : 'Companion';
  const number = row.second.memberNumber ? ` (${row.second.memberNumber})` : '';
  return `${prefix}: ${name}${number}`;
}

/** `name` ascending, `-name` descending (the API's `sort` parameter); undefined = by name. */
export type ListSortValue = string | undefined;

function readSort(sort: ListSortValue): { key: string; descending: boolean } {
  if (!sort) return { key: 'name', descending: false };
  return sort.startsWith('-') ? { key: sort.slice(1), descending: true } : { key: sort, descending: false };
}

/** A header that sorts the list on the server; a second press reverses the order. */
function SortableTh(props: {
  sortKey: ListSortKey;
  sort: ListSortValue;
  onSort: (sort: string) => void;
  children: string;
  align?: 'right';
}) {
  const current = readSort(props.sort);
  const isActive = current.key === props.sortKey;
  const ariaSort = isActive ? (current.descending ? 'descending' : 'ascending') : 'none';
  const Icon = !isActive ? IconArrowsSort : current.descending ? IconSortDescending : IconSortAscending;
  const next = isActive && !current.descending ? `-${props.sortKey}` : props.sortKey;
  return (
    <Table.Th aria-sort={ariaSort} ta={props.align}>
      <UnstyledButton
        onClick={() => props.onSort(next)}
        fz="sm"
        fw={700}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
      >
        {props.children}
        <Icon size={14} aria-hidden stroke={isActive ? 2.2 : 1.5} />
      </UnstyledButton>
    </Table.Th>
  );
}

export function ListTable(props: {
  rows: TParticipationListRow[];
  currency: string;
  selected: ReadonlySet<number>;
  /** A newer page is on its way: the rows shown are the previous ones. */
  isBusy: boolean;
  onToggle: (ids: number[], selected: boolean) => void;
  sort: ListSortValue;
  onSort: (sort: string) => void;
  renderActions?: ((row: TParticipationListRow) => ReactNode) | undefined;
}) {
  const { rows, selected } = props;
  const ids = rows.map((row) => row.participationId);
  const selectedHere = ids.filter((id) => selected.has(id)).length;
  const sorting = { sort: props.sort, onSort: props.onSort };

  return (
    <Table.ScrollContainer minWidth={1120} type="native">
      <Table verticalSpacing="xs" fz="sm" aria-label="Participations" aria-busy={props.isBusy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select all rows of this page"
                checked={rows.length > 0 && selectedHere === rows.length}
                indeterminate={selectedHere > 0 && selectedHere < rows.length}
                onChange={(event) => props.onToggle(ids, event.currentTarget.checked)}
              />
            </Table.Th>
            <SortableTh sortKey="name" {...sorting}>
              Name
            </SortableTh>
            <SortableTh sortKey="email" {...sorting}>
              E-mail
            </SortableTh>
            <SortableTh sortKey="memberNumber" {...sorting}>
              Member no.
            </SortableTh>
            <SortableTh sortKey="type" {...sorting}>
              Type
            </SortableTh>
            <SortableTh sortKey="hotel" {...sorting}>
              Hotel
            </SortableTh>
            <Table.Th>Room</Table.Th>
            <SortableTh sortKey="rate" {...sorting}>
              Rate
            </SortableTh>
            <SortableTh sortKey="status" {...sorting}>
              Status
            </SortableTh>
            <SortableTh sortKey="payment" {...sorting}>
              Payment
            </SortableTh>
            <SortableTh sortKey="amountDue" align="right" {...sorting}>
              Amount due
            </SortableTh>
            <Table.Th>Companion / room-mate</Table.Th>
            {props.renderActions && (
              <Table.Th>
                <span>Actions</span>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const tone = rowTone(row);
            const name = `${row.firstName} ${row.lastName}`;
            return (
              <Table.Tr key={row.participationId} style={TONE_STYLE[tone]} data-tone={tone}>
                <Table.Td>
                  <Checkbox
                    aria-label={`Select ${name}`}
                    checked={selected.has(row.participationId)}
                    onChange={(event) => props.onToggle([row.participationId], event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td fw={600}>{name}</Table.Td>
                <Table.Td miw={190} style={{ overflowWrap: 'anywhere' }}>
                  {row.email ?? '-'}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.memberNumber ?? '-'}</Table.Td>
                <Table.Td>{row.participantType?.label ?? '-'}</Table.Td>
                <Table.Td>{row.hotel.name}</Table.Td>
                <Table.Td>{capitalise(row.roomOption)}</Table.Td>
                <Table.Td>{row.rate.label}</Table.Td>
                <Table.Td>{capitalise(row.registrationStatus)}</Table.Td>
                <Table.Td>
                  <Text span fz="sm" fw={600}>
                    {capitalise(row.paymentStatus)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{formatMoney(row.amountDueCents, props.currency)}</Table.Td>
                <Table.Td>{secondOf(row)}</Table.Td>
                {props.renderActions && <Table.Td>{props.renderActions(row)}</Table.Td>}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
