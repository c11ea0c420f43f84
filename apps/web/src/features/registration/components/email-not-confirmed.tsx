import { Stack } from '@mantine/core';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { ResendConfirmation } from '../../../components/account/resend-confirmation.tsx';

/** NEXT refused for an address not confirmed yet (decisions 50): the server's words, and a new link. */
export function EmailNotConfirmed({ message }: { message: string }) {
  return (
    <Stack gap="xs">
      <FormMessage message={message} />
      <ResendConfirmation />
    </Stack>
  );
}
