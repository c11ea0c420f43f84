import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-error.ts';
import { useIntl } from 'react-intl';
import { m } from '../messages.ts';

/** A load failure: the server's message and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle aria-hidden />}
      title={intl.formatMessage(m.couldNotLoad)}
      role="alert"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{errorMessage(error)}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {intl.formatMessage(m.tryAgain)}
        </Button>
      </Group>
    </Alert>
  );
}

export function EmptyState({ children }: { children: string }) {
  return (
    <Text c="gray.8" py="md" role="status">
      {children}
    </Text>
  );
}
