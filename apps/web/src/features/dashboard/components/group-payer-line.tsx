import type { TParticipation } from '@congress/domain/contracts/participations';
import { Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../lib/i18n/messages.ts';

const m = defineMessages({
  paidBy: { id: 'dashboard.groups.paidBy', defaultMessage: 'Paid by {billingName} (group {reference})' },
});

/** A person named on a group's place: the group's payer pays, not them (decisions 49). */
export function GroupPayerLine({ participation }: { participation: Pick<TParticipation, 'group'> }) {
  const text = useIntl().formatMessage;
  const group = participation.group;
  if (!group || group.isPayer) return null;
  return (
    <Text data-testid="group-payer">
      {text(m.paidBy, { billingName: group.billingName, reference: group.reference })}
    </Text>
  );
}
