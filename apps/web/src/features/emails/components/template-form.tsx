import { formatDateTime } from '@congress/domain/dates';
import {
  EMAIL_MESSAGES,
  placeholdersOf,
  type TEmailTemplate,
  type TemplateLabel,
  unknownPlaceholders,
  unknownPlaceholderValues,
} from '@congress/domain/contracts/emails';
import type { Language } from '@congress/domain/i18n/languages';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../lib/api-error.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSaveTemplate } from '../api/save-template.ts';
import { LazyEmailBodyEditor } from './lazy-email-body-editor.tsx';
import { useText } from '../../../lib/i18n/use-text.ts';
import { m, SENT_WHEN } from '../template-messages.ts';

const hasText = (html: string) => html.replace(/<[^>]*>/g, '').trim().length > 0;

const unknownError = (t: ReturnType<typeof useText>, label: TemplateLabel, text: string) => {
  const unknown = unknownPlaceholders(label, text);
  return unknown.length > 0
    ? t(EMAIL_MESSAGES.unknownPlaceholders, unknownPlaceholderValues(unknown))
    : undefined;
};

/**
 * One template's subject and body in one language; the server stores the body sanitised. The form's
 * words are the reader's; the text is the template's language.
 */
export function TemplateForm({
  congressId,
  language,
  template,
}: {
  congressId: number;
  language: Language;
  template: TEmailTemplate;
}) {
  const t = useText();
  const intl = useIntl();
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
      { label: template.label, congressId, language, subject, body },
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
        <Text size="sm" c="gray.8" lang={intl.locale}>
          {intl.formatMessage(sentWhen)}
        </Text>
      )}
      <TextInput
        label={intl.formatMessage(m.subject)}
        required
        value={subject}
        onChange={(event) => setSubject(event.currentTarget.value)}
        error={errors.subject}
        maxLength={200}
      />
      <LazyEmailBodyEditor
        label={intl.formatMessage(m.message)}
        initialContent={template.body}
        onChange={setBody}
        placeholders={placeholdersOf(template.label)}
        error={errors.body}
      />
      <Group justify="space-between">
        <Text size="sm" c="gray.8">
          {template.updatedAt
            ? intl.formatMessage(m.lastSaved, { date: formatDateTime(template.updatedAt) })
            : intl.formatMessage(m.notSaved)}
        </Text>
        <Button onClick={onSave} loading={save.isPending}>
          {intl.formatMessage(m.save)}
        </Button>
      </Group>
    </Stack>
  );
}
