import type { TBookingQueuePosition } from '@congress/domain/contracts/booking';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../lib/i18n/messages.ts';

const m = defineMessages({
  title: { id: 'registration.queue.title', defaultMessage: 'You are in the queue' },
  position: {
    id: 'registration.queue.position',
    defaultMessage: 'Places are given in the order people arrived. You are number {position} in the queue.',
  },
  estimateSeconds: {
    id: 'registration.queue.estimateSeconds',
    defaultMessage:
      'About {seconds, plural, one {# second} other {# seconds}} left. Please keep this page open.',
  },
  estimateMinutes: {
    id: 'registration.queue.estimateMinutes',
    defaultMessage:
      'About {minutes, plural, one {# minute} other {# minutes}} left. Please keep this page open.',
  },
  keepOpen: { id: 'registration.queue.keepOpen', defaultMessage: 'Please keep this page open.' },
});

/**
 * An estimate said as a person would: whole minutes from a minute on, else seconds in steps of 5, so
 * the text (read aloud by the live region) changes less often than every poll.
 */
export function queueWait(seconds: number): { minutes: number } | { seconds: number } {
  if (seconds >= 60) return { minutes: Math.round(seconds / 60) };
  return { seconds: Math.max(5, Math.ceil(seconds / 5) * 5) };
}

type QueuePositionPanelProps = { queue: TBookingQueuePosition | null };

/** While the booking waits its turn in the rush: its place and about how long. */
export function QueuePositionPanel({ queue }: QueuePositionPanelProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const wait = queue?.estimateSeconds == null ? null : queueWait(queue.estimateSeconds);
  return (
    // The region is always there, so assistive technology announces the panel when it appears.
    <div aria-live="polite">
      {queue?.position != null && (
        <Alert
          variant="light"
          color="blue"
          icon={<Loader size="sm" aria-hidden />}
          title={text(m.title)}
          data-testid="queue-position"
        >
          <Stack gap={4}>
            <Text size="sm">{text(m.position, { position: queue.position })}</Text>
            <Text size="sm">
              {wait === null
                ? text(m.keepOpen)
                : 'minutes' in wait
                  ? text(m.estimateMinutes, wait)
                  : text(m.estimateSeconds, wait)}
            </Text>
          </Stack>
        </Alert>
      )}
    </div>
  );
}
