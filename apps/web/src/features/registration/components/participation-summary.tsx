import type { TParticipation } from '@congress/domain/contracts/participations';
import type { TRegistration } from '@congress/domain/contracts/registrations';
import { capitalise } from '@congress/domain/enums';
import { formatMoney } from '@congress/domain/money';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';

const activeRegistrations = (participation: TParticipation) =>
  participation.registrations.filter((registration) => registration.statusRegistration !== 'cancelled');

function roleOf(registration: TRegistration, participation: TParticipation): string {
  if (registration.position === 1) return 'Main participant';
  return participation.rate.secondParticipantType === 'member' ? 'Sharing member' : 'Accompanying person';
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" fw={600} w={110} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

/** The registration summary of step 3: hotel, type, option and price, and a card per participant. */
export function ParticipationSummary({ participation }: { participation: TParticipation }) {
  const { rate } = participation;
  const main = participation.registrations.find((registration) => registration.position === 1);
  const active = activeRegistrations(participation);
  return (
    <Stack gap="md">
      <Card withBorder padding="md" component="section" aria-labelledby="summary-rate-title">
        <Title order={2} size="h4" id="summary-rate-title" mb="sm">
          Registration summary
        </Title>
        <Stack gap={6}>
          <Row label="Rate" value={rate.label} />
          <Row label="Hotel" value={rate.hotel.name} />
          <Row label="Type" value={rate.firstParticipantType.label} />
          <Row label="Option" value={capitalise(main?.roomOption ?? rate.roomOption)} />
          <Row label="Price" value={formatMoney(participation.priceCents, participation.currency)} />
        </Stack>
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {active.map((registration) => (
          <Card
            key={registration.id}
            withBorder
            padding="md"
            component="section"
            aria-label={roleOf(registration, participation)}
          >
            <Group justify="space-between" mb="xs" wrap="nowrap">
              <Text fw={700}>{roleOf(registration, participation)}</Text>
              <Badge color={registration.statusRegistration === 'confirmed' ? 'teal.9' : 'gray.8'}>
                {capitalise(registration.statusRegistration)}
              </Badge>
            </Group>
            <Stack gap={6}>
              <Row
                label="Name"
                value={`${registration.participant.firstName} ${registration.participant.lastName}`}
              />
              <Row label="E-mail" value={registration.participant.email ?? '-'} />
              <Row label="Phone" value={registration.participant.phone ?? '-'} />
              <Row label="Country" value={registration.participant.country ?? '-'} />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
