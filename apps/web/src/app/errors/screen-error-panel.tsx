import { SCREEN_ERROR_MESSAGES as TEXT } from '@congress/domain/messages';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useText } from '../../lib/i18n/use-text.ts';
import { isChunkLoadError } from './chunk-load-error.ts';

type ScreenErrorPanelProps = {
  error: unknown;
  /** Where Home leads: the congress's home, or the back office's dashboard. */
  homeHref: string;
  onRetry: () => void;
};

/**
 * What a screen shows in place of its content when it fails: the header, the menus and the rest of
 * the page stay, and the person can retry, go home, or reload after a new deployment.
 */
export function ScreenErrorPanel({ error, homeHref, onRetry }: ScreenErrorPanelProps) {
  const t = useText();
  const intl = useIntl();
  const isNewVersion = isChunkLoadError(error);
  return (
    <Alert
      role="alert"
      color={isNewVersion ? 'blue' : 'red'}
      variant="light"
      icon={isNewVersion ? <IconRefresh aria-hidden /> : <IconAlertTriangle aria-hidden />}
      title={t(isNewVersion ? TEXT.newVersionTitle : TEXT.title)}
    >
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{t(isNewVersion ? TEXT.newVersionBody : TEXT.body)}</Text>
        {!isNewVersion && error instanceof Error && error.message && (
          <Text fz="xs" c="gray.8" style={{ overflowWrap: 'anywhere' }}>
            {intl.formatMessage(
              { id: 'errors.screen.details', defaultMessage: 'Details: {message}' },
              { message: error.message },
            )}
          </Text>
        )}
        <Group gap="sm">
          {isNewVersion ? (
            <Button onClick={() => window.location.reload()}>{t(TEXT.reload)}</Button>
          ) : (
            <Button onClick={onRetry}>{t(TEXT.retry)}</Button>
          )}
          <Button component={Link} to={homeHref} variant="default" onClick={onRetry}>
            {t(TEXT.home)}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
