import type { TParticipation } from '@congress/domain/contracts/participations';
import { formatMoney } from '@congress/domain/money';
import { Anchor, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { StatementLines, statementBottomLine } from '../../../components/money/statement-lines.tsx';
import { BookedStay } from '../../../components/stay/booked-stay.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { defineMessages } from '../../../lib/i18n/messages.ts';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useConfirmChange } from '../api/confirm-change.ts';
import {
  confirmHref,
  forwardStep,
  PAYMENT_METHOD_CHOICES,
  type PaymentMethodChoice,
} from '../forward-route.ts';
import { WithdrawRefundDialog } from './withdraw-refund-dialog.tsx';

const m = defineMessages({
  title: { id: 'registration.paymentSummary.title', defaultMessage: 'Payment summary' },
  method: { id: 'registration.paymentSummary.method', defaultMessage: 'Payment method' },
  previous: { id: 'registration.paymentSummary.previous', defaultMessage: 'PREVIOUS' },
  PAYE: { id: 'registration.paymentSummary.pay', defaultMessage: 'PAYE' },
  REFUND: { id: 'registration.paymentSummary.refund', defaultMessage: 'REFUND' },
  CONFIRM: { id: 'registration.paymentSummary.confirm', defaultMessage: 'CONFIRM' },
});

type PaymentSummaryProps = {
  congressSlug: string;
  participant: string;
  participation: TParticipation;
  previousHref: string;
};

/**
 * The payment summary step: the account statement (decisions 31), the method when something is due,
 * and PAYE/REFUND/CONFIRM.
 */
export function PaymentSummary({
  congressSlug,
  participant,
  participation,
  previousHref,
}: PaymentSummaryProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const confirm = useConfirmChange(congressSlug);
  const [method, setMethod] = useState<PaymentMethodChoice>('card');
  const [error, setError] = useState<string | null>(null);
  // A change being made is what PAYE, REFUND or CONFIRM settles (decisions 32).
  const statement = participation.pendingChange?.statement ?? participation.statement;
  // The stay priced in that statement: the change's when one is being made (decisions 46).
  const booked = participation.pendingChange ?? participation;
  const label = intl.formatMessage(m[statement.action]);

  // CONFIRM that would withdraw an open refund request asks first.
  const withdraws = statement.action === 'CONFIRM' ? statement.excessRefundRequestCents : 0;
  const [asking, setAsking] = useState(false);

  async function onForward(asked = false) {
    if (withdraws > 0 && !asked) return setAsking(true);
    setAsking(false);
    setError(null);
    const step = forwardStep(congressSlug, participant, statement, method);
    if (step.kind !== 'confirm') return navigate(step.href);
    try {
      const answer = await confirm.mutateAsync(participation.id);
      void navigate(confirmHref(congressSlug, participant, step.amount, answer.label));
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : String(failure));
    }
  }

  const bottom = statementBottomLine(statement);
  // Decisions 35: a transfer not yet sent can be replaced by a card payment of the same amount.
  const canPayByCardInstead = statement.action === 'CONFIRM' && statement.awaitingTransferCents > 0;

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="payment-summary-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="payment-summary-title">
          {intl.formatMessage(m.title)}
        </Title>
        <BookedStay stay={booked.stay} extraNights={booked.extraNights} currency={participation.currency} />
        <StatementLines statement={statement} currency={participation.currency} />
        <Group gap="xs">
          <Text fw={600}>{intl.formatMessage(bottom.label)}</Text>
          {bottom.cents !== null && (
            <Text fw={700} size="lg" data-testid="amount-due">
              {formatMoney(bottom.cents, participation.currency)}
            </Text>
          )}
        </Group>
        {statement.action === 'PAYE' && (
          <Select
            label={intl.formatMessage(m.method)}
            data={PAYMENT_METHOD_CHOICES.map((choice) => ({
              value: choice.value,
              label: intl.formatMessage(choice.label),
            }))}
            value={method}
            onChange={(value) => setMethod(value === 'bank_transfer' ? 'bank_transfer' : 'card')}
            allowDeselect={false}
            maw={320}
          />
        )}
        {canPayByCardInstead && (
          <Text size="sm">
            <FormattedMessage
              id="registration.paymentSummary.payByCardInstead"
              defaultMessage="Rather pay by card now? <link>Pay {amount} by card instead</link>; the bank transfer is then cancelled."
              values={{
                amount: formatMoney(statement.awaitingTransferCents, participation.currency),
                link: (chunks) => (
                  <Anchor component={Link} to={paths.payment.getHref(congressSlug, participant)}>
                    {chunks}
                  </Anchor>
                ),
              }}
            />
          </Text>
        )}
        <FormMessage message={error} />
        <Group justify="space-between">
          <Button variant="default" onClick={() => navigate(previousHref)}>
            {intl.formatMessage(m.previous)}
          </Button>
          <Button onClick={() => onForward()} loading={confirm.isPending}>
            {label}
          </Button>
        </Group>
        <WithdrawRefundDialog
          opened={asking}
          amount={formatMoney(withdraws, participation.currency)}
          loading={confirm.isPending}
          onCancel={() => setAsking(false)}
          onConfirm={() => onForward(true)}
        />
      </Stack>
    </Card>
  );
}
