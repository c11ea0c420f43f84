import { formatDateTime } from '@congress/domain/dates';
import {
  EMAIL_MESSAGES,
  placeholdersOf,
  type TEmailTemplate,
  type TemplateLabel,
  unknownPlaceholders,
  unknownPlaceholderValues,
} from '@congress/domain/contracts/emails';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSaveTemplate } from '../api/save-template.ts';
import { LazyEmailBodyEditor } from './lazy-email-body-editor.tsx';
import { useText } from '../../../app/i18n/use-text.ts';

const hasText = (html: string) => html.replace(/<[^>]*>/g, '').trim().length > 0;

/** When each template is sent (decisions 36); the bulk ones are chosen in Send Emails. */
const SENT_WHEN: Partial<Record<TemplateLabel, string>> = {
  invoice: 'Sent when an invoice or a proforma is sent again on request, with the document attached.',
  'Registration received': 'Sent when a participant registers: the place held, its price and until when.',
  'Payment received': 'Sent when a payment is received, with its invoice attached.',
  'Transfer instructions':
    'Sent when a participant chooses bank transfer, with the proforma and bank details.',
  'Refund requested': 'Sent when a participant asks for a refund.',
  'Refund completed': 'Sent when a refund is made, with its credit note attached.',
  'Refund refused': 'Sent when an organiser refuses a refund request, with the reason given.',
  Cancellation: 'Sent when an organiser cancels a registration.',
};

const unknownError = (t: ReturnType<typeof useText>, label: TemplateLabel, text: string) => {
  const unknown = unknownPlaceholders(label, text);
  return unknown.length > 0
    ? t(EMAIL_MESSAGES.unknownPlaceholders, unknownPlaceholderValues(unknown))
    : undefined;
};

/** One template's subject and body; the server stores the body sanitised. */
export function TemplateForm({ congressId, template }: { congressId: number; template: TEmailTemplate }) {
  const t = useText();
  const save = useSaveTemplate(congressId);
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [errors, setErrors] = useState<{ subject?: string; body?: string }>({});
  const sentWhen = SENT_WHEN[template.label];

  function onSave() {
    const subjectError = subject.trim()
      ? unknownError(t, template.label, subject)
      : t(EMAIL_MESSAGES.subjectRequired);
    const bodyError = hasText(body) ? unknownError(t, template.label, body) : t(EMAIL_MESSAGES.bodyRequired);
    const found = {
      ...(subjectError ? { subject: subjectError } : {}),
      ...(bodyError ? { body: bodyError } : {}),
    };
    setErrors(found);
    if (found.subject || found.body) return;
    save.mutate(
      { label: template.label, congressId, subject, body },
      {
        onSuccess: () => notifySuccess(EMAIL_MESSAGES.templateSaved),
        // The server says the same as the check above; its field errors go under their fields.
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setErrors(error.fields);
        },
      },
    );
  }

  return (
    <Stack gap="md">
      {sentWhen && (
        <Text size="sm" c="gray.8">
          {sentWhen}
        </Text>
      )}
      <TextInput
        label="Subject"
        required
        value={subject}
        onChange={(event) => setSubject(event.currentTarget.value)}
        error={errors.subject}
        maxLength={200}
      />
      <LazyEmailBodyEditor
        label="Message"
        initialContent={template.body}
        onChange={setBody}
        placeholders={placeholdersOf(template.label)}
        error={errors.body}
      />
      <Group justify="space-between">
        <Text size="sm" c="gray.8">
          {template.updatedAt ? `Last saved ${formatDateTime(template.updatedAt)}` : 'Not saved yet'}
        </Text>
        <Button onClick={onSave} loading={save.isPending}>
          SAVE
        </Button>
      </Group>
    </Stack>
  );
}
