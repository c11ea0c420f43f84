import type { TRate } from '@congress/domain/contracts/rates';
import { dayInZone, formatDate } from '@congress/domain/dates';
import type { MemberRateAccess } from '@congress/domain/member-rates';
import { isGroupRate } from '@congress/domain/groups/group-rules';
import { formatMoney } from '@congress/domain/money';
import type { RateViewer } from '@congress/domain/rate-notes';
import { Anchor, Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { type IntlShape, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { defineMessages } from '../../../lib/i18n/messages.ts';
import { useRoomOptionLabel } from '../../../components/money/labels.ts';
import classes from './rate-card.module.css';

const m = defineMessages({
  opensOn: { id: 'rates.card.opensOn', defaultMessage: 'Opens on {date}' },
  closedOn: { id: 'rates.card.closedOn', defaultMessage: 'Closed on {date}' },
  sectionOnly: { id: 'rates.card.sectionOnly', defaultMessage: 'Only for members of the section {section}' },
  sectionNotYours: {
    id: 'rates.card.sectionNotYours',
    defaultMessage:
      'Not available to you: only for members of the section {section} signed in with their Book of Member credentials.',
  },
  currentRate: { id: 'rates.card.currentRate', defaultMessage: 'Your current rate' },
  memberSignIn: { id: 'rates.card.memberSignIn', defaultMessage: 'Needs a Book of Member sign-in' },
  notForAccount: {
    id: 'rates.card.notForAccount',
    defaultMessage:
      'Not available to you: member rates need a Book of Member sign-in, and this account is not one.',
  },
  sharingYouPay: { id: 'rates.card.sharingYouPay', defaultMessage: 'You pay {amount}' },
  sharingRoomMatePays: {
    id: 'rates.card.sharingRoomMatePays',
    defaultMessage: 'Your room-mate pays {amount} through his or her own registration.',
  },
  withCompanion: {
    id: 'rates.card.withCompanion',
    defaultMessage: '{first} + {second} (accompanying person)',
  },
  heldForYou: { id: 'rates.card.heldForYou', defaultMessage: 'Held for you' },
  closed: { id: 'rates.card.closed', defaultMessage: 'CLOSED' },
  soldOut: { id: 'rates.card.soldOut', defaultMessage: 'SOLD OUT' },
  earlyBird: { id: 'rates.card.earlyBird', defaultMessage: 'Early bird' },
  bookGroup: { id: 'rates.card.bookGroup', defaultMessage: 'Book for several people' },
});

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
  /** A waiting-list offer holds a place on this full rate for the viewer. */
  isHeldForYou?: boolean;
  /** A member type's rate: said before the click (a visitor signs in as a member; an account cannot book it). */
  memberAccess?: MemberRateAccess;
  /** With the congress: a user account is offered to book the rate for several people (decisions 49). */
  groupOffer?: { congressSlug: string; viewer: RateViewer };
};

export type RateCardState = 'available' | 'closed' | 'soldOut';

/** CLOSED wins over SOLD OUT: outside its dates a rate is closed whatever its places (spec 2.2). */
export function rateCardState(rate: Pick<TRate, 'isClosed' | 'isSoldOut'>): RateCardState {
  if (rate.isClosed) return 'closed';
  if (rate.isSoldOut) return 'soldOut';
  return 'available';
}

function priceLine(intl: IntlShape, rate: TRate, currency: string): string {
  const first = formatMoney(rate.firstParticipantPriceCents, currency);
  if (rate.secondParticipantType === null || rate.secondParticipantPriceCents === null) return first;
  // Decisions 12: on a rate shared with a member, each pays through his or her own registration.
  if (rate.secondParticipantType === 'member') return intl.formatMessage(m.sharingYouPay, { amount: first });
  const second = formatMoney(rate.secondParticipantPriceCents, currency);
  return intl.formatMessage(m.withCompanion, { first, second });
}

type Dated = { openDate: string | null; closeDate: string | null };
const toDate = (value: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);

/**
 * Why a CLOSED card is closed, in the reader's dates of the congress's zone (decisions 16):
 * when it opens, or when it closed; null when the rate is within its dates. As the domain's
 * `closedRateNote`, in the reader's language.
 */
export function closedRateNoteIn(intl: IntlShape, rate: Dated, now: Date, timeZone: string): string | null {
  const today = dayInZone(now, timeZone);
  if (rate.openDate && today < dayInZone(toDate(rate.openDate), timeZone)) {
    return intl.formatMessage(m.opensOn, { date: formatDate(toDate(rate.openDate), timeZone) });
  }
  if (rate.closeDate && today > dayInZone(toDate(rate.closeDate), timeZone)) {
    return intl.formatMessage(m.closedOn, { date: formatDate(toDate(rate.closeDate), timeZone) });
  }
  return null;
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
  memberAccess = 'open',
  groupOffer,
}: RateCardProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const roomOptionLabel = useRoomOptionLabel();
  // Full counting the participant's own place (or the place an offer holds for them) is not full for them.
  const isOwnPlace = (isCurrent || isHeldForYou) && rate.isOpened && rateCardState(rate) === 'soldOut';
  const state = isOwnPlace ? 'available' : rateCardState(rate);
  const isDisabled = state !== 'available' || isSectionBlocked || memberAccess === 'notForAccount';
  const section = rate.options?.name;
  const card = (
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
              {isCurrent && <Badge color="indigo.8">{text(m.currentRate)}</Badge>}
              {isHeldForYou && <Badge color="teal.9">{text(m.heldForYou)}</Badge>}
              {state === 'closed' && <Badge color="gray.8">{text(m.closed)}</Badge>}
              {state === 'soldOut' && <Badge color="red.9">{text(m.soldOut)}</Badge>}
              {rate.isEarlyBird && <Badge color="teal.9">{text(m.earlyBird)}</Badge>}
            </Group>
          </Group>
          {state === 'closed' && closedNote && (
            <Text size="sm" fw={600}>
              {closedNote}
            </Text>
          )}
          <Text size="sm" c="gray.8">
            {rate.hotel.name} · {roomOptionLabel(rate.roomOption)}
          </Text>
          <Text fw={700} size="lg">
            {priceLine(intl, rate, currency)}
          </Text>
          {rate.secondParticipantType === 'member' && rate.secondParticipantPriceCents !== null && (
            <Text size="sm">
              {text(m.sharingRoomMatePays, {
                amount: formatMoney(rate.secondParticipantPriceCents, currency),
              })}
            </Text>
          )}
          {memberAccess !== 'open' && (
            <Text size="sm" fw={600}>
              {text(memberAccess === 'memberSignIn' ? m.memberSignIn : m.notForAccount)}
            </Text>
          )}
          {section && (
            <Text size="sm" fw={isSectionBlocked ? 600 : undefined}>
              {text(isSectionBlocked ? m.sectionNotYours : m.sectionOnly, { section })}
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
  // Only a user account: a member books for one (the member book), a visitor signs in first.
  const isGroupOffered =
    groupOffer?.viewer.kind === 'user' &&
    !isDisabled &&
    !isCurrent &&
    rateCardState(rate) === 'available' &&
    rate.isOpened &&
    rate.isAvailable &&
    isGroupRate({
      isMemberType: rate.firstParticipantType.isMember,
      secondParticipantType: rate.secondParticipantType,
    });
  if (!isGroupOffered) return card;
  // Beside the card, not in it: a link inside the card's button would be neither valid nor reachable.
  return (
    <>
      {card}
      <Anchor
        component={Link}
        to={paths.groupNew.getHref(groupOffer.congressSlug, rate.id)}
        size="sm"
        fw={600}
      >
        {text(m.bookGroup)}
      </Anchor>
    </>
  );
}
