import { PASSWORD_RULES } from '@congress/domain/validation';
import { Group, List, Text, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';

type PasswordChecklistProps = { password: string; id?: string };

/** The strength rules of decisions 26, ticked live as the password is typed. */
export function PasswordChecklist({ password, id }: PasswordChecklistProps) {
  return (
    <List id={id} listStyleType="none" spacing={4} aria-label="Password rules" size="sm">
      {PASSWORD_RULES.map((rule) => {
        const isMet = rule.test(password);
        const Icon = isMet ? IconCircleCheck : IconCircleX;
        return (
          <List.Item key={rule.key}>
            <Group gap={6} wrap="nowrap">
              <Icon
                size={18}
                aria-hidden
                color={isMet ? 'var(--mantine-color-teal-9)' : 'var(--mantine-color-red-9)'}
              />
              <Text size="sm" c="gray.9" fw={isMet ? 600 : 400}>
                {rule.label}
                <VisuallyHidden>{isMet ? ' (met)' : ' (not met)'}</VisuallyHidden>
              </Text>
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}
