import { SELF_CANCELLED } from '@congress/domain/cancellation-policy';
import type { TParticipation } from '@congress/domain/contracts/participations';
import type { TCancelQuote } from '@congress/domain/contracts/self-cancel';
import { formatDate } from '@congress/domain/dates';
import { formatMoney } from '@congress/domain/money';
import { Alert, Button, Card, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../lib/api-error.ts';
import { defineMessages } from '../../../lib/i18n/messages.ts';
import { useCancelQuote, useCancelRegistration } from '../api/cancel-registration.ts';

const m = defineMessages({
  title: { id: 'dashboard.cancel.title', defaultMessage: 'Cancel my registration' },
  step: {
    id: 'dashboard.cancel.step',
    defaultMessage: 'Until {until}, the cancellation fee is {percent} % of the price.',
  },
  noRefund: { id: 'dashboard.cancel.noRefund', defaultMessage: 'Cancelling now refunds nothing.' },
  approval: {
    id: 'dashboard.cancel.approval',
    defaultMessage: 'The organisers approve each cancellation before it takes effect.',
  },
  confirmTitle: { id: 'dashboard.cancel.confirmTitle', defaultMessage: 'Cancel your registration?' },
  price: { id: 'dashboard.cancel.price', defaultMessage: 'Price' },
  paid: { id: 'dashboard.cancel.paid', defaultMessage: 'Paid' },
  fee: { id: 'dashboard.cancel.fee', defaultMessage: 'Cancellation fee' },
  refund: { id: 'dashboard.cancel.refund', defaultMessage: 'Refund' },
  keep: { id: 'dashboard.cancel.keep', defaultMessage: 'Keep my registration' },
  confirm: { id: 'dashboard.cancel.confirm', defaultMessage: 'Confirm the cancellation' },
  requested: { id: 'dashboard.cancel.requested', defaultMessage: 'Cancellation requested' },
  requestedText: {
    id: 'dashboard.cancel.requestedText',
    defaultMessage: 'The organisers will confirm it. Fee: {fee}; refund: {refund}.',
  },
  cancelled: { id: 'dashboard.cancel.cancelled', defaultMessage: 'You cancelled your registration' },
  cancelledFee: { id: 'dashboard.cancel.cancelledFee', defaultMessage: 'Cancellation fee: {fee}.' },
  refundRequested: {
    id: 'dashboard.cancel.refundRequested',
    defaultMessage: 'Refund of {amount}: on its way.',
  },
  refundMade: { id: 'dashboard.cancel.refundMade', defaultMessage: 'Refunded: {amount}.' },
});

/**
 * Self-service cancellation on the dashboard (decisions 48): the policy's step in force, then a
 * dialog with the fee and the refund before anything happens; afterwards the request waiting for
 * the organisers, or the cancellation with its refund. Nothing shows while the policy is closed.
 */
export function CancelRegistrationCard({ participation }: { participation: TParticipation }) {
  const quote = useCancelQuote(participation.id);
  const main = participation.registrations.find((registration) => registration.position === 1);
  if (!quote.data) return null;
  if (quote.data.isCancelled)
    return main?.statusComment === SELF_CANCELLED ? <CancelledNotice quote={quote.data} /> : null;
  if (quote.data.request) return <RequestedNotice quote={quote.data} />;
  if (!quote.data.isOpen) return null;
  return <CancelOffer quote={quote.data} onStale={() => void quote.refetch()} />;
}

const money = (quote: TCancelQuote, cents: number) => formatMoney(cents, quote.currency);

function CancelledNotice({ quote }: { quote: TCancelQuote }) {
  const intl = useIntl();
  return (
    <Alert color="gray" variant="light" title={intl.formatMessage(m.cancelled)} data-testid="self-cancelled">
      <Stack gap={4}>
        <Text size="sm">{intl.formatMessage(m.cancelledFee, { fee: money(quote, quote.feeCents) })}</Text>
        {quote.refund.requestedCents > 0 && (
          <Text size="sm">
            {intl.formatMessage(m.refundRequested, { amount: money(quote, quote.refund.requestedCents) })}
          </Text>
        )}
        {quote.refund.refundedCents > 0 && (
          <Text size="sm">
            {intl.formatMessage(m.refundMade, { amount: money(quote, quote.refund.refundedCents) })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

function RequestedNotice({ quote }: { quote: TCancelQuote }) {
  const intl = useIntl();
  const request = quote.request;
  if (!request) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      title={intl.formatMessage(m.requested)}
      data-testid="cancel-requested"
    >
      <Text size="sm">
        {intl.formatMessage(m.requestedText, {
          fee: money(quote, request.feeCents),
          refund: money(quote, request.refundCents),
        })}
      </Text>
    </Alert>
  );
}

function CancelOffer({ quote, onStale }: { quote: TCancelQuote; onStale: () => void }) {
  const intl = useIntl();
  const [isOpen, setOpen] = useState(false);
  const cancel = useCancelRegistration();
  const stage =
    quote.stage.kind === 'step' && quote.stage.until
      ? intl.formatMessage(m.step, {
          until: formatDate(quote.stage.until, quote.timeZone),
          percent: quote.stage.feePercent,
        })
      : intl.formatMessage(m.noRefund);
  const close = () => {
    cancel.reset();
    setOpen(false);
  };
  const confirm = () =>
    cancel.mutate(quote, {
      onSuccess: close,
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'VERSION_CONFLICT') onStale();
      },
    });
  const rows: [string, number][] = [
    [intl.formatMessage(m.price), quote.priceCents],
    [intl.formatMessage(m.paid), quote.paidCents],
    [intl.formatMessage(m.fee), quote.feeCents],
    [intl.formatMessage(m.refund), quote.refundCents],
  ];
  return (
    <Card withBorder padding="md" component="section" aria-label={intl.formatMessage(m.title)}>
      <Stack gap="sm">
        <Text size="sm" data-testid="cancel-stage">
          {stage}
        </Text>
        {quote.policy.needsApproval && <Text size="sm">{intl.formatMessage(m.approval)}</Text>}
        <Group>
          <Button variant="outline" color="red" onClick={() => setOpen(true)}>
            {intl.formatMessage(m.title)}
          </Button>
        </Group>
      </Stack>
      {/* Wide enough at 1280 px for "Keep my registration" and the red button side by side. */}
      <Modal opened={isOpen} onClose={close} title={intl.formatMessage(m.confirmTitle)} size="lg">
        <Stack gap="md">
          <Text size="sm">{stage}</Text>
          <Table data-testid="cancel-quote">
            <Table.Tbody>
              {rows.map(([label, cents]) => (
                <Table.Tr key={label}>
                  <Table.Th scope="row">{label}</Table.Th>
                  <Table.Td ta="right">{money(quote, cents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {quote.policy.needsApproval && <Text size="sm">{intl.formatMessage(m.approval)}</Text>}
          {cancel.error && (
            <Alert color="red" variant="light" role="alert">
              {cancel.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {intl.formatMessage(m.keep)}
            </Button>
            <Button color="red" loading={cancel.isPending} onClick={confirm}>
              {intl.formatMessage(m.confirm)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
