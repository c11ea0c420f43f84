import {
  BULK_TEMPLATE_LABELS,
  type BulkTemplateLabel,
  EMAIL_MESSAGES,
  type TBulkMessage,
  type TEmailRecipients,
  placeholdersIn,
} from '@congress/domain/contracts/emails';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { templateQueryOptions } from '../api/get-template.ts';
import { useRecipients } from '../api/get-recipients.ts';

const hasText = (html: string) => html.replace(/<[^>]*>/g, '').trim().length > 0;

/**
 * The message an organiser writes in Send Emails: template, subject, body, attachments, and the
 * recipients as the server sees them for it (who is skipped and why, decisions 36). Kept while the
 * organiser goes to the preview and back.
 */
export function useBulkMessage(congressId: number, recipients: TEmailRecipients) {
  const queryClient = useQueryClient();
  const [template, setTemplate] = useState<BulkTemplateLabel | null>(null);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [editorKey, setEditorKey] = useState(0);
  const [attachments, setAttachments] = useState({ rib: false, invoice: false });
  const [includeIncomplete, setIncludeIncomplete] = useState(false);
  const [errors, setErrors] = useState<{ subject?: string; body?: string }>({});
  const [isLoadingTemplate, setIsLoadingTemplate] = useState(false);
  // Who would read an empty placeholder is asked again once the typing pauses.
  const [typedSubject] = useDebouncedValue(subject, 500);
  const [typedBody] = useDebouncedValue(body, 500);
  const hasPlaceholders = placeholdersIn(`${typedSubject} ${typedBody}`).length > 0;
  const recipientList = useRecipients(congressId, recipients, {
    message: hasPlaceholders ? { subject: typedSubject, body: typedBody } : null,
    template,
    includeIncomplete,
  });

  async function chooseTemplate(value: string | null) {
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

  /** The message to preview and send, or null with the errors under their fields. */
  function validate(): TBulkMessage | null {
    const found = {
      ...(subject.trim() ? {} : { subject: EMAIL_MESSAGES.subjectRequired }),
      ...(hasText(body) ? {} : { body: EMAIL_MESSAGES.bodyRequired }),
    };
    setErrors(found);
    if (found.subject || found.body) return null;
    return { congressId, subject, body, template, attachments, recipients, includeIncomplete };
  }

  return {
    template,
    subject,
    body,
    editorKey,
    attachments,
    includeIncomplete,
    errors,
    isLoadingTemplate,
    recipientList,
    chooseTemplate,
    setSubject,
    setBody,
    setIncludeIncomplete,
    setAttachment: (name: 'rib' | 'invoice', checked: boolean) =>
      setAttachments((current) => ({ ...current, [name]: checked })),
    validate,
  };
}
export type BulkMessageState = ReturnType<typeof useBulkMessage>;
