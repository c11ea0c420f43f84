import { MEMBER_MESSAGES, type TMemberListItem } from '@congress/domain/contracts/members';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useText } from '../../../lib/i18n/use-text.ts';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { useCongressSlug } from '../../../lib/congress-slug.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useResendInvitation } from '../api/resend-invitation.ts';
import { m } from '../messages.ts';

type ResendInvitationDialogProps = {
  /** null while closed. */
  member: TMemberListItem | null;
  onClose: () => void;
};

/** Confirm before a fresh invitation link is e-mailed; the member's older links stop working. */
export function ResendInvitationDialog({ member, onClose }: ResendInvitationDialogProps) {
  const intl = useIntl();
  const t = useText();
  const congressSlug = useCongressSlug();
  const resend = useResendInvitation();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    resend.reset();
    onClose();
  };
  const onConfirm = () => {
    if (!member) return;
    setError(null);
    resend.mutate(
      { id: member.id, congressSlug },
      {
        onSuccess: (sent) => {
          notifySuccess(t(MEMBER_MESSAGES.invitationSent, { email: sent.email }));
          close();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <Modal opened={member !== null} onClose={close} title={intl.formatMessage(m.resendTitle)} centered>
      {member && (
        <Stack gap="md">
          <Text>
            {intl.formatMessage(m.resendQuestion, {
              name: `${member.firstname} ${member.name}`,
              hasEmail: member.email ? 'yes' : 'no',
              email: member.email ?? '',
              b: (chunks) => <strong>{chunks}</strong>,
            })}
          </Text>
          {member.hasPassword && (
            <Text size="sm" c="gray.8">
              {intl.formatMessage(m.resendHasPassword)}
            </Text>
          )}
          <FormMessage message={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {intl.formatMessage(m.cancel)}
            </Button>
            <Button loading={resend.isPending} onClick={onConfirm}>
              {intl.formatMessage(m.sendInvitation)}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
