import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../lib/i18n/messages.ts';

const m = defineMessages({
  title: { id: 'registration.withdrawRefund.title', defaultMessage: 'Withdraw your refund request?' },
  body: {
    id: 'registration.withdrawRefund.body',
    defaultMessage:
      'Your new choice uses the credit of your refund request of {amount}. CONFIRM withdraws this request: nothing will be refunded, and you will receive an e-mail saying so.',
  },
  keep: { id: 'registration.withdrawRefund.keep', defaultMessage: 'Keep my request' },
  withdraw: { id: 'registration.withdrawRefund.withdraw', defaultMessage: 'Withdraw it and CONFIRM' },
});

type Props = {
  opened: boolean;
  amount: string;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * A change whose CONFIRM would withdraw an open refund request asks first, naming
 * the request and its amount (the statement's excess of requests over the credit).
 */
export function WithdrawRefundDialog({ opened, amount, loading, onCancel, onConfirm }: Props) {
  const intl = useIntl();
  return (
    <Modal opened={opened} onClose={onCancel} title={intl.formatMessage(m.title)} centered>
      <Stack gap="sm">
        <Text>{intl.formatMessage(m.body, { amount })}</Text>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            {intl.formatMessage(m.keep)}
          </Button>
          <Button loading={loading} onClick={onConfirm}>
            {intl.formatMessage(m.withdraw)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
