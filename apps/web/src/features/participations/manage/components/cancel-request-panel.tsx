import { formatMoney } from '@congress/domain/money';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../../lib/i18n/messages.ts';
import { useCancelRequest, useDecideCancelRequest } from '../api/cancel-request.ts';

const m = defineMessages({
  title: { id: 'manage.cancelRequest.title', defaultMessage: 'Cancellation requested by the participant' },
  amounts: {
    id: 'manage.cancelRequest.amounts',
    defaultMessage: 'Fee {fee} ({percent} %), refund {refund}, as quoted when asked.',
  },
  approve: { id: 'manage.cancelRequest.approve', defaultMessage: 'Approve the cancellation' },
  refuse: { id: 'manage.cancelRequest.refuse', defaultMessage: 'Refuse' },
});

/**
 * Staff approve or refuse a cancellation the congress wants approved (decisions 48): approving
 * cancels every registration with the fee quoted and asks the refund back (the refunds desk then);
 * refusing keeps the registration and tells the participant.
 */
export function CancelRequestPanel({ participationId }: { participationId: number }) {
  const intl = useIntl();
  const quote = useCancelRequest(participationId);
  const decide = useDecideCancelRequest(participationId);
  const request = quote.data?.request;
  if (!quote.data || !request) return null;
  const money = (cents: number) => formatMoney(cents, quote.data.currency);
  const choose = (approve: boolean) => decide.mutate({ version: quote.data.version, approve });
  return (
    <Alert color="orange" variant="light" title={intl.formatMessage(m.title)} data-testid="cancel-request">
      <Stack gap="sm">
        <Text size="sm">
          {intl.formatMessage(m.amounts, {
            fee: money(request.feeCents),
            percent: request.feePercent,
            refund: money(request.refundCents),
          })}
        </Text>
        {decide.error && (
          <Text size="sm" c="red.8" role="alert">
            {decide.error.message}
          </Text>
        )}
        <Group>
          <Button color="red" loading={decide.isPending} onClick={() => choose(true)}>
            {intl.formatMessage(m.approve)}
          </Button>
          <Button variant="default" disabled={decide.isPending} onClick={() => choose(false)}>
            {intl.formatMessage(m.refuse)}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
