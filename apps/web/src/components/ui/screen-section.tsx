import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type ScreenSectionProps = {
  title: ReactNode;
  /** A short line above the title, e.g. the registration step. */
  eyebrow?: string;
  description?: ReactNode;
  children?: ReactNode;
};

/** The top of a screen: its one h1, an optional step line and a short description. */
export function ScreenSection({ title, eyebrow, description, children }: ScreenSectionProps) {
  return (
    <Stack gap="md">
      <div>
        {eyebrow && (
          <Text size="sm" fw={700} tt="uppercase" c="indigo.9" mb={4}>
            {eyebrow}
          </Text>
        )}
        {/* A long e-mail in "Welcome {e-mail}" breaks inside the word rather than overflow a phone. */}
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
      </div>
      {description && <Text c="gray.8">{description}</Text>}
      {children}
    </Stack>
  );
}
