import type { TMarkedRoomingLine } from '@congress/domain/contracts/rooming-lists';
import { formatDate } from '@congress/domain/dates';
import { ROOM_OPTION_LABELS } from '@congress/domain/enum-labels';
import { nightsOfLine } from '@congress/domain/rooming-list';
import { Stack, Table, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { m } from '../messages.ts';
import { RoomingChanges, RoomingMark } from './rooming-mark.tsx';

const struck: CSSProperties = { textDecoration: 'line-through' };
const nowrap: CSSProperties = { whiteSpace: 'nowrap' };

function Line({ line }: { line: TMarkedRoomingLine }) {
  const intl = useIntl();
  const isCancelled = line.mark === 'cancelled';
  const cell = isCancelled ? { ...nowrap, ...struck } : nowrap;
  return (
    <Table.Tr data-testid="rooming-line" data-mark={line.mark}>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <RoomingMark mark={line.mark} />
          <RoomingChanges line={line} />
        </Stack>
      </Table.Td>
      <Table.Td style={cell}>{formatDate(line.arrival)}</Table.Td>
      <Table.Td style={cell}>{formatDate(line.departure)}</Table.Td>
      <Table.Td ta="right" style={isCancelled ? struck : undefined}>
        {nightsOfLine(line)}
      </Table.Td>
      <Table.Td style={isCancelled ? struck : undefined}>
        {intl.formatMessage(ROOM_OPTION_LABELS[line.roomType])}
      </Table.Td>
      <Table.Td style={isCancelled ? struck : undefined}>
        {line.guests.map((guest) => (
          <Text key={guest} size="sm">
            {guest}
          </Text>
        ))}
        {line.awaitedRoomMate && (
          <Text size="sm" fs="italic">
            {intl.formatMessage(m.awaitedRoomMate, { name: line.awaitedRoomMate })}
          </Text>
        )}
      </Table.Td>
      <Table.Td style={isCancelled ? struck : undefined}>{line.reference}</Table.Td>
    </Table.Tr>
  );
}

/** One line per room, its mark in words, cancelled lines struck through; scrolls inside its box. */
export function RoomingTable({ lines, label }: { lines: TMarkedRoomingLine[]; label: string }) {
  const intl = useIntl();
  return (
    // Focusable so that a keyboard scrolls it at a phone's width, where the table is wider than the screen.
    <Table.ScrollContainer minWidth={860} type="native" tabIndex={0} role="region" aria-label={label}>
      <Table withTableBorder verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{intl.formatMessage(m.mark)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.arrival)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.departure)}</Table.Th>
            <Table.Th ta="right">{intl.formatMessage(m.nights)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.roomType)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.guests)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.reference)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Line key={`${line.key}-${line.mark}`} line={line} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
