import type { TParticipation, TPendingChange } from '@congress/domain/contracts/participations';
import { formatDateTime } from '@congress/domain/dates';
import { capitalise } from '@congress/domain/enums';
import { formatMoney } from '@congress/domain/money';
import { Alert, Stack, Text } from '@mantine/core';

function secondOf(change: TPendingChange): string {
  if (!change.second) return 'No second person';
  const name = `${change.second.firstName} ${change.second.lastName}`;
  return change.second.kind === 'sharing' ? `Sharing with ${name}` : `Accompanied by ${name}`;
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
  const price = formatMoney(change.statement.priceCents, participation.currency);
  return (
    <Alert color="blue" variant="light" title="Your change is not saved yet" component="section">
      <Stack gap={4}>
        <Text size="sm">
          {change.rate.label}, {capitalise(change.roomOption)}, {secondOf(change)}: {price}.
        </Text>
        <Text size="sm">
          Your current booking ({participation.rate.label},{' '}
          {formatMoney(participation.statement.priceCents, participation.currency)}) stays as it is until you
          complete the change below. Its place is held until {formatDateTime(change.holdExpiresAt, timeZone)}.
        </Text>
      </Stack>
    </Alert>
  );
}
