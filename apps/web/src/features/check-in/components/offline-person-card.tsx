import { CHECK_IN_MESSAGES } from '@congress/domain/contracts/check-in';
import type { TCheckInPackEntry } from '@congress/domain/contracts/check-in-offline';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { registrationStatusLabel } from '../../../components/money/labels.ts';
import { useText } from '../../../lib/i18n/use-text.ts';
import { useZonedTime } from '../../../lib/i18n/use-zoned-time.ts';
import { m } from '../messages.ts';

type OfflinePersonCardProps = {
  item: TCheckInPackEntry;
  timeZone: string;
  /** When the person was checked in, as the device knows it; null when not yet. */
  checkedInAt: string | null;
  /** Set when this device just checked the person in. */
  isJustCheckedIn: boolean;
  /** The check-in is still on the device, not yet sent. */
  isQueued: boolean;
  onCheckIn: () => void;
};

/** The person from the device's pack (no network): who, type, hotel; check in on the device. */
export function OfflinePersonCard({
  item,
  timeZone,
  checkedInAt,
  isJustCheckedIn,
  isQueued,
  onCheckIn,
}: OfflinePersonCardProps) {
  const intl = useIntl();
  const zoned = useZonedTime();
  const t = useText();
  const name = `${item.firstName} ${item.lastName}`;
  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-labelledby={`offline-person-${item.registrationId}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h3" id={`offline-person-${item.registrationId}`}>
            {name}
          </Title>
          <Text fw={700} tt="uppercase" size="sm">
            {registrationStatusLabel(intl, item.registrationStatus)}
          </Text>
        </Group>
        <Text>{item.typeLabel}</Text>
        <Text>
          {intl.formatMessage(m.hotel, {
            hotel: item.hotel,
            b: (chunks) => <strong key="hotel">{chunks}</strong>,
          })}
        </Text>
        {checkedInAt && isJustCheckedIn && (
          <Alert color="teal.9" variant="filled" role="status" title={t(CHECK_IN_MESSAGES.checkedIn)}>
            {intl.formatMessage(isQueued ? m.isCheckedInHere : m.isCheckedIn, { name })}
          </Alert>
        )}
        {checkedInAt && !isJustCheckedIn && (
          <Alert color="red.9" variant="filled" role="status">
            {item.checkIn?.by
              ? t(CHECK_IN_MESSAGES.alreadyCheckedInBy, {
                  time: zoned.time(checkedInAt, timeZone),
                  by: item.checkIn.by,
                })
              : t(CHECK_IN_MESSAGES.alreadyCheckedIn, { time: zoned.time(checkedInAt, timeZone) })}
          </Alert>
        )}
        {item.registrationStatus === 'cancelled' && (
          <Alert color="red.9" variant="filled" role="alert">
            {t(CHECK_IN_MESSAGES.cancelled)}
          </Alert>
        )}
        {!checkedInAt && item.registrationStatus !== 'cancelled' && (
          <Button size="lg" fullWidth onClick={onCheckIn}>
            {intl.formatMessage(m.checkInButton)}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
