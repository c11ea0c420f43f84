import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../lib/i18n/messages.ts';
import type { TMyWaitingEntry } from '../../api/waiting-lists.ts';
import { useZonedTime } from '../../lib/i18n/use-zoned-time.ts';

const m = defineMessages({
  title: { id: 'waitingList.leave.title', defaultMessage: 'Leave the waiting list?' },
  offered: {
    id: 'waitingList.leave.offered',
    defaultMessage:
      'The place held for you until {until} goes to the next person in line. You cannot take it back.',
  },
  inLine: {
    id: 'waitingList.leave.inLine',
    defaultMessage: 'You lose your place in line (number {place}). Joining again puts you last.',
  },
  stay: { id: 'waitingList.leave.stay', defaultMessage: 'Stay on the list' },
  confirm: { id: 'waitingList.leave.confirm', defaultMessage: 'Leave the waiting list' },
});

type LeaveDialogProps = {
  entry: TMyWaitingEntry;
  rateLabel: string;
  timeZone: string;
  onConfirm: () => void;
  onClose: () => void;
};

/** Leaving gives up a place in line, or a place held by an offer: the participant says so first. */
export function LeaveDialog({ entry, rateLabel, timeZone, onConfirm, onClose }: LeaveDialogProps) {
  const text = useIntl().formatMessage;
  const zoned = useZonedTime();
  const isOffered = entry.status === 'offered' && entry.offerExpiresAt !== null;
  return (
    <Modal opened onClose={onClose} title={text(m.title)} centered>
      <Stack gap="md">
        <Text fw={600}>{rateLabel}</Text>
        <Text>
          {isOffered && entry.offerExpiresAt
            ? text(m.offered, { until: zoned.dateTime(entry.offerExpiresAt, timeZone) })
            : text(m.inLine, { place: entry.placeInLine })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {text(m.stay)}
          </Button>
          <Button color="red.8" onClick={onConfirm}>
            {text(m.confirm)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
