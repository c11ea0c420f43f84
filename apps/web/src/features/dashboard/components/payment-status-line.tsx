import type { TParticipation } from '@congress/domain/contracts/participations';
import { formatMoney } from '@congress/domain/money';
import { PARTICIPATION_PAYMENT_STATUS_LABELS, paymentStatusOf } from '@congress/domain/payment-status';
import { Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useText } from '../../../lib/i18n/use-text.ts';

/**
 * The dashboard's payment status (decisions 41), the same words as the organisers' list, read from the
 * participation's statement, with what it means in money: a part-paid registration says what remains.
 */
export function PaymentStatusLine(props: { participation: TParticipation; isCancelled: boolean }) {
  const intl = useIntl();
  const t = useText();
  const { statement, currency } = props.participation;
  const status = paymentStatusOf(statement, { isCancelled: props.isCancelled });
  const amount = (cents: number) => formatMoney(cents, currency);
  const detail =
    status === 'unpaid' || status === 'partly_paid'
      ? intl.formatMessage(
          { id: 'dashboard.home.paymentRemainsDue', defaultMessage: '{amount} remains due' },
          { amount: amount(statement.dueCents) },
        )
      : status === 'awaiting_transfer'
        ? intl.formatMessage(
            { id: 'dashboard.home.paymentTransferAwaited', defaultMessage: 'transfer of {amount} awaited' },
            { amount: amount(statement.awaitingTransferCents) },
          )
        : status === 'refund_due'
          ? intl.formatMessage(
              { id: 'dashboard.home.paymentOwed', defaultMessage: '{amount} to be refunded to you' },
              { amount: amount(Math.max(0, -statement.dueCents)) },
            )
          : null;
  return (
    <Text>
      <FormattedMessage
        id="dashboard.home.paymentStatus"
        defaultMessage="Payment: {status}"
        values={{
          status: (
            <strong data-testid="payment-status">{t(PARTICIPATION_PAYMENT_STATUS_LABELS[status])}</strong>
          ),
        }}
      />
      {detail && <span data-testid="payment-status-detail"> · {detail}</span>}
    </Text>
  );
}
