import { Button, Group, Modal, Text } from '@mantine/core';

type MessageDialogProps = { message: string | null; onClose: () => void };

/** The pre-submit dialog of spec 5 (no longer available, section only). */
export function RateMessageDialog({ message, onClose }: MessageDialogProps) {
  return (
    <Modal opened={message !== null} onClose={onClose} title="Rate unavailable" centered>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>OK</Button>
      </Group>
    </Modal>
  );
}

type ConfirmDialogProps = { message: string; opened: boolean; onCancel: () => void; onConfirm: () => void };

export function ConfirmDialog({ message, opened, onCancel, onConfirm }: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Please confirm" centered>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onConfirm}>Confirm</Button>
      </Group>
    </Modal>
  );
}
