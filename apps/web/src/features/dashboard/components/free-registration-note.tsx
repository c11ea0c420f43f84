import type { TParticipation } from '@congress/domain/contracts/participations';
import { Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';

/**
 * A free registration: price 0 and no money moved. Like pretix's free orders it
 * has no invoice (decisions 38: documents follow the money), and the dashboard and View say so rather
 * than "Paid in full" beside an empty document list.
 */
export const isFreeRegistration = (participation: TParticipation) => {
  const { statement } = participation;
  return (
    participation.registrations.some((r) => r.position === 1 && r.statusRegistration !== 'cancelled') &&
    !participation.pendingChange &&
    statement.priceCents === 0 &&
    statement.paidCents === 0 &&
    statement.awaitingTransferCents === 0
  );
};

export function FreeRegistrationNote({ participation }: { participation: TParticipation }) {
  if (!isFreeRegistration(participation)) return null;
  return (
    <Text size="sm" c="teal.9" data-testid="free-registration">
      <FormattedMessage
        id="dashboard.money.free"
        defaultMessage="Free registration: nothing to pay, so no invoice is issued."
      />
    </Text>
  );
}
