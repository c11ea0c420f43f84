import { EMAIL_VERIFICATION_MESSAGES } from '@congress/domain/contracts/email-verification';
import { Alert, Stack, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useText } from '../../../lib/i18n/use-text.ts';
import { useCurrentUser } from '../../auth/api/get-current-user.ts';
import { ResendConfirmation } from '../../auth/components/resend-confirmation.tsx';

/** An account that has not confirmed its address yet cannot book (decisions 50): it is told so first. */
export function EmailConfirmBanner() {
  const t = useText();
  const user = useCurrentUser().data;
  if (user?.emailVerified !== false) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconMailExclamation aria-hidden />}>
      <Stack gap="sm">
        <Text size="sm" c="dark.7" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {t(EMAIL_VERIFICATION_MESSAGES.notVerified, { email: user.email })}
        </Text>
        <ResendConfirmation />
      </Stack>
    </Alert>
  );
}
