import { CAMPAIGN_MESSAGES } from '@congress/domain/contracts/email-campaigns';
import type { TBulkMessage, TEmailRecipient, TEmailSendResponse } from '@congress/domain/contracts/emails';
import { MESSAGES } from '@congress/domain/messages';
import { Alert, Button, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { usePreview } from '../api/get-preview.ts';
import { useSendEmails } from '../api/send-emails.ts';
import { useSendTestEmail } from '../api/send-test-email.ts';
import { ConfirmSendDialog } from './confirm-send-dialog.tsx';
import { EmailPreviewCard } from './email-preview-card.tsx';
import { useFocusOnMount } from './use-focus-on-mount.ts';
import { useText } from '../../../app/i18n/use-text.ts';

type PreviewStepProps = {
  message: TBulkMessage;
  /** The recipients the organiser may preview for (the list's first rows). */
  recipients: TEmailRecipient[];
  onBack: () => void;
  onSent: (result: TEmailSendResponse) => void;
};

const labelOf = (item: TEmailRecipient) =>
  `${item.firstName} ${item.lastName}${item.email ? ` · ${item.email}` : ''}${item.skip ? ' (skipped)' : ''}`;

/**
 * Decisions 36: SEND first shows the e-mail as the server renders it for a real recipient the
 * organiser picks, offers a test to oneself, and asks "Send to N people?" before anything is queued.
 */
export function PreviewStep({ message, recipients, onBack, onSent }: PreviewStepProps) {
  const t = useText();
  const [participationId, setParticipationId] = useState<number | undefined>(undefined);
  const [isConfirming, setIsConfirming] = useState(false);
  const introRef = useFocusOnMount<HTMLParagraphElement>();
  const preview = usePreview({ ...message, ...(participationId ? { participationId } : {}) });
  const sendTest = useSendTestEmail(message.congressId);
  const send = useSendEmails(message.congressId);
  const data = preview.data;
  const shown = data?.recipient.participationId;
  const toSend = data?.counts.toSend ?? 0;
  const skipped = data ? data.counts.recipients - toSend : 0;

  function onSendTest() {
    if (shown === undefined) return;
    sendTest.mutate({ ...message, participationId: shown });
  }

  function onConfirm() {
    send.mutate(
      { ...message, confirmedCount: toSend },
      {
        onSuccess: (result) => {
          notifySuccess(MESSAGES.emailsSent);
          onSent(result);
        },
        onSettled: () => setIsConfirming(false),
      },
    );
  }

  return (
    <Stack gap="md">
      <Text fz="sm" ref={introRef} tabIndex={-1} style={{ outline: 'none' }}>
        Nothing has been sent yet. Check the e-mail as the recipient you pick will read it, send yourself a
        test if you wish, then send it.
      </Text>
      <Select
        label="Preview for"
        description="Pick a recipient to see the e-mail as they will read it."
        data={recipients.map((item) => ({ value: String(item.participationId), label: labelOf(item) }))}
        value={shown === undefined ? null : String(shown)}
        onChange={(value) => value && setParticipationId(Number(value))}
        searchable
        allowDeselect={false}
        nothingFoundMessage="No recipient matches"
      />
      {preview.isPending && (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text fz="sm" role="status">
            Rendering the preview…
          </Text>
        </Group>
      )}
      {preview.isError && (
        <Alert color="red" title={MESSAGES.genericError} role="alert">
          {errorMessage(preview.error)}
        </Alert>
      )}
      {data && <EmailPreviewCard preview={data} />}
      {data && (
        <Text fz="sm" fw={600} aria-live="polite">
          {`${toSend} of ${data.counts.recipients} recipient(s) will receive it${skipped > 0 ? `; ${skipped} skipped` : ''}.`}
        </Text>
      )}
      {sendTest.isSuccess && (
        <Text fz="sm" c="teal.9" role="status">
          {t(CAMPAIGN_MESSAGES.testSent, { to: sendTest.data.to })}
        </Text>
      )}
      <Group justify="space-between" gap="sm">
        <Button variant="default" onClick={onBack}>
          BACK
        </Button>
        <Group gap="sm">
          <Button variant="outline" onClick={onSendTest} loading={sendTest.isPending} disabled={!data}>
            Send a test to me
          </Button>
          <Button
            onClick={() => setIsConfirming(true)}
            disabled={!data || toSend === 0 || preview.isFetching}
          >
            {`Send to ${toSend}`}
          </Button>
        </Group>
      </Group>
      <ConfirmSendDialog
        opened={isConfirming}
        count={toSend}
        skipped={skipped}
        isSending={send.isPending}
        onCancel={() => setIsConfirming(false)}
        onConfirm={onConfirm}
      />
    </Stack>
  );
}
