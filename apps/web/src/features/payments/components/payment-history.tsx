import type { PaymentState } from '@congress/domain/account-statement';
import type { TParticipation } from '@congress/domain/contracts/participations';
import type { TPayment } from '@congress/domain/contracts/payments';
import { formatDate } from '@congress/domain/dates';
import { formatMoney } from '@congress/domain/money';
import { Badge, Box, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../lib/i18n/messages.ts';
import { usePaymentMethodLabel, usePaymentStateLabel } from '../../../components/money/labels.ts';
import { StatementLines } from '../../../components/money/statement-lines.tsx';

const m = defineMessages({
  title: { id: 'payment.history.title', defaultMessage: 'Payments' },
  none: { id: 'payment.history.none', defaultMessage: 'No payment yet.' },
  label: { id: 'payment.history.label', defaultMessage: 'Payment history' },
  date: { id: 'payment.history.date', defaultMessage: 'Date' },
  state: { id: 'payment.history.state', defaultMessage: 'State' },
  amount: { id: 'payment.history.amount', defaultMessage: 'Amount' },
});

type PaymentHistoryProps = { participation: TParticipation; timeZone: string };

/** Colours of decisions 19 (confirmed green, pending pink, cancelled grey), by what the line is. */
const STATE_COLOURS: Record<PaymentState, string> = {
  paid: 'teal.9',
  refunded: 'teal.9',
  awaiting_transfer: 'pink.9',
  processing: 'pink.9',
  refund_requested: 'pink.9',
  declined: 'red.9',
  refund_refused: 'red.9',
  cancelled: 'gray.8',
  refund_withdrawn: 'gray.8',
};

/** A badge is cut with an ellipsis when its cell is narrow; a state must read whole. */
const WHOLE_BADGE = { root: { maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible' } };

/** Money going back to the participant reads as such. */
const signedAmount = (payment: TPayment) =>
  `${payment.kind === 'refund' ? '−' : ''}${formatMoney(payment.amountCents, payment.currency)}`;

/**
 * Every line of the participation's account (decisions 31) with its state in words: payments,
 * transfers awaited, refund requests and what became of them (made, refused, withdrawn).
 */
export function PaymentHistory({ participation, timeZone }: PaymentHistoryProps) {
  // An open card payment is an attempt in progress, not a line of the account.
  const text = useIntl().formatMessage;
  const methodLabel = usePaymentMethodLabel();
  const stateLabel = usePaymentStateLabel();
  // In the order they happened, as a bank statement reads (the server lists them as they were written).
  const lines = participation.payment
    .filter((payment) => payment.state !== 'processing')
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="payments-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="payments-title">
          {text(m.title)}
        </Title>
        <StatementLines statement={participation.statement} currency={participation.currency} />
        {lines.length === 0 ? (
          <Text c="gray.8">{text(m.none)}</Text>
        ) : (
          <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={text(m.label)}>
            <Table striped horizontalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{text(m.date)}</Table.Th>
                  <Table.Th>{text(m.state)}</Table.Th>
                  <Table.Th ta="right">{text(m.amount)}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lines.map((payment) => (
                  <Table.Tr key={payment.id}>
                    <Table.Td>
                      {formatDate(payment.date, timeZone)}
                      <Text span size="xs" c="gray.8" display="block" style={{ overflowWrap: 'anywhere' }}>
                        {methodLabel(payment.typePayment)}
                        {payment.reference ? ` · ${payment.reference}` : ''}
                      </Text>
                    </Table.Td>
                    {/* The state is never cut: "Refund requested" stays whole on a narrow phone. */}
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Badge
                        color={STATE_COLOURS[payment.state]}
                        variant="filled"
                        radius="sm"
                        styles={WHOLE_BADGE}
                      >
                        {stateLabel(payment.state)}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {signedAmount(payment)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        )}
      </Stack>
    </Card>
  );
}
