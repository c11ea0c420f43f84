import type { TRoomingList } from '@congress/domain/contracts/rooming-lists';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { useSendRoomingList } from '../api/send-rooming-list.ts';
import { m } from '../messages.ts';

type SendDialogProps = {
  list: TRoomingList;
  opened: boolean;
  onClose: () => void;
  onSent: (sentTo: string) => void;
};

/** Names the address and the counts before the list goes; the call's error stays in the dialog. */
export function SendDialog({ list, opened, onClose, onSent }: SendDialogProps) {
  const intl = useIntl();
  const send = useSendRoomingList(list.hotelId);
  const close = () => {
    send.reset();
    onClose();
  };
  const onConfirm = () =>
    send.mutate(undefined, {
      onSuccess: (result) => {
        send.reset();
        onSent(result.sending.sentTo);
      },
    });
  return (
    <Modal opened={opened} onClose={close} title={intl.formatMessage(m.sendTitle)} centered>
      <Stack gap="md">
        <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
          {intl.formatMessage(m.confirmQuestion, {
            hotel: list.hotelName,
            email: list.reservationsEmail ?? '',
          })}
        </Text>
        <Text size="sm" c="gray.8">
          {intl.formatMessage(m.confirmCounts, list.counts)}
        </Text>
        <FormMessage message={send.error ? errorMessage(send.error) : null} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button loading={send.isPending} onClick={onConfirm}>
            {intl.formatMessage(m.confirmSend)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
