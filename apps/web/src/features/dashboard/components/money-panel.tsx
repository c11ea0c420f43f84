import type { TCongress } from '@congress/domain/contracts/congress';
import type { TParticipation } from '@congress/domain/contracts/participations';
import { formatDate } from '@congress/domain/dates';
import { formatMoney } from '@congress/domain/money';
import { transferDueDate } from '@congress/domain/pricing';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { StatementLines } from '../../../components/money/statement-lines.tsx';
import { paths } from '../../../config/paths.ts';
import { useZonedTime } from '../../../lib/i18n/use-zoned-time.ts';
import { BankDetails } from './bank-details.tsx';
import { FreeRegistrationNote } from './free-registration-note.tsx';
import { HoldCountdown } from './hold-countdown.tsx';

type MoneyPanelProps = {
  congressSlug: string;
  participation: TParticipation;
  congress: TCongress | undefined;
};

/** The transfer not yet received, read from the participation's payment lines. */
const awaitedTransfer = (participation: TParticipation) =>
  [...participation.payment]
    .reverse()
    .find((p) => p.kind === 'charge' && p.typePayment === 'bank_transfer' && p.statusPayment === 'pending') ??
  null;

/**
 * Where the participant stands with money (decisions 35): the statement, what is due and until when
 * the place is held, the transfer awaited with its reference and the bank details to copy, a change
 * in progress; Pay now goes straight to the payment summary.
 */
export function MoneyPanel({ congressSlug, participation, congress }: MoneyPanelProps) {
  const intl = useIntl();
  const zoned = useZonedTime();
  const { statement, pendingChange, currency } = participation;
  const timeZone = congress?.timeZone ?? 'Europe/Lisbon';
  const participantSlug = (pendingChange?.rate ?? participation.rate).firstParticipantType.slug;
  const summaryHref = paths.summary.getHref(congressSlug, participantSlug);
  const transfer = awaitedTransfer(participation);
  const money = (cents: number) => formatMoney(cents, currency);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="money-panel-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="money-panel-title">
          <FormattedMessage id="dashboard.money.title" defaultMessage="Payment" />
        </Title>
        <StatementLines statement={statement} currency={currency} />
        {pendingChange && (
          <Alert
            color="blue"
            variant="light"
            title={intl.formatMessage({
              id: 'dashboard.money.changeTitle',
              defaultMessage: 'A change is in progress',
            })}
          >
            <Text size="sm">
              <FormattedMessage
                id="times.money.changeHeld"
                defaultMessage="Your change to {rate} is held until {until}. Your booking in force stays as it is until you complete the change."
                values={{
                  rate: pendingChange.rate.label,
                  until: zoned.dateTime(pendingChange.holdExpiresAt, timeZone),
                }}
              />
            </Text>
            <Button component={Link} to={summaryHref} size="xs" mt="xs">
              <FormattedMessage id="dashboard.money.completeChange" defaultMessage="Complete my change" />
            </Button>
          </Alert>
        )}
        {statement.action === 'PAYE' && !pendingChange && (
          <Stack gap={4}>
            <Text fw={700}>
              <FormattedMessage
                id="dashboard.money.amountDue"
                defaultMessage="Amount due: {amount}"
                values={{
                  amount: <span data-testid="dashboard-amount-due">{money(statement.dueCents)}</span>,
                }}
              />
            </Text>
            {participation.holdExpiresAt && (
              <HoldCountdown until={participation.holdExpiresAt} timeZone={timeZone} />
            )}
            <Group>
              <Button component={Link} to={summaryHref}>
                <FormattedMessage id="dashboard.money.payNow" defaultMessage="Pay now" />
              </Button>
            </Group>
          </Stack>
        )}
        {transfer && (
          <Stack gap="xs">
            <Text size="sm">
              <FormattedMessage
                id="dashboard.money.awaitedTransfer"
                defaultMessage="We are waiting for your bank transfer of <b>{amount}</b>, due by {dueDate}. Please quote the reference <b>{reference}</b>."
                values={{
                  amount: money(transfer.amountCents),
                  dueDate: formatDate(transferDueDate(transfer.date), timeZone),
                  reference: transfer.reference,
                  b: (chunks) => <strong>{chunks}</strong>,
                }}
              />
            </Text>
            <BankDetails congress={congress} reference={transfer.reference} />
            <Text size="sm">
              <FormattedMessage
                id="dashboard.money.payByCard"
                defaultMessage="Rather pay by card now? <link>Pay {amount} by card instead</link>; the transfer is then cancelled."
                values={{
                  amount: money(statement.awaitingTransferCents),
                  link: (chunks) => (
                    <Anchor component={Link} to={paths.payment.getHref(congressSlug, participantSlug)}>
                      {chunks}
                    </Anchor>
                  ),
                }}
              />
            </Text>
          </Stack>
        )}
        {statement.action === 'REFUND' && !pendingChange && (
          <Text size="sm">
            <FormattedMessage
              id="dashboard.money.refund"
              defaultMessage="You have {amount} to be refunded. <link>Ask for the refund</link>"
              values={{
                amount: money(statement.creditCents),
                link: (chunks) => (
                  <Anchor component={Link} to={summaryHref}>
                    {chunks}
                  </Anchor>
                ),
              }}
            />
          </Text>
        )}
        <FreeRegistrationNote participation={participation} />
        {statement.refundRequestedCents > 0 && (
          <Text size="sm" data-testid="refund-waiting">
            <FormattedMessage
              id="dashboard.money.refundWaiting"
              defaultMessage="Your refund of {amount} is waiting for the organiser; you will be told by e-mail."
              values={{ amount: money(statement.refundRequestedCents) }}
            />
          </Text>
        )}
        {/* "Paid in full" only while nothing is on its way back: a refund waiting is said above. */}
        {statement.isSettled &&
          statement.paidCents > 0 &&
          statement.refundRequestedCents === 0 &&
          !transfer &&
          statement.action !== 'PAYE' && (
            <Text size="sm" c="teal.9">
              <FormattedMessage
                id="dashboard.money.paidInFull"
                defaultMessage="Paid in full. Your invoices are on the View page."
              />
            </Text>
          )}
      </Stack>
    </Card>
  );
}
