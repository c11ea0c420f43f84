import type { TParticipation, TPendingChange } from '@congress/domain/contracts/participations';
import { formatDateTime } from '@congress/domain/dates';
import { formatMoney } from '@congress/domain/money';
import { Alert, Stack, Text } from '@mantine/core';
import { type IntlShape, useIntl } from 'react-intl';
import { defineMessages } from '../../../lib/i18n/messages.ts';
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
  current: {
    id: 'registration.pendingChange.current',
    defaultMessage:
      'Your current booking ({rate}, {price}) stays as it is until you complete the change below. Its place is held until {until}.',
  },
});

function secondOf(intl: IntlShape, change: TPendingChange): string {
  if (!change.second) return intl.formatMessage(m.noSecond);
  const name = `${change.second.firstName} ${change.second.lastName}`;
  return intl.formatMessage(change.second.kind === 'sharing' ? m.sharingWith : m.accompaniedBy, { name });
}

/**
 * The change being made (decisions 32): what it will be and until when its place is held. The booking
 * in force stays as it is until the participant completes the change below.
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
          {intl.formatMessage(m.current, {
            rate: participation.rate.label,
            price: formatMoney(participation.statement.priceCents, participation.currency),
            until: formatDateTime(change.holdExpiresAt, timeZone),
          })}
        </Text>
      </Stack>
    </Alert>
  );
}
