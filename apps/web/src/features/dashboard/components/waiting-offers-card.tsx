import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { defineMessages } from '../../../lib/i18n/messages.ts';
import { useZonedTime } from '../../../lib/i18n/use-zoned-time.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { LeaveDialog } from '../../../components/waiting-list/leave-dialog.tsx';
import { OfferedPlace } from '../../../components/waiting-list/offered-place.tsx';
import { type TMyWaitingEntry, useJoinOrLeave, useMyWaitingEntries } from '../../../api/waiting-lists.ts';

const m = defineMessages({
  free: { id: 'offers.dashboard.free', defaultMessage: 'A place is free for you: {rate}' },
  inLine: {
    id: 'offers.dashboard.inLine',
    defaultMessage: 'You are number {place} on the waiting list for {rate}.',
  },
  leave: { id: 'offers.dashboard.leave', defaultMessage: 'Leave the waiting list' },
  leaveFor: { id: 'offers.dashboard.leaveFor', defaultMessage: 'Leave the waiting list for {rate}' },
  left: { id: 'offers.dashboard.left', defaultMessage: 'You left the waiting list for {rate}.' },
  waitingLists: { id: 'offers.dashboard.waitingLists', defaultMessage: 'Your waiting lists' },
});

type Props = { congressSlug: string; timeZone: string };

/**
 * The dashboard's waiting lists of rates: a live offer first (where the person looks, not only in the
 * e-mail), with its hold end, booking, the e-mail again and leaving; then the places in line.
 */
export function WaitingOffersCard({ congressSlug, timeZone }: Props) {
  const text = useIntl().formatMessage;
  const zoned = useZonedTime();
  const navigate = useNavigate();
  const waiting = useMyWaitingEntries(congressSlug, true);
  const joinOrLeave = useJoinOrLeave(congressSlug);
  const [leaving, setLeaving] = useState<TMyWaitingEntry | null>(null);
  const rateEntries = (waiting.data ?? []).filter((entry) => entry.rateId !== null);
  const offers = rateEntries.filter((entry) => entry.status === 'offered' && entry.offerExpiresAt);
  const inLine = rateEntries.filter((entry) => entry.status === 'waiting');
  if (offers.length === 0 && inLine.length === 0) return null;

  const leave = (entry: TMyWaitingEntry) =>
    joinOrLeave.mutate(
      { rateId: entry.rateId ?? 0, isLeaving: true },
      { onSuccess: () => notifySuccess(text(m.left, { rate: entry.label })) },
    );
  const leaveButton = (entry: TMyWaitingEntry) => (
    <Button
      variant="default"
      size="compact-sm"
      w="fit-content"
      loading={joinOrLeave.isPending && joinOrLeave.variables?.rateId === entry.rateId}
      onClick={() => setLeaving(entry)}
      aria-label={text(m.leaveFor, { rate: entry.label })}
    >
      {text(m.leave)}
    </Button>
  );
  return (
    <Stack gap="md">
      {offers.map((entry) => (
        <Card
          key={entry.id}
          withBorder
          padding="md"
          component="section"
          aria-labelledby={`offer-${entry.id}`}
        >
          <Stack gap="sm">
            <Title order={2} size="h4" id={`offer-${entry.id}`}>
              {text(m.free, { rate: entry.label })}
            </Title>
            <OfferedPlace
              congressSlug={congressSlug}
              rateId={entry.rateId ?? 0}
              rateLabel={entry.label}
              until={zoned.dateTime(entry.offerExpiresAt ?? '', timeZone)}
              onBook={() => void navigate(paths.rateList.getHref(congressSlug, entry.participantSlug ?? ''))}
            />
            {leaveButton(entry)}
          </Stack>
        </Card>
      ))}
      {inLine.length > 0 && (
        <Card withBorder padding="md" component="section" aria-label={text(m.waitingLists)}>
          <Stack gap="sm">
            {inLine.map((entry) => (
              <Stack key={entry.id} gap={4}>
                <Text>{text(m.inLine, { place: entry.placeInLine, rate: entry.label })}</Text>
                {leaveButton(entry)}
              </Stack>
            ))}
          </Stack>
        </Card>
      )}
      {leaving && (
        <LeaveDialog
          entry={leaving}
          rateLabel={leaving.label}
          timeZone={timeZone}
          onClose={() => setLeaving(null)}
          onConfirm={() => {
            setLeaving(null);
            leave(leaving);
          }}
        />
      )}
    </Stack>
  );
}
