import { formatDateTime } from '@congress/domain/dates';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../../components/ui/screen-section.tsx';
import { paths } from '../../../config/paths.ts';
import { useCongressSlug } from '../../../lib/congress-slug.tsx';
import { storeWaitingOffer } from '../../../lib/waiting-offer-store.ts';
import { useAcceptActivityOffer, useWaitingOffer } from './waiting-list-api.ts';

/**
 * The e-mail link of a waiting-list offer (issue 15): the place held until when, and the way on to
 * the rate list, where the held rate can be chosen and booked with the link's token.
 */
export function WaitingOfferScreen({ timeZone }: { timeZone: string }) {
  const congressSlug = useCongressSlug();
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const offer = useWaitingOffer(token);
  const accept = useAcceptActivityOffer(token);

  // First: once taken, the offer itself reads as used.
  if (accept.isSuccess) {
    return (
      <ScreenSection title="The place is yours">
        <Stack gap="md" maw={560}>
          <Alert color="green" role="status" title="Activity chosen">
            The activity is now among your activities.
          </Alert>
          <Button
            component={Link}
            to={paths.dashboardUserActivities.getHref(congressSlug, accept.data.registrationId)}
            w="fit-content"
          >
            View my activities
          </Button>
        </Stack>
      </ScreenSection>
    );
  }
  if (offer.isPending) return <PageLoader label="Loading your offer" />;
  if (offer.isError) {
    return (
      <ScreenSection title="Waiting list">
        <Alert color="red" role="alert" title="This offer cannot be used">
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
    <ScreenSection title="A place is free for you" description="Someone left, and you were next in line.">
      <Stack gap="md" maw={560}>
        <Text>
          A place on <strong>{label}</strong> is held for you until{' '}
          <strong>{formatDateTime(offerExpiresAt, timeZone)}</strong>. After that it goes to the next person
          in line.
        </Text>
        {accept.isError && (
          <Alert color="red" role="alert" title="The place could not be taken">
            {accept.error.message}
          </Alert>
        )}
        {kind === 'activity' ? (
          <Button onClick={() => accept.mutate()} loading={accept.isPending} w="fit-content">
            Take this place
          </Button>
        ) : (
          <Button onClick={onBook} w="fit-content">
            Book this place
          </Button>
        )}
      </Stack>
    </ScreenSection>
  );
}
