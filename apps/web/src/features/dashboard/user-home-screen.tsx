import type { TCongress } from '@congress/domain/contracts/congress';
import type { TParticipation } from '@congress/domain/contracts/participations';
import { HOLD_EXPIRED } from '@congress/domain/participation-money';
import { MESSAGES } from '@congress/domain/messages';
import { capitalise } from '@congress/domain/enums';
import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { paths } from '../../config/paths.ts';
import { ActivitiesCard } from './components/activities-card.tsx';
import { MoneyPanel } from './components/money-panel.tsx';
import { TicketsCard } from './components/tickets-card.tsx';

type UserHomeScreenProps = {
  congressSlug: string;
  name: string;
  /** undefined while loading; null when not registered (404). */
  participation: TParticipation | null | undefined;
  error: string | null;
  onModify: (participation: TParticipation) => void;
  /** The public congress: its time zone, e-mail and bank details. */
  congress?: TCongress | undefined;
};

/** dashboardUserHome: the welcome, then the registration status with View and Modify, or CREATE. */
export function UserHomeScreen({
  congressSlug,
  name,
  participation,
  error,
  onModify,
  congress,
}: UserHomeScreenProps) {
  const main = participation?.registrations.find((registration) => registration.position === 1);
  // Decisions 33: staff cancelled it (an expired hold may be booked again).
  const isCancelledByOrganiser =
    main?.statusRegistration === 'cancelled' && main.statusComment !== HOLD_EXPIRED;
  return (
    <ScreenSection title={`Welcome ${name}`}>
      {error && <FormMessage message={error} />}
      {!error && participation === undefined && <PageLoader label="Loading your registration" />}
      {participation === null && (
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Text>You are not registered for this congress yet.</Text>
            <Group>
              <Button component={Link} to={paths.homeLogin.getHref(congressSlug)}>
                CREATE
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
      {participation && (
        <Card withBorder padding="md" component="section" aria-label="Your registration">
          <Stack gap="sm">
            <Text>
              Your registration: <strong>{participation.rate.label}</strong>
            </Text>
            <Text>
              Status:{' '}
              <strong data-testid="registration-status">
                {capitalise(main?.statusRegistration ?? 'pending')}
              </strong>
            </Text>
            <Group>
              <Button component={Link} to={paths.dashboardUserSummary.getHref(congressSlug)}>
                View
              </Button>
              {!isCancelledByOrganiser && (
                <Button variant="outline" onClick={() => onModify(participation)}>
                  Modify
                </Button>
              )}
            </Group>
            {isCancelledByOrganiser && (
              <Text size="sm" data-testid="cancelled-by-organiser">
                <strong>{MESSAGES.cancelledByOrganiser}.</strong>
                {congress?.informationEmail ? (
                  <>
                    {' '}
                    To talk about it, write to{' '}
                    <Anchor href={`mailto:${congress.informationEmail}`}>{congress.informationEmail}</Anchor>.
                  </>
                ) : null}
              </Text>
            )}
          </Stack>
        </Card>
      )}
      {participation && (!isCancelledByOrganiser || participation.statement.creditCents > 0) && (
        <MoneyPanel congressSlug={congressSlug} participation={participation} congress={congress} />
      )}
      {participation && <TicketsCard participation={participation} />}
      {participation && <ActivitiesCard congressSlug={congressSlug} participation={participation} />}
    </ScreenSection>
  );
}
