import type { TMyWaitingEntry } from '@congress/domain/contracts/waiting-lists';
import { formatDateTime } from '@congress/domain/dates';
import { Button, Group, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { m } from '../admin-messages.ts';

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
          ? intl.formatMessage(m.placeHeld, { time: formatDateTime(entry.offerExpiresAt, props.timeZone) })
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
