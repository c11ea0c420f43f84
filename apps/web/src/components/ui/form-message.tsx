import { Group, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';

type FormMessageProps = { message: string | null | undefined; tone?: 'error' | 'success'; id?: string };

/** A message under a form: errors are announced (role=alert), successes politely (role=status). */
export function FormMessage({ message, tone = 'error', id }: FormMessageProps) {
  if (!message) return null;
  const isError = tone === 'error';
  const Icon = isError ? IconAlertCircle : IconCircleCheck;
  return (
    <Group
      id={id}
      role={isError ? 'alert' : 'status'}
      gap="xs"
      wrap="nowrap"
      align="flex-start"
      c={isError ? 'red.9' : 'teal.9'}
    >
      <Icon size={20} aria-hidden style={{ flexShrink: 0 }} />
      <Text inherit size="sm" fw={500}>
        {message}
      </Text>
    </Group>
  );
}
