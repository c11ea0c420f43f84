import {
  type TDeskParticipation,
  type TManualPaymentRequest,
  ZManualPaymentRequest,
} from '@congress/domain/contracts/payments-desk';
import { formatMoney, fromCents } from '@congress/domain/money';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { errorMessage, showFieldErrors } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useRecordManualPayment } from '../api/record-manual-payment.ts';
import { useIntl } from 'react-intl';
import { m } from '../messages.ts';
import { useTranslatedResolver } from '../../../lib/i18n/translated-resolver.ts';

type Props = { participation: TDeskParticipation | null; today: string; onClose: () => void };

/** The form and confirm dialog of a manual payment (cash, cheque, a transfer without reference). */
export function ManualPaymentModal({ participation, today, onClose }: Props) {
  const intl = useIntl();
  return (
    <Modal
      opened={participation !== null}
      onClose={onClose}
      title={intl.formatMessage(m.manualTitle)}
      centered
    >
      {participation && (
        <ManualPaymentForm
          key={participation.participationId}
          participation={participation}
          today={today}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

type FormProps = { participation: TDeskParticipation; today: string; onClose: () => void };

function ManualPaymentForm({ participation, today, onClose }: FormProps) {
  const intl = useIntl();
  const mutation = useRecordManualPayment();
  // One key per opened form: a second submit of the same form is refused by the server.
  const [requestKey] = useState(() => crypto.randomUUID());
  const form = useForm<Required<Omit<TManualPaymentRequest, 'requestKey'>>>({
    initialValues: { amount: fromCents(participation.statement.dueCents), receivedOn: today, comment: '' },
    validate: useTranslatedResolver(zod4Resolver(ZManualPaymentRequest)),
  });
  const who = `${participation.participant.firstName} ${participation.participant.lastName}`;

  const onSubmit = form.onSubmit((values) =>
    mutation.mutate(
      { participationId: participation.participationId, body: { ...values, requestKey } },
      {
        onSuccess: (answer) => {
          // The server's message already says what remains due and that the registration stays pending.
          notifySuccess(answer.message);
          onClose();
        },
        onError: (error) => {
          showFieldErrors(form)(error);
          notifyError(errorMessage(error));
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text>
          {intl.formatMessage(m.owes, {
            name: who,
            amount: formatMoney(participation.statement.dueCents, participation.currency),
          })}
        </Text>
        <TextInput
          label={intl.formatMessage(m.amount)}
          inputMode="decimal"
          required
          {...form.getInputProps('amount')}
        />
        <TextInput
          label={intl.formatMessage(m.dateReceived)}
          type="date"
          max={today}
          required
          {...form.getInputProps('receivedOn')}
        />
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
            {intl.formatMessage(m.recordPayment)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
