import type { TParticipation } from '@congress/domain/contracts/participations';
import { capitalise } from '@congress/domain/enums';
import { formatMoney } from '@congress/domain/money';
import { Card, Group, Stack, Text, Title } from '@mantine/core';

/** The card page's order summary (spec 2.2): hotel, room option, pax and price. */
export function OrderSummary({ participation }: { participation: TParticipation }) {
  const active = participation.registrations.filter(
    (registration) => registration.statusRegistration !== 'cancelled',
  );
  const rows = [
    ['Hotel', participation.rate.hotel.name],
    ['Room option', capitalise(active[0]?.roomOption ?? participation.rate.roomOption)],
    ['Pax', String(active.length)],
    ['Price', formatMoney(participation.priceCents, participation.currency)],
  ] as const;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="order-summary-title">
      <Title order={2} size="h4" id="order-summary-title" mb="sm">
        Order summary
      </Title>
      <Stack gap={6}>
        {rows.map(([label, value]) => (
          <Group key={label} justify="space-between">
            <Text size="sm" fw={600}>
              {label}
            </Text>
            <Text size="sm">{value}</Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
