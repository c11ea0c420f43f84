import type { TCheckInConflicts } from '@congress/domain/contracts/check-in-offline';
import { List, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useZonedTime } from '../../../lib/i18n/use-zoned-time.ts';
import { m } from '../messages.ts';

type DoorCheckIn = TCheckInConflicts['items'][number]['first'];

/** People checked in at two doors, for staff to look into: who, both doors and both times. */
export function ConflictsList({ conflicts }: { conflicts: TCheckInConflicts }) {
  const intl = useIntl();
  const zoned = useZonedTime();
  if (conflicts.items.length === 0) return null;
  const line = (checkIn: DoorCheckIn) =>
    intl.formatMessage(m.conflictLine, {
      time: zoned.dateTime(checkIn.at, conflicts.timeZone),
      by: checkIn.by ?? intl.formatMessage(m.someone),
      door: checkIn.deviceId
        ? intl.formatMessage(m.deviceDoor, { device: checkIn.deviceId.slice(0, 8) })
        : intl.formatMessage(m.onlineDoor),
    });
  return (
    <Stack gap="xs" component="section" aria-labelledby="check-in-conflicts">
      <Title order={2} size="h4" id="check-in-conflicts">
        {intl.formatMessage(m.conflicts)}
      </Title>
      <Text size="sm">{intl.formatMessage(m.conflictsHelp)}</Text>
      <List spacing="xs" aria-labelledby="check-in-conflicts">
        {conflicts.items.map((conflict) => (
          <List.Item key={conflict.id}>
            <Text fw={600}>
              {conflict.firstName} {conflict.lastName}
            </Text>
            <Text size="sm">
              {intl.formatMessage(m.firstCheckIn)}: {line(conflict.first)}
            </Text>
            <Text size="sm">
              {intl.formatMessage(m.secondCheckIn)}: {line(conflict.second)}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
