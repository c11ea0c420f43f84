import type { TMyWaitingEntry } from '@congress/domain/contracts/waiting-lists';
import { formatDateTime } from '@congress/domain/dates';
import { Button, Group, Text } from '@mantine/core';

type ActivityWaitingControlProps = {
  activityLabel: string;
  personLabel: string;
  entry: TMyWaitingEntry | undefined;
  timeZone: string;
  isBusy: boolean;
  onJoin: () => void;
  onLeave: () => void;
};

/** Under a full activity (issue 15): join its waiting list for this person, see the place in line, leave. */
export function ActivityWaitingControl(props: ActivityWaitingControlProps) {
  const { entry } = props;
  const name = `${props.activityLabel} (${props.personLabel})`;
  if (!entry) {
    return (
      <Group>
        <Button
          size="compact-sm"
          variant="default"
          loading={props.isBusy}
          onClick={props.onJoin}
          aria-label={`Join the waiting list for ${name}`}
        >
          Join the waiting list
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="xs" role="status">
      <Text size="sm" fw={600}>
        {entry.status === 'offered' && entry.offerExpiresAt
          ? `A place is held until ${formatDateTime(entry.offerExpiresAt, props.timeZone)}: use the link in your e-mail.`
          : `Number ${entry.placeInLine} in line.`}
      </Text>
      <Button
        size="compact-sm"
        variant="default"
        loading={props.isBusy}
        onClick={props.onLeave}
        aria-label={`Leave the waiting list for ${name}`}
      >
        Leave the waiting list
      </Button>
    </Group>
  );
}
