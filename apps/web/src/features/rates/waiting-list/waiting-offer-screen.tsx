import { formatDateTime } from '@congress/domain/dates';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../../components/ui/screen-section.tsx';
import { paths } from '../../../config/paths.ts';
import { useCongressSlug } from '../../../lib/congress-slug.tsx';
import { storeWaitingOffer } from '../../../lib/waiting-offer-store.ts';
import { useWaitingOffer } from './waiting-list-api.ts';

/**
 * The e-mail link of a waiting-list offer (issue 15): the place held until when, and the way on to
 * the rate list, where the held rate can be chosen and booked with the link's token.
 */
export function WaitingOfferScreen({ timeZone }: { timeZone: string }) {
  const congressSlug = useCongressSlug();
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const offer = useWaitingOffer(token);

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
  const { label, offerExpiresAt, rateId, participantSlug } = offer.data;
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
        <Button onClick={onBook} w="fit-content">
          Book this place
        </Button>
      </Stack>
    </ScreenSection>
  );
}
