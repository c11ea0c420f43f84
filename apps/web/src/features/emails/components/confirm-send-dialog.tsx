import { CAMPAIGN_MESSAGES } from '@congress/domain/contracts/email-campaigns';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useText } from '../../../app/i18n/use-text.ts';

type ConfirmSendDialogProps = {
  opened: boolean;
  /** Who receives it: the recipients once the skipped ones are left out. */
  count: number;
  skipped: number;
  isSending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Decisions 36: "Send to N people?" before anything is queued. */
export function ConfirmSendDialog({
  opened,
  count,
  skipped,
  isSending,
  onCancel,
  onConfirm,
}: ConfirmSendDialogProps) {
  const t = useText();
  return (
    <Modal opened={opened} onClose={onCancel} title={t(CAMPAIGN_MESSAGES.confirmSend, { count })} centered size="sm">
      <Stack gap="md">
        <Text fz="sm">
          {`Each of them receives this e-mail as the preview shows it for them.${
            skipped > 0 ? ` ${skipped} skipped recipient(s) receive nothing.` : ''
          } This cannot be undone.`}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={isSending}>
            Cancel
          </Button>
          <Button onClick={onConfirm} loading={isSending}>
            Send
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
