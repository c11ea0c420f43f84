import { CAMPAIGN_MESSAGES } from '@congress/domain/contracts/email-campaigns';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { m } from '../campaign-messages.ts';
import { useText } from '../../../lib/i18n/use-text.ts';

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
  const intl = useIntl();
  const t = useText();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t(CAMPAIGN_MESSAGES.confirmSend, { count })}
      centered
      size="sm"
    >
      <Stack gap="md">
        <Text fz="sm">{intl.formatMessage(m.confirmBody, { skipped })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={isSending}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button onClick={onConfirm} loading={isSending}>
            {intl.formatMessage(m.send)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
