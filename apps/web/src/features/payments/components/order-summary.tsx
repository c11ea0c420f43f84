import type { TParticipation } from '@congress/domain/contracts/participations';
import { formatMoney } from '@congress/domain/money';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../lib/i18n/messages.ts';
import { useRoomOptionLabel } from '../../../components/money/labels.ts';
import { ChangeOrderSummary } from './change-order-summary.tsx';

const m = defineMessages({
  title: { id: 'payment.orderSummary.title', defaultMessage: 'Order summary' },
  hotel: { id: 'payment.orderSummary.hotel', defaultMessage: 'Hotel' },
  roomOption: { id: 'payment.orderSummary.roomOption', defaultMessage: 'Room option' },
  pax: { id: 'payment.orderSummary.pax', defaultMessage: 'Pax' },
  price: { id: 'payment.orderSummary.price', defaultMessage: 'Price' },
});

/** The card page's order summary (spec 2.2): hotel, room option, pax and price; a change says both choices. */
export function OrderSummary({ participation }: { participation: TParticipation }) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const roomOptionLabel = useRoomOptionLabel();
  if (participation.pendingChange)
    return <ChangeOrderSummary participation={participation} change={participation.pendingChange} />;
  const active = participation.registrations.filter(
    (registration) => registration.statusRegistration !== 'cancelled',
  );
  const rows = [
    [text(m.hotel), participation.rate.hotel.name],
    [text(m.roomOption), roomOptionLabel(active[0]?.roomOption ?? participation.rate.roomOption)],
    [text(m.pax), intl.formatNumber(active.length)],
    [text(m.price), formatMoney(participation.priceCents, participation.currency)],
  ] as const;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="order-summary-title">
      <Title order={2} size="h4" id="order-summary-title" mb="sm">
        {text(m.title)}
      </Title>
      <Stack gap={6}>
        {rows.map(([label, value]) => (
          <Group key={label} justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm" fw={600}>
              {label}
            </Text>
            <Text size="sm" ta="right" style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
