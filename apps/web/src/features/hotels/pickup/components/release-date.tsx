import type { TPickupCell } from '@congress/domain/contracts/room-pickup';
import { formatDate } from '@congress/domain/dates';
import type { IsoDay } from '@congress/domain/stays';
import { Badge, Group, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { m } from '../messages.ts';
import { releaseState } from '../pickup-selection.ts';

/** "Released 3 May 2027" once past; "Release 10 May 2027" with "in 5 days" when a reminder is due. */
export function ReleaseDate({ cell, today }: { cell: TPickupCell; today: IsoDay }) {
  const intl = useIntl();
  const state = releaseState(cell, today);
  switch (state.kind) {
    case 'none':
      return <Text size="sm">{intl.formatMessage(m.noRelease)}</Text>;
    case 'past':
      return (
        <Text size="sm" c="gray.8">
          {intl.formatMessage(m.releasedOn, { date: formatDate(state.releaseOn) })}
        </Text>
      );
    case 'near':
      return (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
            {intl.formatMessage(m.releaseOn, { date: formatDate(state.releaseOn) })}
          </Text>
          <Badge color="red.9" variant="filled" tt="none" style={{ flexShrink: 0 }}>
            {intl.formatMessage(m.releaseIn, { days: state.days })}
          </Badge>
        </Group>
      );
    case 'later':
      return <Text size="sm">{intl.formatMessage(m.releaseOn, { date: formatDate(state.releaseOn) })}</Text>;
  }
}
