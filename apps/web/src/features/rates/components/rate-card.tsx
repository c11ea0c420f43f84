import type { TRate } from '@congress/domain/contracts/rates';
import { capitalise } from '@congress/domain/enums';
import { formatMoney } from '@congress/domain/money';
import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import classes from './rate-card.module.css';

type RateCardProps = { rate: TRate; currency: string; isSelected: boolean; onSelect: (rate: TRate) => void };

export type RateCardState = 'available' | 'closed' | 'soldOut';

/** CLOSED wins over SOLD OUT: outside its dates a rate is closed whatever its places (spec 2.2). */
export function rateCardState(rate: Pick<TRate, 'isClosed' | 'isSoldOut'>): RateCardState {
  if (rate.isClosed) return 'closed';
  if (rate.isSoldOut) return 'soldOut';
  return 'available';
}

function priceLine(rate: TRate, currency: string): string {
  const first = formatMoney(rate.firstParticipantPriceCents, currency);
  if (rate.secondParticipantType === null || rate.secondParticipantPriceCents === null) return first;
  const second = formatMoney(rate.secondParticipantPriceCents, currency);
  const who = rate.secondParticipantType === 'accompany' ? 'accompanying person' : 'sharing member';
  return `${first} + ${second} (${who})`;
}

/** A rate of step 1: a button that chooses it, disabled when closed or sold out. */
export function RateCard({ rate, currency, isSelected, onSelect }: RateCardProps) {
  const state = rateCardState(rate);
  const isDisabled = state !== 'available';
  return (
    <UnstyledButton
      className={classes.card}
      data-selected={isSelected || undefined}
      disabled={isDisabled}
      aria-disabled={isDisabled}
      aria-pressed={isSelected}
      onClick={() => onSelect(rate)}
    >
      <Card withBorder padding="md" radius="md" h="100%" bg={isDisabled ? 'gray.1' : undefined}>
        <Stack gap={6}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Text fw={700}>{rate.label}</Text>
            <Group gap={4} wrap="nowrap">
              {state === 'closed' && <Badge color="gray.8">CLOSED</Badge>}
              {state === 'soldOut' && <Badge color="red.9">SOLD OUT</Badge>}
              {rate.isEarlyBird && <Badge color="teal.9">Early bird</Badge>}
            </Group>
          </Group>
          <Text size="sm" c="gray.8">
            {rate.hotel.name} · {capitalise(rate.roomOption)}
          </Text>
          <Text fw={700} size="lg">
            {priceLine(rate, currency)}
          </Text>
          {rate.options && <Text size="sm">Only for members of the section {rate.options.name}</Text>}
          {rate.comment && (
            <Text size="sm" c="gray.8">
              {rate.comment}
            </Text>
          )}
        </Stack>
      </Card>
    </UnstyledButton>
  );
}
