import { formatDateTime } from '@congress/domain/dates';
import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TMyWaitingEntry } from './waiting-list-api.ts';

type WaitingListControlProps = {
  rateLabel: string;
  /** Null for a visitor: asked to sign in first. */
  entry: TMyWaitingEntry | null | undefined;
  isSignedIn: boolean;
  loginHref: string;
  timeZone: string;
  isBusy: boolean;
  onJoin: () => void;
  onLeave: () => void;
};

/** Under a full rate's card (issue 15): join its waiting list, see one's place in line, leave it. */
export function WaitingListControl(props: WaitingListControlProps) {
  const { entry, rateLabel } = props;
  if (!props.isSignedIn) {
    return (
      <Button component={Link} to={props.loginHref} variant="default" size="sm">
        Sign in to join the waiting list
      </Button>
    );
  }
  if (!entry) {
    return (
      <Button
        variant="default"
        size="sm"
        loading={props.isBusy}
        onClick={props.onJoin}
        aria-label={`Join the waiting list for ${rateLabel}`}
      >
        Join the waiting list
      </Button>
    );
  }
  return (
    <Stack gap={4} role="status">
      {entry.status === 'offered' && entry.offerExpiresAt ? (
        <Text size="sm" fw={600}>
          A place is held for you until {formatDateTime(entry.offerExpiresAt, props.timeZone)}: use the link
          in your e-mail.
        </Text>
      ) : (
        <Text size="sm" fw={600}>
          You are number {entry.placeInLine} in line for this rate.
        </Text>
      )}
      <Button
        variant="default"
        size="compact-sm"
        loading={props.isBusy}
        onClick={props.onLeave}
        aria-label={`Leave the waiting list for ${rateLabel}`}
      >
        Leave the waiting list
      </Button>
    </Stack>
  );
}
