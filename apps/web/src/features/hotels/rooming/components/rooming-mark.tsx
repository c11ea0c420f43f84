import type { TMarkedRoomingLine } from '@congress/domain/contracts/rooming-lists';
import { formatDate } from '@congress/domain/dates';
import { ROOM_OPTION_LABELS } from '@congress/domain/enum-labels';
import { Badge, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { m } from '../messages.ts';

const MARKS = {
  new: { label: m.markNew, color: 'teal.9' },
  changed: { label: m.markChanged, color: 'blue.9' },
  cancelled: { label: m.markCancelled, color: 'red.9' },
} as const;

/** The mark as a word on its badge (never colour alone); an unchanged line has none. */
export function RoomingMark({ mark }: { mark: TMarkedRoomingLine['mark'] }) {
  const intl = useIntl();
  if (mark === 'unchanged') return null;
  const { label, color } = MARKS[mark];
  return (
    <Badge variant="filled" color={color} tt="none" styles={{ label: { overflow: 'visible' } }}>
      {intl.formatMessage(label)}
    </Badge>
  );
}

/** What a changed line had in the last sending: "Dates were ...", "Room type was ...", "Guests were ...". */
export function RoomingChanges({ line }: { line: TMarkedRoomingLine }) {
  const intl = useIntl();
  const { before } = line;
  if (line.mark !== 'changed' || !before) return null;
  const say: Record<TMarkedRoomingLine['changes'][number], () => string> = {
    dates: () =>
      intl.formatMessage(m.datesWere, { from: formatDate(before.arrival), to: formatDate(before.departure) }),
    roomType: () =>
      intl.formatMessage(m.roomTypeWas, { type: intl.formatMessage(ROOM_OPTION_LABELS[before.roomType]) }),
    guests: () =>
      intl.formatMessage(m.guestsWere, { guests: intl.formatList(before.guests, { type: 'conjunction' }) }),
  };
  const said = line.changes.map((change) => say[change]());
  return (
    <>
      {said.map((text) => (
        <Text key={text} size="xs" c="gray.8">
          {text}
        </Text>
      ))}
    </>
  );
}
