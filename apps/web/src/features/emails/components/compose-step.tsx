import { BULK_TEMPLATE_LABELS, EMAIL_PLACEHOLDERS } from '@congress/domain/contracts/emails';
import { Button, Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useText } from '../../../lib/i18n/use-text.ts';
import { m, TEMPLATE_TEXT } from '../campaign-messages.ts';
import { LazyEmailBodyEditor } from './lazy-email-body-editor.tsx';
import { RecipientList } from './recipient-list.tsx';
import type { BulkMessageState } from './use-bulk-message.ts';
import { useFocusOnMount } from './use-focus-on-mount.ts';

type ComposeStepProps = {
  kind: 'filter' | 'participations';
  count: number;
  message: BulkMessageState;
  onCancel: () => void;
  /** SEND: the message is valid, show its preview (nothing is sent yet). */
  onSend: () => void;
  /** Back from the preview: the focus returns to SEND. */
  isReturning: boolean;
};

/** Spec 2.2 "Send Emails modal": subject, RIB and Invoice, a rich-text body, the recipients, CANCEL and SEND. */
export function ComposeStep({ kind, count, message, onCancel, onSend, isReturning }: ComposeStepProps) {
  const intl = useIntl();
  const t = useText();
  const total = message.recipientList.data?.total ?? count;
  const sendRef = useFocusOnMount<HTMLButtonElement>(isReturning);
  return (
    <Stack gap="md">
      <RecipientList
        kind={kind}
        count={count}
        query={message.recipientList}
        includeIncomplete={message.includeIncomplete}
        onIncludeIncompleteChange={message.setIncludeIncomplete}
      />
      <Select
        label={intl.formatMessage(m.template)}
        placeholder={intl.formatMessage(m.chooseTemplate)}
        data={BULK_TEMPLATE_LABELS.map((value) => ({
          value,
          label: intl.formatMessage(TEMPLATE_TEXT[value]),
        }))}
        value={message.template}
        onChange={(value) => void message.chooseTemplate(value)}
        clearable
        disabled={message.isLoadingTemplate}
      />
      <TextInput
        label={intl.formatMessage(m.subject)}
        required
        value={message.subject}
        onChange={(event) => message.setSubject(event.currentTarget.value)}
        error={message.errors.subject && t(message.errors.subject)}
        maxLength={200}
      />
      <Group gap="lg">
        <Checkbox
          label={intl.formatMessage(m.rib)}
          checked={message.attachments.rib}
          // Read now: a deferred state update may run after React has released the event.
          onChange={(event) => message.setAttachment('rib', event.currentTarget.checked)}
        />
        <Checkbox
          label={intl.formatMessage(m.invoice)}
          checked={message.attachments.invoice}
          onChange={(event) => message.setAttachment('invoice', event.currentTarget.checked)}
        />
      </Group>
      <LazyEmailBodyEditor
        key={message.editorKey}
        label={intl.formatMessage(m.message)}
        initialContent={message.body}
        onChange={message.setBody}
        placeholders={EMAIL_PLACEHOLDERS}
        error={message.errors.body && t(message.errors.body)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {intl.formatMessage(m.cancelUpper)}
        </Button>
        <Button ref={sendRef} onClick={onSend} disabled={total === 0}>
          {intl.formatMessage(m.sendUpper)}
        </Button>
      </Group>
    </Stack>
  );
}
