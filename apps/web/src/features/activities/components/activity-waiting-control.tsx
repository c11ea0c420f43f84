import type { TMyWaitingEntry } from '@congress/domain/contracts/waiting-lists';
import { Button, Group, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { m } from '../admin-messages.ts';
import { useZonedTime } from '../../../lib/i18n/use-zoned-time.ts';

type ActivityWaitingControlProps = {
  activityLabel: string;
  personLabel: string;
  entry: TMyWaitingEntry | undefined;
  timeZone: string;
  isBusy: boolean;
  onJoin: () => void;
  onLeave: () => void;
};

/** Under a full activity: join its waiting list for this person, see the place in line, leave. */
export function ActivityWaitingControl(props: ActivityWaitingControlProps) {
  const intl = useIntl();
  const zoned = useZonedTime();
  const { entry } = props;
  const name = intl.formatMessage(m.waitingName, {
    activity: props.activityLabel,
    person: props.personLabel,
  });
  if (!entry) {
    return (
      <Group>
        <Button
          size="compact-sm"
          variant="default"
          loading={props.isBusy}
          onClick={props.onJoin}
          aria-label={intl.formatMessage(m.joinWaitingListFor, { name })}
        >
          {intl.formatMessage(m.joinWaitingList)}
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="xs" role="status">
      <Text size="sm" fw={600}>
        {entry.status === 'offered' && entry.offerExpiresAt
          ? intl.formatMessage(m.placeHeld, { time: zoned.dateTime(entry.offerExpiresAt, props.timeZone) })
          : intl.formatMessage(m.placeInLine, { place: entry.placeInLine })}
      </Text>
      <Button
        size="compact-sm"
        variant="default"
        loading={props.isBusy}
        onClick={props.onLeave}
        aria-label={intl.formatMessage(m.leaveWaitingListFor, { name })}
      >
        {intl.formatMessage(m.leaveWaitingList)}
      </Button>
    </Group>
  );
}
