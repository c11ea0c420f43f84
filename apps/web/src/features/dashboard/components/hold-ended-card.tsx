import type { TParticipation } from '@congress/domain/contracts/participations';
import { isHoldEnded } from '@congress/domain/hold-ended';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useZonedTime } from '../../../lib/i18n/use-zoned-time.ts';

type HoldEndedCardProps = { congressSlug: string; participation: TParticipation; timeZone: string };

/**
 * An expired hold (decisions 11 and 33): when it ended, and "Book again" to the rate
 * list, where the same NEXT books a fresh place. Nothing else: nothing was paid and nothing is due.
 */
export function HoldEndedCard({ congressSlug, participation, timeZone }: HoldEndedCardProps) {
  const zoned = useZonedTime();
  if (!isHoldEnded(participation)) return null;
  const endedAt = participation.holdExpiresAt;
  const slug = participation.rate.firstParticipantType.slug;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="hold-ended-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="hold-ended-title">
          <FormattedMessage id="dashboard.holdEnded.title" defaultMessage="Your place is no longer held" />
        </Title>
        <Text data-testid="hold-ended">
          {endedAt ? (
            <FormattedMessage
              id="dashboard.holdEnded.when"
              defaultMessage="Your hold ended on {date}; book again"
              values={{ date: zoned.dateTime(endedAt, timeZone) }}
            />
          ) : (
            <FormattedMessage id="dashboard.holdEnded.unknown" defaultMessage="Your hold ended; book again" />
          )}
        </Text>
        <Text size="sm" c="gray.8">
          <FormattedMessage
            id="dashboard.holdEnded.nothingPaid"
            defaultMessage="Nothing was paid and nothing is due. Choose a rate to take a place while places are left."
          />
        </Text>
        <Group>
          <Button component={Link} to={paths.rateList.getHref(congressSlug, slug)}>
            <FormattedMessage id="dashboard.holdEnded.bookAgain" defaultMessage="Book again" />
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
