import type { StaffRefundMethod } from '@congress/domain/contracts/staff-refunds';
import { formatMoney } from '@congress/domain/money';
import { Alert, Button, Group, Modal, Radio, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useStaffRefund, useStaffRefundOffer } from '../api/staff-refund.ts';
import { LoadError } from './desk-states.tsx';
import { sr } from './staff-refund-messages.ts';

type Props = {
  participationId: number;
  /** The statement's credit, as the screen read it: the button's amount. */
  owedCents: number;
  currency: string;
  name: string;
};

/**
 * Decisions 43: "Refund EUR x" wherever the statement says the participant is owed money (Manage
 * Registration, the desk). The dialog reads what is owed again and how much a card can take back.
 */
export function StaffRefundButton({ participationId, owedCents, currency, name }: Props) {
  const intl = useIntl();
  const [opened, setOpened] = useState(false);
  const amount = formatMoney(owedCents, currency);
  return (
    <>
      <Button onClick={() => setOpened(true)}>
        {intl.formatMessage(sr.refundAmount, { amount })}
        <VisuallyHidden>{` ${intl.formatMessage(sr.forName, { name })}`}</VisuallyHidden>
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={intl.formatMessage(sr.title)} centered>
        {opened && (
          <StaffRefundForm participationId={participationId} name={name} onClose={() => setOpened(false)} />
        )}
      </Modal>
    </>
  );
}

function StaffRefundForm(props: { participationId: number; name: string; onClose: () => void }) {
  const intl = useIntl();
  const offer = useStaffRefundOffer(props.participationId, true);
  const mutation = useStaffRefund();
  const [method, setMethod] = useState<StaffRefundMethod>('bank_transfer');
  if (offer.isPending) return <PageLoader label={intl.formatMessage(sr.loading)} />;
  if (offer.isError) return <LoadError error={offer.error} onRetry={() => offer.refetch()} />;
  const { owedCents, cardRefundableCents, currency } = offer.data;
  const money = (cents: number) => formatMoney(cents, currency);
  const refundedNow = method === 'card' ? cardRefundableCents : owedCents;
  const onRefund = () =>
    mutation.mutate(
      { participationId: props.participationId, body: { method, amountCents: owedCents } },
      {
        onSuccess: (answer) => {
          const rest =
            answer.remainingCents > 0
              ? ` ${intl.formatMessage(sr.stillOwed, { amount: money(answer.remainingCents) })}`
              : '';
          notifySuccess(`${answer.message}${rest}`);
          props.onClose();
        },
        onError: (error) => {
          notifyError(errorMessage(error));
          props.onClose();
        },
      },
    );
  return (
    <Stack gap="sm">
      <Text>{intl.formatMessage(sr.question, { name: props.name, amount: money(owedCents) })}</Text>
      <Radio.Group
        label={intl.formatMessage(sr.how)}
        value={method}
        onChange={(value) => setMethod(value as StaffRefundMethod)}
      >
        <Stack gap="xs" mt="xs">
          <Radio
            value="card"
            disabled={cardRefundableCents === 0}
            label={
              cardRefundableCents === 0
                ? intl.formatMessage(sr.noCard)
                : intl.formatMessage(sr.card, { amount: money(cardRefundableCents) })
            }
          />
          <Radio value="bank_transfer" label={intl.formatMessage(sr.transfer)} />
          <Radio value="cash" label={intl.formatMessage(sr.cash)} />
        </Stack>
      </Radio.Group>
      {method === 'card' && cardRefundableCents < owedCents && (
        <Alert color="orange" variant="light">
          {intl.formatMessage(sr.cardPart, {
            card: money(cardRefundableCents),
            rest: money(owedCents - cardRefundableCents),
          })}
        </Alert>
      )}
      {method !== 'card' && (
        <Text size="sm" c="gray.8">
          {intl.formatMessage(sr.byHandDone)}
        </Text>
      )}
      <Text size="sm" c="gray.8">
        {intl.formatMessage(sr.creditNote)}
      </Text>
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={props.onClose}>
          {intl.formatMessage(sr.cancel)}
        </Button>
        <Button loading={mutation.isPending} onClick={onRefund}>
          {intl.formatMessage(sr.confirm, { amount: money(refundedNow) })}
        </Button>
      </Group>
    </Stack>
  );
}
