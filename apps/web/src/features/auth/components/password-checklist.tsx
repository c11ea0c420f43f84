import { PASSWORD_RULES, PASSWORD_SPECIALS } from '@congress/domain/validation';
import { Group, List, Text, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../lib/i18n/messages.ts';

/** The rules' labels (the domain's English, by rule). */
const RULE_LABELS = defineMessages({
  length: { id: 'auth.password.ruleLength', defaultMessage: 'At least 8 characters' },
  upper: { id: 'auth.password.ruleUpper', defaultMessage: 'One capital letter' },
  lower: { id: 'auth.password.ruleLower', defaultMessage: 'One lowercase letter' },
  digit: { id: 'auth.password.ruleDigit', defaultMessage: 'One number' },
  special: { id: 'auth.password.ruleSpecial', defaultMessage: 'One special character ({specials})' },
});

type PasswordChecklistProps = { password: string; id?: string };

/** The strength rules of decisions 26, ticked live as the password is typed. */
export function PasswordChecklist({ password, id }: PasswordChecklistProps) {
  const intl = useIntl();
  return (
    <List
      id={id}
      listStyleType="none"
      spacing={4}
      aria-label={intl.formatMessage({ id: 'auth.password.rules', defaultMessage: 'Password rules' })}
      size="sm"
    >
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
                {intl.formatMessage(RULE_LABELS[rule.key], { specials: PASSWORD_SPECIALS })}
                <VisuallyHidden>
                  {isMet
                    ? intl.formatMessage({ id: 'auth.password.met', defaultMessage: ' (met)' })
                    : intl.formatMessage({ id: 'auth.password.notMet', defaultMessage: ' (not met)' })}
                </VisuallyHidden>
              </Text>
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}
