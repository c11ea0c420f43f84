import type { TCheckInPack, TCheckInSyncResult } from '@congress/domain/contracts/check-in-offline';
import { Alert, Button, Group, List, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useText } from '../../../lib/i18n/use-text.ts';
import { useZonedTime } from '../../../lib/i18n/use-zoned-time.ts';
import { m } from '../messages.ts';

type OfflineStatusProps = {
  isOnline: boolean;
  pack: TCheckInPack | null;
  waiting: number;
  refused: TCheckInSyncResult['results'];
  isSyncing: boolean;
  onSync: () => void;
};

/** What the device holds: offline or not, the pack's age, the check-ins still to send. */
export function OfflineStatus({ isOnline, pack, waiting, refused, isSyncing, onSync }: OfflineStatusProps) {
  const intl = useIntl();
  const zoned = useZonedTime();
  const t = useText();
  return (
    <>
      {!isOnline && (
        <Alert color="gray.9" variant="outline" role="status" title={intl.formatMessage(m.offline)}>
          {pack
            ? intl.formatMessage(m.packOnDevice, {
                count: pack.items.length,
                time: zoned.dateTime(pack.generatedAt, pack.timeZone),
              })
            : intl.formatMessage(m.noPack)}
        </Alert>
      )}
      {waiting > 0 && (
        <Group justify="space-between">
          <Text fw={600} aria-live="polite">
            {intl.formatMessage(m.waiting, { count: waiting })}
          </Text>
          <Button
            variant="outline"
            style={{ flexShrink: 0 }}
            onClick={onSync}
            loading={isSyncing}
            disabled={!isOnline}
          >
            {intl.formatMessage(m.syncNow)}
          </Button>
        </Group>
      )}
      {refused.length > 0 && (
        <Alert color="red.9" variant="outline" title={intl.formatMessage(m.notRecorded)}>
          <List size="sm">
            {refused.map((entry) => (
              <List.Item key={entry.id}>{entry.message ? t(entry.message) : entry.id}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
}
