import type { TParticipation, TPendingChange } from '@congress/domain/contracts/participations';
import { formatMoney } from '@congress/domain/money';
import { Alert, Stack, Text } from '@mantine/core';
import { type IntlShape, useIntl } from 'react-intl';
import { defineMessages } from '../../../lib/i18n/messages.ts';
import { useZonedTime } from '../../../lib/i18n/use-zoned-time.ts';
import { useRoomOptionLabel } from '../../../components/money/labels.ts';

const m = defineMessages({
  title: { id: 'registration.pendingChange.title', defaultMessage: 'Your change is not saved yet' },
  noSecond: { id: 'registration.pendingChange.noSecond', defaultMessage: 'No second person' },
  sharingWith: { id: 'registration.pendingChange.sharingWith', defaultMessage: 'Sharing with {name}' },
  accompaniedBy: { id: 'registration.pendingChange.accompaniedBy', defaultMessage: 'Accompanied by {name}' },
  change: {
    id: 'registration.pendingChange.change',
    defaultMessage: '{rate}, {roomOption}, {second}: {price}.',
  },
  inForce: {
    id: 'times.pendingChange.inForce',
    defaultMessage:
      'Your booking in force ({rate}, {price}) stays as it is until you complete the change below.',
  },
  inForcePaid: {
    id: 'times.pendingChange.inForcePaid',
    defaultMessage:
      'Your booking in force ({rate}, {price}, paid) stays as it is, paid, until you complete the change below.',
  },
  held: {
    id: 'times.pendingChange.held',
    defaultMessage:
      'Your change is held until {until}. If it is not completed by then, the change lapses and your booking stays as it is.',
  },
});

function secondOf(intl: IntlShape, change: TPendingChange): string {
  if (!change.second) return intl.formatMessage(m.noSecond);
  const name = `${change.second.firstName} ${change.second.lastName}`;
  return intl.formatMessage(change.second.kind === 'sharing' ? m.sharingWith : m.accompaniedBy, { name });
}

/**
 * The change being made (decisions 32): what it will be and until when its place is held. The booking
 * in force (perhaps paid) stays as it is: the hold is the change's, never the booking's.
 */
export function PendingChangeCard({
  participation,
  change,
  timeZone,
}: {
  participation: TParticipation;
  change: TPendingChange;
  timeZone: string;
}) {
  const intl = useIntl();
  const roomOptionLabel = useRoomOptionLabel();
  const zoned = useZonedTime();
  const paid = participation.statement.dueCents <= 0 && participation.statement.paidCents > 0;
  const price = formatMoney(change.statement.priceCents, participation.currency);
  return (
    <Alert color="blue" variant="light" title={intl.formatMessage(m.title)} component="section">
      <Stack gap={4}>
        <Text size="sm">
          {intl.formatMessage(m.change, {
            rate: change.rate.label,
            roomOption: roomOptionLabel(change.roomOption),
            second: secondOf(intl, change),
            price,
          })}
        </Text>
        <Text size="sm">
          {intl.formatMessage(paid ? m.inForcePaid : m.inForce, {
            rate: participation.rate.label,
            price: formatMoney(participation.statement.priceCents, participation.currency),
          })}
        </Text>
        <Text size="sm" data-testid="change-held-until">
          {intl.formatMessage(m.held, { until: zoned.dateTime(change.holdExpiresAt, timeZone) })}
        </Text>
      </Stack>
    </Alert>
  );
}
