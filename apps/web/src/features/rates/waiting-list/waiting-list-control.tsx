import { Button, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { defineMessages } from '../../../lib/i18n/messages.ts';
import { OfferedPlace } from '../../../components/waiting-list/offered-place.tsx';
import type { TMyWaitingEntry } from '../../../api/waiting-lists.ts';
import { useZonedTime } from '../../../lib/i18n/use-zoned-time.ts';

/**
 * Few open the dialog, and its Modal (scroll area, focus trap, floating-ui: ~20 KB compressed) was a
 * tenth of the rate list's first load: its code loads when it is asked for.
 */
const LeaveDialog = lazy(() =>
  import('../../../components/waiting-list/leave-dialog.tsx').then((module) => ({
    default: module.LeaveDialog,
  })),
);

const m = defineMessages({
  signIn: { id: 'waitingList.control.signIn', defaultMessage: 'Sign in to join the waiting list' },
  join: { id: 'waitingList.control.join', defaultMessage: 'Join the waiting list' },
  joinFor: { id: 'waitingList.control.joinFor', defaultMessage: 'Join the waiting list for {rate}' },
  leave: { id: 'waitingList.control.leave', defaultMessage: 'Leave the waiting list' },
  leaveFor: { id: 'waitingList.control.leaveFor', defaultMessage: 'Leave the waiting list for {rate}' },
});

/** A label longer than the card is wide (French, Portuguese) wraps inside a taller button. */
const WRAPPING = {
  root: { height: 'auto', minHeight: 36, paddingBlock: 6 },
  label: { whiteSpace: 'normal', textAlign: 'center' },
} as const;

type WaitingListControlProps = {
  congressSlug: string;
  rateId: number;
  rateLabel: string;
  /** Null for a visitor: asked to sign in first. */
  entry: TMyWaitingEntry | null | undefined;
  isSignedIn: boolean;
  loginHref: string;
  timeZone: string;
  isBusy: boolean;
  onJoin: () => void;
  onLeave: () => void;
  /** An offered place: chooses the rate, held for this person (step 2 books it). */
  onBook: () => void;
};

/** Under a full rate's card: join its waiting list, see one's place in line, leave it. */
export function WaitingListControl(props: WaitingListControlProps) {
  const { entry, rateLabel } = props;
  const text = useIntl().formatMessage;
  const zoned = useZonedTime();
  const [isConfirming, setIsConfirming] = useState(false);
  if (!props.isSignedIn) {
    return (
      <Button component={Link} to={props.loginHref} variant="default" size="sm" styles={WRAPPING}>
        {text(m.signIn)}
      </Button>
    );
  }
  if (!entry) {
    return (
      <Button
        variant="default"
        size="sm"
        styles={WRAPPING}
        loading={props.isBusy}
        onClick={props.onJoin}
        aria-label={text(m.joinFor, { rate: rateLabel })}
      >
        {text(m.join)}
      </Button>
    );
  }
  return (
    <Stack gap={4} role="status">
      {entry.status === 'offered' && entry.offerExpiresAt ? (
        <OfferedPlace
          congressSlug={props.congressSlug}
          rateId={props.rateId}
          rateLabel={rateLabel}
          until={zoned.dateTime(entry.offerExpiresAt, props.timeZone)}
          onBook={props.onBook}
        />
      ) : (
        <Text size="sm" fw={600}>
          <FormattedMessage
            id="waitingList.control.placeInLine"
            defaultMessage="You are number {place} in line for this rate."
            values={{ place: entry.placeInLine }}
          />
        </Text>
      )}
      <Button
        variant="default"
        size="compact-sm"
        loading={props.isBusy}
        onClick={() => setIsConfirming(true)}
        aria-label={text(m.leaveFor, { rate: rateLabel })}
      >
        {text(m.leave)}
      </Button>
      {isConfirming && (
        <Suspense fallback={null}>
          <LeaveDialog
            entry={entry}
            rateLabel={rateLabel}
            timeZone={props.timeZone}
            onClose={() => setIsConfirming(false)}
            onConfirm={() => {
              setIsConfirming(false);
              props.onLeave();
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
