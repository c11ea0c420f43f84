import type { TRate } from '@congress/domain/contracts/rates';
import { memberRateAccess } from '@congress/domain/member-rates';
import { isSectionBlocked, type RateViewer } from '@congress/domain/rate-notes';
import { Alert, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router';
import { defineMessages } from '../../lib/i18n/messages.ts';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { RegistrationSteps } from '../../components/ui/registration-steps.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { paths } from '../../config/paths.ts';
import { isApiError } from '../../lib/api-error.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { readWaitingOffer } from '../../lib/waiting-offer-store.ts';
import { useParticipantRates } from './api/get-participant-rates.ts';
import { closedRateNoteIn, RateCard } from './components/rate-card.tsx';
import { useJoinOrLeave, useMyWaitingEntries } from '../../api/waiting-lists.ts';
import { WaitingListControl } from './waiting-list/waiting-list-control.tsx';

const m = defineMessages({
  loading: { id: 'rates.list.loading', defaultMessage: 'Loading the rates' },
  step: { id: 'rates.list.step', defaultMessage: 'Step 1 of 4' },
  title: { id: 'rates.list.title', defaultMessage: 'Choose your rate' },
  description: {
    id: 'rates.list.description',
    defaultMessage: 'Rates for {participantType}. Choose a rate to continue to your details.',
  },
  hotel: { id: 'rates.list.hotel', defaultMessage: 'Hotel' },
  noRatesTitle: { id: 'rates.list.noRatesTitle', defaultMessage: 'No rates' },
  noRates: { id: 'rates.list.noRates', defaultMessage: 'There are no rates for this participant type yet.' },
  noRatesAtHotel: { id: 'rates.list.noRatesAtHotel', defaultMessage: 'No rates at this hotel.' },
  leftWaitingList: {
    id: 'rates.list.leftWaitingList',
    defaultMessage: 'You left the waiting list for {rate}.',
  },
});

type RateListScreenProps = {
  congressSlug: string;
  participant: string;
  currency: string;
  /** The congress's zone, for the dates of CLOSED cards (decisions 16). */
  timeZone: string;
  selectedRateId: number | null;
  /** The rate of the participation being modified, marked on its card. */
  currentRateId?: number | null;
  viewer?: RateViewer;
  onSelect: (rate: TRate) => void;
};

/** rateList (step 1): hotel buttons when the member chooses the hotel, else every hotel's rates. */
export function RateListScreen({
  congressSlug,
  participant,
  currency,
  timeZone,
  selectedRateId,
  currentRateId = null,
  viewer = { kind: 'visitor' },
  onSelect,
}: RateListScreenProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const query = useParticipantRates(congressSlug, participant);
  const [hotelId, setHotelId] = useState<string | null>(null);
  const isSignedIn = viewer.kind !== 'visitor';
  const waiting = useMyWaitingEntries(congressSlug, isSignedIn);
  const joinOrLeave = useJoinOrLeave(congressSlug);
  // The rate a waiting-list link holds for this person can be chosen although it shows full.
  const heldRateId = readWaitingOffer(congressSlug)?.rateId ?? null;

  if (query.isPending) return <PageLoader label={text(m.loading)} />;
  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status || 500 : 500;
    return (
      <Navigate replace to={paths.error.getHref(congressSlug, { status, message: query.error.message })} />
    );
  }

  const { hotels, memberChoosesHotel, participantType } = query.data;
  const now = new Date();
  const chosenHotelId = hotelId ?? String(hotels[0]?.id ?? '');
  const shownHotels = memberChoosesHotel
    ? hotels.filter((hotel) => String(hotel.id) === chosenHotelId)
    : hotels;

  return (
    <Stack gap="lg">
      <RegistrationSteps active={0} />
      <ScreenSection
        eyebrow={text(m.step)}
        title={text(m.title)}
        description={text(m.description, { participantType: participantType.label })}
      />
      {memberChoosesHotel && hotels.length > 1 && (
        <Stack gap={4}>
          <Text fw={600} id="hotel-choice-label">
            {text(m.hotel)}
          </Text>
          <SegmentedControl
            aria-labelledby="hotel-choice-label"
            value={chosenHotelId}
            onChange={setHotelId}
            data={hotels.map((hotel) => ({ value: String(hotel.id), label: hotel.name }))}
            fullWidth
            maw={480}
          />
        </Stack>
      )}
      {hotels.length === 0 && (
        <Alert color="gray" title={text(m.noRatesTitle)}>
          {text(m.noRates)}
        </Alert>
      )}
      {shownHotels.map((hotel) => (
        <Stack key={hotel.id} gap="sm" component="section" aria-labelledby={`hotel-${hotel.id}`}>
          <Title order={2} size="h3" id={`hotel-${hotel.id}`}>
            {hotel.name}
          </Title>
          {hotel.rates.length === 0 && <Text c="gray.8">{text(m.noRatesAtHotel)}</Text>}
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {hotel.rates.map((rate) => {
              const ownEntry = waiting.data?.find((entry) => entry.rateId === rate.id) ?? null;
              // An offer holds the place whether its e-mail's link was opened here or not.
              const isOffered = ownEntry?.status === 'offered';
              const isHeld = rate.id === heldRateId || isOffered;
              const memberAccess = memberRateAccess(
                { isMemberType: rate.firstParticipantType.isMember },
                viewer,
              );
              const hasWaitingList =
                rate.isFull &&
                rate.isOpened &&
                !rate.isClosed &&
                (!isHeld || isOffered) &&
                memberAccess !== 'notForAccount';
              return (
                <Stack key={rate.id} gap="xs">
                  <RateCard
                    rate={rate}
                    currency={currency}
                    isSelected={rate.id === selectedRateId}
                    onSelect={onSelect}
                    closedNote={closedRateNoteIn(intl, rate, now, timeZone)}
                    isSectionBlocked={isSectionBlocked({ sectionId: rate.options?.id ?? null }, viewer)}
                    isCurrent={rate.id === currentRateId}
                    isHeldForYou={isHeld}
                    memberAccess={memberAccess}
                    groupOffer={currentRateId === null ? { congressSlug, viewer } : undefined}
                  />
                  {hasWaitingList && rate.id !== currentRateId && (
                    <WaitingListControl
                      congressSlug={congressSlug}
                      rateId={rate.id}
                      rateLabel={rate.label}
                      entry={ownEntry}
                      isSignedIn={isSignedIn}
                      loginHref={paths.login.getHref({
                        slug: congressSlug,
                        redirect: paths.rateList.getHref(congressSlug, participant),
                      })}
                      timeZone={timeZone}
                      isBusy={joinOrLeave.isPending && joinOrLeave.variables?.rateId === rate.id}
                      onJoin={() => joinOrLeave.mutate({ rateId: rate.id, isLeaving: false })}
                      onBook={() => onSelect(rate)}
                      onLeave={() =>
                        joinOrLeave.mutate(
                          { rateId: rate.id, isLeaving: true },
                          { onSuccess: () => notifySuccess(text(m.leftWaitingList, { rate: rate.label })) },
                        )
                      }
                    />
                  )}
                </Stack>
              );
            })}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
