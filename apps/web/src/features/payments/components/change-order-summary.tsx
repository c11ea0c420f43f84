import { cardChargeCents } from '@congress/domain/choice-change';
import type { TParticipation, TPendingChange } from '@congress/domain/contracts/participations';
import { formatMoney } from '@congress/domain/money';
import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../lib/i18n/messages.ts';
import { useRoomOptionLabel } from '../../../components/money/labels.ts';

const m = defineMessages({
  title: { id: 'payment.orderSummary.title', defaultMessage: 'Order summary' },
  inForce: { id: 'payment.orderSummary.change.inForce', defaultMessage: 'Your booking now' },
  next: { id: 'payment.orderSummary.change.next', defaultMessage: 'Your new booking' },
  hotel: { id: 'payment.orderSummary.hotel', defaultMessage: 'Hotel' },
  rate: { id: 'payment.orderSummary.change.rate', defaultMessage: 'Rate' },
  roomOption: { id: 'payment.orderSummary.roomOption', defaultMessage: 'Room option' },
  pax: { id: 'payment.orderSummary.pax', defaultMessage: 'Pax' },
  price: { id: 'payment.orderSummary.price', defaultMessage: 'Price' },
  paid: { id: 'payment.orderSummary.change.paid', defaultMessage: 'Already paid' },
  awaiting: {
    id: 'payment.orderSummary.change.awaiting',
    defaultMessage: 'Bank transfer awaited (replaced by this payment)',
  },
  chargedNow: { id: 'payment.orderSummary.change.chargedNow', defaultMessage: 'To pay now' },
});

type Row = readonly [string, string];

function Rows({ rows, testId }: { rows: readonly Row[]; testId: string }) {
  return (
    <Stack gap={6} data-testid={testId}>
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
  );
}

/**
 * The card page's order summary during a change (decisions 32): the booking in
 * force, the new booking, what was already paid and what is charged now, all from the statements
 * (the new choice's is the server's `choiceStatementOf`), so "To pay now" is the Pay button's amount.
 */
export function ChangeOrderSummary({
  participation,
  change,
}: {
  participation: TParticipation;
  change: TPendingChange;
}) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const roomOptionLabel = useRoomOptionLabel();
  const money = (cents: number) => formatMoney(cents, participation.currency);
  const active = participation.registrations.filter((r) => r.statusRegistration !== 'cancelled');
  const statement = change.statement;
  const inForce: Row[] = [
    [text(m.rate), participation.rate.label],
    [text(m.roomOption), roomOptionLabel(active[0]?.roomOption ?? participation.rate.roomOption)],
    [text(m.pax), intl.formatNumber(active.length)],
    [text(m.price), money(participation.statement.priceCents)],
  ];
  const next: Row[] = [
    [text(m.rate), change.rate.label],
    [text(m.hotel), change.rate.hotel.name],
    [text(m.roomOption), roomOptionLabel(change.roomOption)],
    [text(m.pax), intl.formatNumber(change.second ? 2 : 1)],
    [text(m.price), money(statement.priceCents)],
  ];
  const account: Row[] = [
    [text(m.paid), money(statement.paidCents)],
    ...(statement.awaitingTransferCents > 0
      ? [[text(m.awaiting), money(statement.awaitingTransferCents)] as const]
      : []),
  ];
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="order-summary-title">
      <Title order={2} size="h4" id="order-summary-title" mb="sm">
        {text(m.title)}
      </Title>
      <Stack gap="sm">
        <Title order={3} size="h6">
          {text(m.inForce)}
        </Title>
        <Rows rows={inForce} testId="order-in-force" />
        <Divider />
        <Title order={3} size="h6">
          {text(m.next)}
        </Title>
        <Rows rows={next} testId="order-next" />
        <Divider />
        <Rows rows={account} testId="order-account" />
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{text(m.chargedNow)}</Text>
          <Text fw={700} data-testid="order-charged-now">
            {money(cardChargeCents(statement))}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
