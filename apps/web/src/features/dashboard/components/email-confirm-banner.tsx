import { EMAIL_VERIFICATION_MESSAGES } from '@congress/domain/contracts/email-verification';
import { Alert, Stack, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { ResendConfirmation } from '../../../components/account/resend-confirmation.tsx';
import { useText } from '../../../lib/i18n/use-text.ts';

/**
 * An account that has not confirmed its address yet cannot book (decisions 50): it is told so first.
 * `email`: the account's address while it is not confirmed, else null (nothing shown).
 */
export function EmailConfirmBanner({ email }: { email: string | null | undefined }) {
  const t = useText();
  if (!email) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconMailExclamation aria-hidden />}>
      <Stack gap="sm">
        <Text size="sm" c="dark.7" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {t(EMAIL_VERIFICATION_MESSAGES.notVerified, { email })}
        </Text>
        <ResendConfirmation />
      </Stack>
    </Alert>
  );
}
