import type { TParticipation } from '@congress/domain/contracts/participations';
import { formatMoney } from '@congress/domain/money';
import { Alert, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../lib/i18n/messages.ts';

const m = defineMessages({
  title: { id: 'dashboard.refundRefused.title', defaultMessage: 'Refund request not approved' },
  amount: {
    id: 'dashboard.refundRefused.amount',
    defaultMessage: 'Your request for a refund of {amount} was not approved.',
  },
  reason: { id: 'dashboard.refundRefused.reason', defaultMessage: 'Reason: {reason}' },
});

/**
 * A refused refund request shows the organisers' reason on the dashboard, as the
 * refusal e-mail does (the reason comes with the payment line, `refusalReason`).
 */
export function RefundRefusedCard({ participation }: { participation: TParticipation }) {
  const intl = useIntl();
  const refused = participation.payment.filter((p) => p.kind === 'refund' && p.state === 'refund_refused');
  if (refused.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="refund-refused">
      {refused.map((refund) => (
        <Alert key={refund.id} color="orange" variant="light" title={intl.formatMessage(m.title)}>
          <Text size="sm">
            {intl.formatMessage(m.amount, { amount: formatMoney(refund.amountCents, refund.currency) })}
          </Text>
          {refund.refusalReason && (
            <Text size="sm">{intl.formatMessage(m.reason, { reason: refund.refusalReason })}</Text>
          )}
        </Alert>
      ))}
    </Stack>
  );
}
