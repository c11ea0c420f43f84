import { Button, Group, Modal, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../lib/i18n/messages.ts';

const m = defineMessages({
  unavailable: { id: 'registration.dialog.rateUnavailable', defaultMessage: 'Rate unavailable' },
  ok: { id: 'registration.dialog.ok', defaultMessage: 'OK' },
  confirmTitle: { id: 'registration.dialog.confirmTitle', defaultMessage: 'Please confirm' },
  cancel: { id: 'registration.dialog.cancel', defaultMessage: 'Cancel' },
  confirm: { id: 'registration.dialog.confirm', defaultMessage: 'Confirm' },
});

type MessageDialogProps = { message: string | null; onClose: () => void };

/** The pre-submit dialog of spec 5 (no longer available, section only). */
export function RateMessageDialog({ message, onClose }: MessageDialogProps) {
  const text = useIntl().formatMessage;
  return (
    <Modal opened={message !== null} onClose={onClose} title={text(m.unavailable)} centered>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>{text(m.ok)}</Button>
      </Group>
    </Modal>
  );
}

type ConfirmDialogProps = { message: string; opened: boolean; onCancel: () => void; onConfirm: () => void };

export function ConfirmDialog({ message, opened, onCancel, onConfirm }: ConfirmDialogProps) {
  const text = useIntl().formatMessage;
  return (
    <Modal opened={opened} onClose={onCancel} title={text(m.confirmTitle)} centered>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {text(m.cancel)}
        </Button>
        <Button onClick={onConfirm}>{text(m.confirm)}</Button>
      </Group>
    </Modal>
  );
}
