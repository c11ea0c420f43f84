import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { m } from '../admin-messages.ts';

type DeleteDialogProps = {
  label: string | null;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

export function DeleteActivityDialog({ label, isPending, onCancel, onConfirm }: DeleteDialogProps) {
  const intl = useIntl();
  return (
    <Modal opened={label !== null} onClose={onCancel} title={intl.formatMessage(m.deleteTitle)} centered>
      <Stack gap="md">
        <Text>
          <FormattedMessage
            {...m.deleteConfirm}
            values={{ label, b: (chunks) => <strong>{chunks}</strong> }}
          />
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button color="red.9" loading={isPending} onClick={onConfirm}>
            {intl.formatMessage(m.delete)}
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
  const intl = useIntl();
  return (
    <Modal opened={opened} onClose={onCancel} title={intl.formatMessage(m.openCloseAll)} centered>
      <Stack gap="md">
        <Text>{intl.formatMessage(m.openAllQuestion)}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button variant="outline" loading={isPending} onClick={() => onConfirm(false)}>
            {intl.formatMessage(m.closeAll)}
          </Button>
          <Button loading={isPending} onClick={() => onConfirm(true)}>
            {intl.formatMessage(m.openAll)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
