import { type TRefundRequestItem, ZRefuseRefundRequest } from '@congress/domain/contracts/payments-desk';
import { formatMoney } from '@congress/domain/money';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDecideRefund } from '../api/decide-refund.ts';

export type RefundAction = { refund: TRefundRequestItem; decision: 'approve' | 'refuse' } | null;

const whoOf = (refund: TRefundRequestItem) =>
  `${refund.participant.firstName} ${refund.participant.lastName}`;

/** Confirm dialogs of the refund requests: approve, or refuse with a reason. */
export function RefundDecisionModal({ action, onClose }: { action: RefundAction; onClose: () => void }) {
  const title = action?.decision === 'refuse' ? 'Refuse refund request' : 'Approve refund';
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
  const mutation = useDecideRefund();
  const amount = formatMoney(refund.amountCents, refund.currency);
  const how =
    refund.settledBy === 'provider'
      ? `${amount} goes back to ${whoOf(refund)}'s card through the payment provider.`
      : `Pay ${amount} back to ${whoOf(refund)} by hand (bank transfer); approving records it as refunded.`;
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
        A credit note referring to the invoice is issued and e-mailed to the participant.
      </Text>
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button color="teal" loading={mutation.isPending} onClick={onApprove}>
          Approve refund
        </Button>
      </Group>
    </Stack>
  );
}

function RefuseForm({ refund, onClose }: { refund: TRefundRequestItem; onClose: () => void }) {
  const mutation = useDecideRefund();
  const form = useForm({ initialValues: { reason: '' }, validate: zod4Resolver(ZRefuseRefundRequest) });
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
          Refuse the refund of {formatMoney(refund.amountCents, refund.currency)} to {whoOf(refund)}? The
          participant receives an e-mail with your reason.
        </Text>
        <Textarea label="Reason" required autosize minRows={3} {...form.getInputProps('reason')} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={mutation.isPending}>
            Refuse refund
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
