import {
  BULK_TEMPLATE_LABELS,
  EMAIL_MESSAGES,
  EMAIL_PLACEHOLDERS,
  type TEmailRecipients,
  type TEmailSendRequest,
  type TEmailSendResponse,
  type TemplateLabel,
  placeholdersIn,
} from '@congress/domain/contracts/emails';
import type { TParticipationFilter } from '@congress/domain/contracts/participation-list';
import { MESSAGES } from '@congress/domain/messages';
import { Button, Checkbox, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notifySuccess } from '../../../lib/notify.ts';
import { useRecipients } from '../api/get-recipients.ts';
import { templateQueryOptions } from '../api/get-template.ts';
import { useSendEmails } from '../api/send-emails.ts';
import { LazyEmailBodyEditor } from './lazy-email-body-editor.tsx';
import { RecipientList } from './recipient-list.tsx';
import { SendProgress } from './send-progress.tsx';

export type SendEmailsRecipients =
  | { kind: 'filter'; filter: TParticipationFilter; count: number }
  | { kind: 'participations'; ids: number[]; count: number };

type SendEmailsModalProps = {
  congressSlug: string;
  congressId: number;
  opened: boolean;
  onClose: () => void;
  recipients: SendEmailsRecipients;
};

/** Spec 2.2 "Send Emails modal": subject, RIB and Invoice, a rich-text body, the recipients, CANCEL and SEND. */
export function SendEmailsModal(props: {
  congressSlug: string;
  congressId: number;
  opened: boolean;
  onClose: () => void;
  recipients:
    | { kind: 'filter'; filter: TParticipationFilter; count: number }
    | { kind: 'participations'; ids: number[]; count: number };
}) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Send Emails" size="xl" fullScreen={false}>
      <SendEmailsForm {...props} />
    </Modal>
  );
}

const hasText = (html: string) => html.replace(/<[^>]*>/g, '').trim().length > 0;

function SendEmailsForm({ congressId, onClose, recipients }: SendEmailsModalProps) {
  const queryClient = useQueryClient();
  const send = useSendEmails(congressId);
  const selector: TEmailRecipients =
    recipients.kind === 'filter'
      ? { kind: 'filter', filter: recipients.filter }
      : { kind: 'participations', ids: recipients.ids };
  const [template, setTemplate] = useState<TemplateLabel | null>(null);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [includeIncomplete, setIncludeIncomplete] = useState(false);
  // Who would read an empty placeholder is asked again once the typing pauses (decisions 36).
  const [typedSubject] = useDebouncedValue(subject, 500);
  const [typedBody] = useDebouncedValue(body, 500);
  const hasPlaceholders = placeholdersIn(`${typedSubject} ${typedBody}`).length > 0;
  const recipientList = useRecipients(
    congressId,
    selector,
    hasPlaceholders ? { subject: typedSubject, body: typedBody } : null,
  );
  const [editorKey, setEditorKey] = useState(0);
  const [attachments, setAttachments] = useState({ rib: false, invoice: false });
  const [errors, setErrors] = useState<{ subject?: string; body?: string }>({});
  const [result, setResult] = useState<TEmailSendResponse | null>(null);
  const [isLoadingTemplate, setIsLoadingTemplate] = useState(false);

  async function onTemplateChange(value: string | null) {
    const label = BULK_TEMPLATE_LABELS.find((l) => l === value) ?? null;
    setTemplate(label);
    if (!label) return;
    setIsLoadingTemplate(true);
    try {
      const loaded = await queryClient.fetchQuery(templateQueryOptions(congressId, label));
      setSubject(loaded.subject);
      setBody(loaded.body);
      setEditorKey((key) => key + 1);
      setErrors({});
    } catch {
      // The query cache has shown the server's message.
    } finally {
      setIsLoadingTemplate(false);
    }
  }

  function onSend() {
    const found = {
      ...(subject.trim() ? {} : { subject: EMAIL_MESSAGES.subjectRequired }),
      ...(hasText(body) ? {} : { body: EMAIL_MESSAGES.bodyRequired }),
    };
    setErrors(found);
    if (found.subject || found.body) return;
    const request: TEmailSendRequest = {
      congressId,
      subject,
      body,
      attachments,
      recipients: selector,
      includeIncomplete,
    };
    send.mutate(request, {
      onSuccess: (response) => {
        setResult(response);
        notifySuccess(MESSAGES.emailsSent);
      },
    });
  }

  const isSent = result !== null;
  return (
    <Stack gap="md">
      <RecipientList
        kind={recipients.kind}
        count={recipients.count}
        query={recipientList}
        includeIncomplete={includeIncomplete}
        onIncludeIncompleteChange={setIncludeIncomplete}
        isLocked={isSent}
      />
      <Select
        label="Template"
        placeholder="Choose a template"
        data={[...BULK_TEMPLATE_LABELS]}
        value={template}
        onChange={(value) => void onTemplateChange(value)}
        clearable
        disabled={isSent || isLoadingTemplate}
      />
      <TextInput
        label="Subject"
        required
        value={subject}
        onChange={(event) => setSubject(event.currentTarget.value)}
        error={errors.subject}
        disabled={isSent}
        maxLength={200}
      />
      <Group gap="lg">
        <Checkbox
          label="RIB"
          checked={attachments.rib}
          onChange={(event) => {
            // Read now: the updater may run after React has released the event.
            const { checked } = event.currentTarget;
            setAttachments((current) => ({ ...current, rib: checked }));
          }}
          disabled={isSent}
        />
        <Checkbox
          label="Invoice"
          checked={attachments.invoice}
          onChange={(event) => {
            // Read now: the updater may run after React has released the event.
            const { checked } = event.currentTarget;
            setAttachments((current) => ({ ...current, invoice: checked }));
          }}
          disabled={isSent}
        />
      </Group>
      {!isSent && (
        <LazyEmailBodyEditor
          key={editorKey}
          label="Message"
          initialContent={body}
          onChange={setBody}
          placeholders={EMAIL_PLACEHOLDERS}
          error={errors.body}
        />
      )}
      {result && <SendProgress congressId={congressId} result={result} />}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {isSent ? 'CLOSE' : 'CANCEL'}
        </Button>
        {!isSent && (
          <Button
            onClick={onSend}
            loading={send.isPending}
            disabled={(recipientList.data?.total ?? recipients.count) === 0}
          >
            SEND
          </Button>
        )}
      </Group>
    </Stack>
  );
}
