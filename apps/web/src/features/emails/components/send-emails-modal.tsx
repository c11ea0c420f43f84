import type { TBulkMessage, TEmailRecipients, TEmailSendResponse } from '@congress/domain/contracts/emails';
import type { TParticipationFilter } from '@congress/domain/contracts/participation-list';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { m } from '../campaign-messages.ts';
import { CampaignProgress } from './campaign-progress.tsx';
import { ComposeStep } from './compose-step.tsx';
import { PreviewStep } from './preview-step.tsx';
import { useBulkMessage } from './use-bulk-message.ts';

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

type Step =
  | { kind: 'compose' }
  | { kind: 'preview'; message: TBulkMessage }
  | { kind: 'sent'; result: TEmailSendResponse };

/**
 * Spec 2.2 "Send Emails modal", made safe for hundreds of people (decisions 36): compose, then a
 * preview for a real recipient with a test to oneself and "Send to N people?", then the campaign's
 * progress and summary.
 */
export function SendEmailsModal(props: SendEmailsModalProps) {
  const intl = useIntl();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={intl.formatMessage(m.modalTitle)} size="xl">
      <SendEmailsFlow {...props} />
    </Modal>
  );
}

function SendEmailsFlow({ congressSlug, congressId, onClose, recipients }: SendEmailsModalProps) {
  const selector: TEmailRecipients =
    recipients.kind === 'filter'
      ? { kind: 'filter', filter: recipients.filter }
      : { kind: 'participations', ids: recipients.ids };
  const intl = useIntl();
  const message = useBulkMessage(congressId, selector);
  const [step, setStep] = useState<Step>({ kind: 'compose' });
  const [hasPreviewed, setHasPreviewed] = useState(false);

  switch (step.kind) {
    case 'compose':
      return (
        <ComposeStep
          kind={recipients.kind}
          count={recipients.count}
          message={message}
          onCancel={onClose}
          isReturning={hasPreviewed}
          onSend={() => {
            const valid = message.validate();
            if (!valid) return;
            setHasPreviewed(true);
            setStep({ kind: 'preview', message: valid });
          }}
        />
      );
    case 'preview':
      return (
        <PreviewStep
          message={step.message}
          recipients={message.recipientList.data?.items ?? []}
          onBack={() => setStep({ kind: 'compose' })}
          onSent={(result) => setStep({ kind: 'sent', result })}
        />
      );
    case 'sent':
      return (
        <Stack gap="md">
          <CampaignProgress congressSlug={congressSlug} congressId={congressId} result={step.result} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {intl.formatMessage(m.close)}
            </Button>
          </Group>
        </Stack>
      );
  }
}
