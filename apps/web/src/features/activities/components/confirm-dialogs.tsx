import { Button, Group, Modal, Stack, Text } from '@mantine/core';

type DeleteDialogProps = {
  label: string | null;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

export function DeleteActivityDialog({ label, isPending, onCancel, onConfirm }: DeleteDialogProps) {
  return (
    <Modal opened={label !== null} onClose={onCancel} title="Delete activity" centered>
      <Stack gap="md">
        <Text>
          Delete the activity <strong>{label}</strong>? The participants' choices of it are removed too.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button color="red.9" loading={isPending} onClick={onConfirm}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

type OpenAllDialogProps = {
  opened: boolean;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: (isOpen: boolean) => void;
};

export function OpenAllDialog({ opened, isPending, onCancel, onConfirm }: OpenAllDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Open/Close all activities" centered>
      <Stack gap="md">
        <Text>Open every activity of the congress to the participants, or close them all?</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="outline" loading={isPending} onClick={() => onConfirm(false)}>
            Close all
          </Button>
          <Button loading={isPending} onClick={() => onConfirm(true)}>
            Open all
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
