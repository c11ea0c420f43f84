import { type TRefundRequestItem, ZRefuseRefundRequest } from '@congress/domain/contracts/payments-desk';
import { formatMoney } from '@congress/domain/money';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDecideRefund } from '../api/decide-refund.ts';
import { useIntl } from 'react-intl';
import { m } from '../messages.ts';
import { useTranslatedResolver } from '../../../lib/i18n/translated-resolver.ts';

export type RefundAction = { refund: TRefundRequestItem; decision: 'approve' | 'refuse' } | null;

const whoOf = (refund: TRefundRequestItem) =>
  `${refund.participant.firstName} ${refund.participant.lastName}`;

/** Confirm dialogs of the refund requests: approve, or refuse with a reason. */
export function RefundDecisionModal({ action, onClose }: { action: RefundAction; onClose: () => void }) {
  const intl = useIntl();
  const title = intl.formatMessage(action?.decision === 'refuse' ? m.refuseTitle : m.approveTitle);
  return (
    <Modal opened={action !== null} onClose={onClose} title={title} centered>
      {action?.decision === 'approve' && <ApproveBody refund={action.refund} onClose={onClose} />}
      {action?.decision === 'refuse' && (
        <RefuseForm key={action.refund.paymentId} refund={action.refund} onClose={onClose} />
      )}
    </Modal>
  );
}

function ApproveBody({ refund, onClose }: { refund: TRefundRequestItem; onClose: () => void }) {
  const intl = useIntl();
  const mutation = useDecideRefund();
  const amount = formatMoney(refund.amountCents, refund.currency);
  const how = intl.formatMessage(refund.settledBy === 'provider' ? m.approveByProvider : m.approveByHand, {
    amount,
    name: whoOf(refund),
  });
  const onApprove = () =>
    mutation.mutate(
      { paymentId: refund.paymentId, decision: 'approve' },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          onClose();
        },
        onError: (error) => {
          notifyError(errorMessage(error));
          onClose();
        },
      },
    );
  return (
    <Stack gap="sm">
      <Text>{how}</Text>
      <Text size="sm" c="gray.8">
        {intl.formatMessage(m.creditNoteIssued)}
      </Text>
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={onClose}>
          {intl.formatMessage(m.cancel)}
        </Button>
        <Button color="teal.9" loading={mutation.isPending} onClick={onApprove}>
          {intl.formatMessage(m.approveRefund)}
        </Button>
      </Group>
    </Stack>
  );
}

function RefuseForm({ refund, onClose }: { refund: TRefundRequestItem; onClose: () => void }) {
  const intl = useIntl();
  const mutation = useDecideRefund();
  const form = useForm({
    initialValues: { reason: '' },
    validate: useTranslatedResolver(zod4Resolver(ZRefuseRefundRequest)),
  });
  const onSubmit = form.onSubmit(({ reason }) =>
    mutation.mutate(
      { paymentId: refund.paymentId, decision: 'refuse', reason },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          onClose();
        },
        onError: (error) => notifyError(errorMessage(error)),
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text>
          {intl.formatMessage(m.refuseQuestion, {
            amount: formatMoney(refund.amountCents, refund.currency),
            name: whoOf(refund),
          })}
        </Text>
        <Textarea
          label={intl.formatMessage(m.reason)}
          required
          autosize
          minRows={3}
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" color="red" loading={mutation.isPending}>
            {intl.formatMessage(m.refuseRefund)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
