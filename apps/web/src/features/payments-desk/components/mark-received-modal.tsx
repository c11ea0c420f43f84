import {
  type TMarkReceivedRequest,
  type TPendingTransfer,
  ZMarkReceivedRequest,
} from '@congress/domain/contracts/payments-desk';
import { fromCents, formatMoney } from '@congress/domain/money';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { ApiError, errorMessage, showFieldErrors } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useMarkTransferReceived } from '../api/mark-transfer-received.ts';
import { AmountDifference } from './amount-difference.tsx';
import { useIntl } from 'react-intl';
import { useTranslatedResolver } from '../../../lib/i18n/translated-resolver.ts';
import { m } from '../messages.ts';

type Props = { transfer: TPendingTransfer | null; today: string; onClose: () => void };

/** The confirm dialog of "Mark received": amount, date, bank reference and comment. */
export function MarkReceivedModal({ transfer, today, onClose }: Props) {
  const intl = useIntl();
  return (
    <Modal
      opened={transfer !== null}
      onClose={onClose}
      title={intl.formatMessage(m.markReceivedTitle)}
      centered
    >
      {transfer && (
        <MarkReceivedForm key={transfer.paymentId} transfer={transfer} today={today} onClose={onClose} />
      )}
    </Modal>
  );
}

function MarkReceivedForm({
  transfer,
  today,
  onClose,
}: {
  transfer: TPendingTransfer;
  today: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const mutation = useMarkTransferReceived();
  const form = useForm<Required<TMarkReceivedRequest>>({
    initialValues: {
      amount: fromCents(transfer.amountCents),
      receivedOn: today,
      bankReference: '',
      comment: '',
    },
    validate: useTranslatedResolver(zod4Resolver(ZMarkReceivedRequest)),
  });

  const onSubmit = form.onSubmit((values) =>
    mutation.mutate(
      { paymentId: transfer.paymentId, body: values },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          onClose();
        },
        onError: (error) => {
          showFieldErrors(form)(error);
          notifyError(errorMessage(error));
          if (error instanceof ApiError && error.status === 409) onClose();
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text>
          {intl.formatMessage(m.markReceivedIntro, {
            reference: transfer.reference,
            name: `${transfer.participant.firstName} ${transfer.participant.lastName}`,
            amount: formatMoney(transfer.amountCents, transfer.currency),
            b: (chunks) => <strong>{chunks}</strong>,
          })}
        </Text>
        <TextInput
          label={intl.formatMessage(m.amountReceived)}
          inputMode="decimal"
          required
          {...form.getInputProps('amount')}
        />
        <AmountDifference
          amount={form.values.amount}
          expectedCents={transfer.amountCents}
          currency={transfer.currency}
        />
        <TextInput
          label={intl.formatMessage(m.dateReceived)}
          type="date"
          max={today}
          required
          {...form.getInputProps('receivedOn')}
        />
        <TextInput label={intl.formatMessage(m.bankReference)} {...form.getInputProps('bankReference')} />
        <Textarea
          label={intl.formatMessage(m.comment)}
          autosize
          minRows={2}
          {...form.getInputProps('comment')}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {intl.formatMessage(m.markReceived)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
