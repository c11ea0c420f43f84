import { CAMPAIGN_MESSAGES } from '@congress/domain/contracts/email-campaigns';
import type { TBulkMessage, TEmailRecipient, TEmailSendResponse } from '@congress/domain/contracts/emails';
import { MESSAGES } from '@congress/domain/messages';
import { Alert, Button, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { useText } from '../../../lib/i18n/use-text.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { usePreview } from '../api/get-preview.ts';
import { useSendEmails } from '../api/send-emails.ts';
import { useSendTestEmail } from '../api/send-test-email.ts';
import { m } from '../campaign-messages.ts';
import { ConfirmSendDialog } from './confirm-send-dialog.tsx';
import { EmailPreviewCard } from './email-preview-card.tsx';
import { useFocusOnMount } from './use-focus-on-mount.ts';

type PreviewStepProps = {
  message: TBulkMessage;
  /** The recipients the organiser may preview for (the list's first rows). */
  recipients: TEmailRecipient[];
  onBack: () => void;
  onSent: (result: TEmailSendResponse) => void;
};

function labelOf(intl: IntlShape, item: TEmailRecipient) {
  const label = `${item.firstName} ${item.lastName}${item.email ? ` · ${item.email}` : ''}`;
  return item.skip ? intl.formatMessage(m.skippedSuffix, { label }) : label;
}

/**
 * Decisions 36: SEND first shows the e-mail as the server renders it for a real recipient the
 * organiser picks, offers a test to oneself, and asks "Send to N people?" before anything is queued.
 */
export function PreviewStep({ message, recipients, onBack, onSent }: PreviewStepProps) {
  const intl = useIntl();
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
          notifySuccess(t(MESSAGES.emailsSent));
          onSent(result);
        },
        onSettled: () => setIsConfirming(false),
      },
    );
  }

  return (
    <Stack gap="md">
      <Text fz="sm" ref={introRef} tabIndex={-1} style={{ outline: 'none' }}>
        {intl.formatMessage(m.previewIntro)}
      </Text>
      <Select
        label={intl.formatMessage(m.previewFor)}
        description={intl.formatMessage(m.previewForHelp)}
        data={recipients.map((item) => ({ value: String(item.participationId), label: labelOf(intl, item) }))}
        value={shown === undefined ? null : String(shown)}
        onChange={(value) => value && setParticipationId(Number(value))}
        searchable
        allowDeselect={false}
        nothingFoundMessage={intl.formatMessage(m.noRecipientMatches)}
      />
      {preview.isPending && (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text fz="sm" role="status">
            {intl.formatMessage(m.rendering)}
          </Text>
        </Group>
      )}
      {preview.isError && (
        <Alert color="red" title={t(MESSAGES.genericError)} role="alert">
          {errorMessage(preview.error)}
        </Alert>
      )}
      {data && <EmailPreviewCard preview={data} />}
      {data && (
        <Text fz="sm" fw={600} aria-live="polite">
          {intl.formatMessage(m.willReceiveOf, { toSend, recipients: data.counts.recipients, skipped })}
        </Text>
      )}
      {sendTest.isSuccess && (
        <Text fz="sm" c="teal.9" role="status">
          {t(CAMPAIGN_MESSAGES.testSent, { to: sendTest.data.to })}
        </Text>
      )}
      <Group justify="space-between" gap="sm">
        <Button variant="default" onClick={onBack}>
          {intl.formatMessage(m.back)}
        </Button>
        <Group gap="sm">
          <Button variant="outline" onClick={onSendTest} loading={sendTest.isPending} disabled={!data}>
            {intl.formatMessage(m.sendTest)}
          </Button>
          <Button
            onClick={() => setIsConfirming(true)}
            disabled={!data || toSend === 0 || preview.isFetching}
          >
            {intl.formatMessage(m.sendTo, { count: toSend })}
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
