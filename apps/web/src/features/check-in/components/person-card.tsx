import { CHECK_IN_MESSAGES, type TCheckInPerson } from '@congress/domain/contracts/check-in';
import { formatMoney } from '@congress/domain/money';
import { Alert, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useText } from '../../../lib/i18n/use-text.ts';
import { m } from '../messages.ts';
import { registrationStatusLabel } from '../../../components/money/labels.ts';
import { useZonedTime } from '../../../lib/i18n/use-zoned-time.ts';

type PersonCardProps = {
  person: TCheckInPerson;
  timeZone: string;
  /** Set when this screen just checked the person in. */
  isJustCheckedIn: boolean;
  isPending: boolean;
  onCheckIn: () => void;
};

/** The person at the door: who, type, hotel, today's activities, anything unpaid; then check in. */
export function PersonCard({ person, timeZone, isJustCheckedIn, isPending, onCheckIn }: PersonCardProps) {
  const intl = useIntl();
  const zoned = useZonedTime();
  const t = useText();
  const name = `${person.firstName} ${person.lastName}`;
  const checkIn = person.checkIn;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={`person-${person.registrationId}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h3" id={`person-${person.registrationId}`}>
            {person.firstName} {person.lastName}
          </Title>
          <Text fw={700} tt="uppercase" size="sm">
            {registrationStatusLabel(intl, person.registrationStatus)}
          </Text>
        </Group>
        <Text>{person.typeLabel}</Text>
        <Text>
          {intl.formatMessage(m.hotel, {
            hotel: person.hotel,
            b: (chunks) => <strong key="hotel">{chunks}</strong>,
          })}
        </Text>
        {person.dueCents > 0 && (
          <Alert color="red.9" variant="filled" title={intl.formatMessage(m.unpaid)}>
            {intl.formatMessage(m.stillDue, { amount: formatMoney(person.dueCents, person.currency) })}
          </Alert>
        )}
        <Text fw={600}>{intl.formatMessage(m.activitiesToday)}</Text>
        {person.activitiesToday.length === 0 ? (
          <Text c="dimmed">{intl.formatMessage(m.none)}</Text>
        ) : (
          <List>
            {person.activitiesToday.map((activity) => (
              <List.Item key={`${activity.label}-${activity.startTime}`}>
                {activity.startTime ? `${activity.startTime} ` : ''}
                {activity.label}
              </List.Item>
            ))}
          </List>
        )}
        {checkIn && isJustCheckedIn && (
          <Alert color="teal.9" variant="filled" role="status" title={t(CHECK_IN_MESSAGES.checkedIn)}>
            {intl.formatMessage(m.isCheckedIn, { name })}
          </Alert>
        )}
        {checkIn && !isJustCheckedIn && (
          <Alert color="red.9" variant="filled" role="status">
            {checkIn.by
              ? t(CHECK_IN_MESSAGES.alreadyCheckedInBy, {
                  time: zoned.time(checkIn.at, timeZone),
                  by: checkIn.by,
                })
              : t(CHECK_IN_MESSAGES.alreadyCheckedIn, { time: zoned.time(checkIn.at, timeZone) })}
          </Alert>
        )}
        {!checkIn && person.registrationStatus !== 'cancelled' && (
          <Button size="lg" fullWidth loading={isPending} onClick={onCheckIn}>
            {intl.formatMessage(m.checkInButton)}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
