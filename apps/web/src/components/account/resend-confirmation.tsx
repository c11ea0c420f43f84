import { MESSAGES } from '@congress/domain/messages';
import { Button, Group, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { FormMessage } from '../ui/form-message.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { useText } from '../../lib/i18n/use-text.ts';
import { useResendConfirmation } from '../../api/email-confirmation.ts';

/** "Send the link again" and what came of it: the link sent, or why not (too soon, signed out). */
export function ResendConfirmation() {
  const intl = useIntl();
  const t = useText();
  const resend = useResendConfirmation();
  const failure =
    resend.error && (isApiError(resend.error) ? resend.error.message : t(MESSAGES.genericError));
  return (
    <Stack gap="xs" align="flex-start">
      <Group>
        <Button variant="outline" loading={resend.isPending} onClick={() => resend.mutate()}>
          {intl.formatMessage({ id: 'verify.resend', defaultMessage: 'Send the link again' })}
        </Button>
      </Group>
      {resend.data && <FormMessage tone="success" message={resend.data.message} />}
      <FormMessage message={failure} />
    </Stack>
  );
}
