import { formatDateTime } from '@congress/domain/dates';
import {
  EMAIL_MESSAGES,
  EMAIL_PLACEHOLDERS,
  INVOICE_PLACEHOLDERS,
  INVOICE_TEMPLATE_LABEL,
  type TEmailTemplate,
} from '@congress/domain/contracts/emails';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSaveTemplate } from '../api/save-template.ts';
import { LazyEmailBodyEditor } from './lazy-email-body-editor.tsx';

const INVOICE_KEYS = INVOICE_PLACEHOLDERS.map((key) => ({ key }));
const hasText = (html: string) => html.replace(/<[^>]*>/g, '').trim().length > 0;

/** One template's subject and body; the server stores the body sanitised. */
export function TemplateForm({ congressId, template }: { congressId: number; template: TEmailTemplate }) {
  const save = useSaveTemplate(congressId);
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [errors, setErrors] = useState<{ subject?: string; body?: string }>({});
  const isInvoice = template.label === INVOICE_TEMPLATE_LABEL;

  function onSave() {
    const found = {
      ...(subject.trim() ? {} : { subject: EMAIL_MESSAGES.subjectRequired }),
      ...(hasText(body) ? {} : { body: EMAIL_MESSAGES.bodyRequired }),
    };
    setErrors(found);
    if (found.subject || found.body) return;
    save.mutate(
      { label: template.label, congressId, subject, body },
      { onSuccess: () => notifySuccess(EMAIL_MESSAGES.templateSaved) },
    );
  }

  return (
    <Stack gap="md">
      {isInvoice && (
        <Text size="sm" c="gray.8">
          Sent with every invoice issued after a payment, with the invoice attached.
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
        placeholders={isInvoice ? INVOICE_KEYS : EMAIL_PLACEHOLDERS}
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
