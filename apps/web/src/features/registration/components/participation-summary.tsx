import type { TParticipation } from '@congress/domain/contracts/participations';
import type { TRegistration } from '@congress/domain/contracts/registrations';
import { formatMoney } from '@congress/domain/money';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type IntlShape, useIntl } from 'react-intl';
import { defineMessages } from '../../../lib/i18n/messages.ts';
import { useCountryLabel } from '../../../components/person-form/country-names.ts';
import { useRegistrationStatusLabel, useRoomOptionLabel } from '../../../components/money/labels.ts';
import { useStaySummaryLines } from './stay-summary-lines.ts';

const m = defineMessages({
  title: { id: 'registration.summary.title', defaultMessage: 'Registration summary' },
  rate: { id: 'registration.summary.rate', defaultMessage: 'Rate' },
  hotel: { id: 'registration.summary.hotel', defaultMessage: 'Hotel' },
  type: { id: 'registration.summary.type', defaultMessage: 'Type' },
  option: { id: 'registration.summary.option', defaultMessage: 'Option' },
  price: { id: 'registration.summary.price', defaultMessage: 'Price' },
  main: { id: 'registration.summary.mainParticipant', defaultMessage: 'Main participant' },
  sharing: { id: 'registration.summary.sharingMember', defaultMessage: 'Sharing member' },
  accompanying: { id: 'registration.summary.accompanyingPerson', defaultMessage: 'Accompanying person' },
  name: { id: 'registration.summary.name', defaultMessage: 'Name' },
  email: { id: 'registration.summary.email', defaultMessage: 'E-mail' },
  phone: { id: 'registration.summary.phone', defaultMessage: 'Phone' },
  country: { id: 'registration.summary.country', defaultMessage: 'Country' },
});

const activeRegistrations = (participation: TParticipation) =>
  participation.registrations.filter((registration) => registration.statusRegistration !== 'cancelled');

function roleOf(intl: IntlShape, registration: TRegistration, participation: TParticipation): string {
  if (registration.position === 1) return intl.formatMessage(m.main);
  return intl.formatMessage(
    participation.rate.secondParticipantType === 'member' ? m.sharing : m.accompanying,
  );
}

function Row({ label, value, testId }: { label: string; value: string; testId?: string | undefined }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      {/* Wide enough for "Opção" or "Téléphone", and a longer word breaks rather than overflow. */}
      <Text size="sm" fw={600} w={110} style={{ flexShrink: 0, overflowWrap: 'anywhere' }}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/** The registration summary of step 3: hotel, type, option and price, and a card per participant. */
export function ParticipationSummary({ participation }: { participation: TParticipation }) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const roomOptionLabel = useRoomOptionLabel();
  const statusLabel = useRegistrationStatusLabel();
  const countryLabel = useCountryLabel();
  const { rate } = participation;
  const main = participation.registrations.find((registration) => registration.position === 1);
  const active = activeRegistrations(participation);
  const stayLines = useStaySummaryLines(participation, active.length);
  // With extra nights the stay lines give the rate's price, the nights and the total instead.
  const hasExtraNights = participation.stay !== null && participation.extraNights.length > 0;
  return (
    <Stack gap="md">
      <Card withBorder padding="md" component="section" aria-labelledby="summary-rate-title">
        <Title order={2} size="h4" id="summary-rate-title" mb="sm">
          {text(m.title)}
        </Title>
        <Stack gap={6}>
          <Row label={text(m.rate)} value={rate.label} />
          <Row label={text(m.hotel)} value={rate.hotel.name} />
          <Row label={text(m.type)} value={rate.firstParticipantType.label} />
          <Row label={text(m.option)} value={roomOptionLabel(main?.roomOption ?? rate.roomOption)} />
          {!hasExtraNights && (
            <Row
              label={text(m.price)}
              value={formatMoney(participation.priceCents, participation.currency)}
            />
          )}
          {stayLines.map((line) => (
            <Row key={line.label} {...line} />
          ))}
        </Stack>
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {active.map((registration) => (
          <Card
            key={registration.id}
            withBorder
            padding="md"
            component="section"
            aria-label={roleOf(intl, registration, participation)}
          >
            <Group justify="space-between" mb="xs" wrap="nowrap">
              <Text fw={700}>{roleOf(intl, registration, participation)}</Text>
              <Badge color={registration.statusRegistration === 'confirmed' ? 'teal.9' : 'gray.8'}>
                {statusLabel(registration.statusRegistration)}
              </Badge>
            </Group>
            <Stack gap={6}>
              <Row
                label={text(m.name)}
                value={`${registration.participant.firstName} ${registration.participant.lastName}`}
              />
              <Row label={text(m.email)} value={registration.participant.email ?? '-'} />
              <Row label={text(m.phone)} value={registration.participant.phone ?? '-'} />
              <Row
                label={text(m.country)}
                value={
                  registration.participant.country ? countryLabel(registration.participant.country) : '-'
                }
              />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
