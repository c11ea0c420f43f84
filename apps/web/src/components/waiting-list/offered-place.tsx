import { Button, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { defineMessages } from '../../lib/i18n/messages.ts';
import { ResendOfferButton } from './resend-offer-button.tsx';

const m = defineMessages({
  book: { id: 'offers.book', defaultMessage: 'Book this place' },
  bookFor: { id: 'offers.bookFor', defaultMessage: 'Book this place: {rate}' },
});

type OfferedPlaceProps = {
  congressSlug: string;
  rateId: number;
  rateLabel: string;
  /** The hold end, formatted in the congress's zone. */
  until: string;
  onBook: () => void;
};

/**
 * A waiting-list offer where the person looks (the rate card, the dashboard): the hold end, the way
 * to book it here (not only through the e-mail's link), and the e-mail again.
 */
export function OfferedPlace({ congressSlug, rateId, rateLabel, until, onBook }: OfferedPlaceProps) {
  const text = useIntl().formatMessage;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        <FormattedMessage
          id="offers.heldUntil"
          defaultMessage="A place is held for you until {until}. After that it goes to the next person in line."
          values={{ until }}
        />
      </Text>
      <Button w="fit-content" onClick={onBook} aria-label={text(m.bookFor, { rate: rateLabel })}>
        {text(m.book)}
      </Button>
      <ResendOfferButton congressSlug={congressSlug} rateId={rateId} rateLabel={rateLabel} />
    </Stack>
  );
}
