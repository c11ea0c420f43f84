import type { TRate } from '@congress/domain/contracts/rates';
import { capitalise } from '@congress/domain/enums';
import { formatMoney } from '@congress/domain/money';
import { RATE_NOTES } from '@congress/domain/rate-notes';
import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import classes from './rate-card.module.css';

type RateCardProps = {
  rate: TRate;
  currency: string;
  isSelected: boolean;
  onSelect: (rate: TRate) => void;
  /** Why a CLOSED card is closed: when it opens or when it closed. */
  closedNote?: string | null;
  /** The viewer is known not to be a member of the rate's section: shown disabled, with the reason. */
  isSectionBlocked?: boolean;
  /** The rate of the participation being modified. */
  isCurrent?: boolean;
  /** A waiting-list offer holds a place on this full rate for the viewer (issue 15). */
  isHeldForYou?: boolean;
};

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
  // Decisions 12: on a rate shared with a member, each pays through his or her own registration.
  if (rate.secondParticipantType === 'member') return RATE_NOTES.sharingYouPay(first);
  return `${first} + ${formatMoney(rate.secondParticipantPriceCents, currency)} (accompanying person)`;
}

/** A rate of step 1: a button that chooses it, disabled when closed, sold out or not for the viewer. */
export function RateCard({
  rate,
  currency,
  isSelected,
  onSelect,
  closedNote = null,
  isSectionBlocked = false,
  isCurrent = false,
  isHeldForYou = false,
}: RateCardProps) {
  // Full counting the participant's own place (or the place an offer holds for them) is not full for them.
  const isOwnPlace = (isCurrent || isHeldForYou) && rate.isOpened && rateCardState(rate) === 'soldOut';
  const state = isOwnPlace ? 'available' : rateCardState(rate);
  const isDisabled = state !== 'available' || isSectionBlocked;
  const section = rate.options?.name;
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
          <Group justify="space-between" align="flex-start" gap="xs">
            <Text fw={700} className={classes.label}>
              {rate.label}
            </Text>
            {/* Badges never shrink: "SOLD OUT" and "CLOSED" stay whole on a narrow phone. */}
            <Group gap={4} className={classes.badges}>
              {isCurrent && <Badge color="indigo.8">{RATE_NOTES.currentRate}</Badge>}
              {isHeldForYou && <Badge color="teal.9">Held for you</Badge>}
              {state === 'closed' && <Badge color="gray.8">CLOSED</Badge>}
              {state === 'soldOut' && <Badge color="red.9">SOLD OUT</Badge>}
              {rate.isEarlyBird && <Badge color="teal.9">Early bird</Badge>}
            </Group>
          </Group>
          {state === 'closed' && closedNote && (
            <Text size="sm" fw={600}>
              {closedNote}
            </Text>
          )}
          <Text size="sm" c="gray.8">
            {rate.hotel.name} · {capitalise(rate.roomOption)}
          </Text>
          <Text fw={700} size="lg">
            {priceLine(rate, currency)}
          </Text>
          {rate.secondParticipantType === 'member' && rate.secondParticipantPriceCents !== null && (
            <Text size="sm">
              {RATE_NOTES.sharingRoomMatePays(formatMoney(rate.secondParticipantPriceCents, currency))}
            </Text>
          )}
          {section && (
            <Text size="sm" fw={isSectionBlocked ? 600 : undefined}>
              {isSectionBlocked ? RATE_NOTES.sectionNotYours(section) : RATE_NOTES.sectionOnly(section)}
            </Text>
          )}
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
