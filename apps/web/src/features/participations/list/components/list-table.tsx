import type { TParticipationListRow } from '@congress/domain/contracts/participation-list';
import { formatMoney } from '@congress/domain/money';
import { Checkbox, Table, Text } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { type RowTone, rowTone, statusLabel } from '../list-url-state.ts';

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

const ROOM_LABELS = { single: 'Single', twin: 'Twin', double: 'Double' } as const;

function secondOf(row: TParticipationListRow): ReactNode {
  if (!row.second) return '-';
  const name = [row.second.firstName, row.second.lastName].filter(Boolean).join(' ');
  const prefix = row.second.kind === 'sharing' ? 'Room-mate' : 'Companion';
  const number = row.second.memberNumber ? ` (${row.second.memberNumber})` : '';
  return `${prefix}: ${name}${number}`;
}

export function ListTable(props: {
  rows: TParticipationListRow[];
  currency: string;
  selected: ReadonlySet<number>;
  /** A newer page is on its way: the rows shown are the previous ones. */
  isBusy: boolean;
  onToggle: (ids: number[], selected: boolean) => void;
  renderActions?: ((row: TParticipationListRow) => ReactNode) | undefined;
}) {
  const { rows, selected } = props;
  const ids = rows.map((row) => row.participationId);
  const selectedHere = ids.filter((id) => selected.has(id)).length;

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
            <Table.Th>Name</Table.Th>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Member no.</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Hotel</Table.Th>
            <Table.Th>Room</Table.Th>
            <Table.Th>Rate</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Payment</Table.Th>
            <Table.Th ta="right">Amount due</Table.Th>
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
                <Table.Td>{ROOM_LABELS[row.roomOption]}</Table.Td>
                <Table.Td>{row.rate.label}</Table.Td>
                <Table.Td>{statusLabel(row.registrationStatus)}</Table.Td>
                <Table.Td>
                  <Text span fz="sm" fw={600}>
                    {statusLabel(row.paymentStatus)}
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
