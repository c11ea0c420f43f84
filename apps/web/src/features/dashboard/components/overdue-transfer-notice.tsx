import type { TParticipation } from '@congress/domain/contracts/participations';
import { formatDate } from '@congress/domain/dates';
import { formatMoney } from '@congress/domain/money';
import { isTransferPastDue, transferDueDate } from '@congress/domain/pricing';
import { Alert, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';

/** The transfer not yet received, read from the participation's payment lines. */
export const awaitedTransfer = (participation: TParticipation) =>
  [...participation.payment]
    .reverse()
    .find((p) => p.kind === 'charge' && p.typePayment === 'bank_transfer' && p.statusPayment === 'pending') ??
  null;

/**
 * A transfer past its due date says so beside the status (a Confirmed status and a
 * ticket would otherwise read as settled). The due date is the transfer's (decisions 42): the same
 * function the desk, the proforma and the e-mails use.
 */
export function OverdueTransferNotice({
  participation,
  timeZone,
  now = new Date(),
}: {
  participation: TParticipation;
  timeZone: string;
  now?: Date;
}) {
  const intl = useIntl();
  const transfer = awaitedTransfer(participation);
  if (!transfer || !isTransferPastDue(transfer.date, now)) return null;
  return (
    <Alert
      color="red"
      variant="light"
      data-testid="overdue-transfer"
      title={intl.formatMessage({ id: 'dashboard.overdue.title', defaultMessage: 'Bank transfer overdue' })}
    >
      <Text size="sm">
        <FormattedMessage
          id="dashboard.overdue.text"
          defaultMessage="Your bank transfer of <b>{amount}</b> was due on {dueDate} and has not been received yet. Please make it now, quoting the reference <b>{reference}</b>, or pay by card."
          values={{
            amount: formatMoney(transfer.amountCents, participation.currency),
            dueDate: formatDate(transferDueDate(transfer.date), timeZone),
            reference: transfer.reference,
            b: (chunks) => <strong>{chunks}</strong>,
          }}
        />
      </Text>
    </Alert>
  );
}
