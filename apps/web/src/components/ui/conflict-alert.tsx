import { VERSION_MESSAGES } from '@congress/domain/contracts/versions';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useText } from '../../lib/i18n/use-text.ts';

type ConflictAlertProps = { onReload: () => void; isReloading?: boolean };

/**
 * Decisions 39's answer to a stale save: nothing was saved, and Reload brings the record as it is now
 * (the edits typed here are dropped, since they were made on an older read).
 */
export function ConflictAlert({ onReload, isReloading = false }: ConflictAlertProps) {
  const intl = useIntl();
  const t = useText();
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={intl.formatMessage({ id: 'ui.conflict.title', defaultMessage: 'Not saved' })}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="red.9" fw={500}>
          {t(VERSION_MESSAGES.conflict)}
        </Text>
        <Button
          size="xs"
          color="red"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onReload}
          loading={isReloading}
        >
          <FormattedMessage id="ui.conflict.reload" defaultMessage="Reload" />
        </Button>
      </Group>
    </Alert>
  );
}
