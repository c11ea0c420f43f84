import { Alert, Button, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { defineMessages } from '../../../lib/i18n/messages.ts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../../components/ui/screen-section.tsx';
import { paths } from '../../../config/paths.ts';
import { useCongressSlug } from '../../../lib/congress-slug.tsx';
import { storeWaitingOffer } from '../../../lib/waiting-offer-store.ts';
import { useAcceptActivityOffer, useWaitingOffer } from '../../../api/waiting-lists.ts';
import { useZonedTime } from '../../../lib/i18n/use-zoned-time.ts';

const m = defineMessages({
  yours: { id: 'waitingList.offer.yours', defaultMessage: 'The place is yours' },
  activityChosen: { id: 'waitingList.offer.activityChosen', defaultMessage: 'Activity chosen' },
  activityAdded: {
    id: 'waitingList.offer.activityAdded',
    defaultMessage: 'The activity is now among your activities.',
  },
  viewActivities: { id: 'waitingList.offer.viewActivities', defaultMessage: 'View my activities' },
  loading: { id: 'waitingList.offer.loading', defaultMessage: 'Loading your offer' },
  waitingList: { id: 'waitingList.offer.waitingList', defaultMessage: 'Waiting list' },
  unusable: { id: 'waitingList.offer.unusable', defaultMessage: 'This offer cannot be used' },
  free: { id: 'waitingList.offer.free', defaultMessage: 'A place is free for you' },
  nextInLine: {
    id: 'waitingList.offer.nextInLine',
    defaultMessage: 'Someone left, and you were next in line.',
  },
  notTaken: { id: 'waitingList.offer.notTaken', defaultMessage: 'The place could not be taken' },
  take: { id: 'waitingList.offer.take', defaultMessage: 'Take this place' },
  book: { id: 'waitingList.offer.book', defaultMessage: 'Book this place' },
});

/**
 * The e-mail link of a waiting-list offer: the place held until when, and the way on to
 * the rate list, where the held rate can be chosen and booked with the link's token.
 */
export function WaitingOfferScreen({ timeZone }: { timeZone: string }) {
  const text = useIntl().formatMessage;
  const zoned = useZonedTime();
  const congressSlug = useCongressSlug();
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const offer = useWaitingOffer(token);
  const accept = useAcceptActivityOffer(token);

  // First: once taken, the offer itself reads as used.
  if (accept.isSuccess) {
    return (
      <ScreenSection title={text(m.yours)}>
        <Stack gap="md" maw={560}>
          <Alert color="green" role="status" title={text(m.activityChosen)}>
            {text(m.activityAdded)}
          </Alert>
          <Button
            component={Link}
            to={paths.dashboardUserActivities.getHref(congressSlug, accept.data.registrationId)}
            w="fit-content"
          >
            {text(m.viewActivities)}
          </Button>
        </Stack>
      </ScreenSection>
    );
  }
  if (offer.isPending) return <PageLoader label={text(m.loading)} />;
  if (offer.isError) {
    return (
      <ScreenSection title={text(m.waitingList)}>
        <Alert color="red" role="alert" title={text(m.unusable)}>
          {offer.error.message}
        </Alert>
      </ScreenSection>
    );
  }
  const { label, offerExpiresAt, rateId, participantSlug, kind } = offer.data;
  const onBook = () => {
    if (rateId === null || participantSlug === null) return;
    storeWaitingOffer(congressSlug, { rateId, token });
    void navigate(paths.rateList.getHref(congressSlug, participantSlug));
  };
  return (
    <ScreenSection title={text(m.free)} description={text(m.nextInLine)}>
      <Stack gap="md" maw={560}>
        <Text>
          <FormattedMessage
            id="waitingList.offer.heldUntil"
            defaultMessage="A place on <b>{label}</b> is held for you until <b>{until}</b>. After that it goes to the next person in line."
            values={{
              label,
              until: zoned.dateTime(offerExpiresAt, timeZone),
              b: (chunks) => <strong>{chunks}</strong>,
            }}
          />
        </Text>
        {accept.isError && (
          <Alert color="red" role="alert" title={text(m.notTaken)}>
            {accept.error.message}
          </Alert>
        )}
        {kind === 'activity' ? (
          <Button onClick={() => accept.mutate()} loading={accept.isPending} w="fit-content">
            {text(m.take)}
          </Button>
        ) : (
          <Button onClick={onBook} w="fit-content">
            {text(m.book)}
          </Button>
        )}
      </Stack>
    </ScreenSection>
  );
}
