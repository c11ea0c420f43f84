import type { TParticipation } from '@congress/domain/contracts/participations';
import { capitalise } from '@congress/domain/enums';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { paths } from '../../config/paths.ts';
import { ActivitiesCard } from './components/activities-card.tsx';

type UserHomeScreenProps = {
  congressSlug: string;
  name: string;
  /** undefined while loading; null when not registered (404). */
  participation: TParticipation | null | undefined;
  error: string | null;
  onModify: (participation: TParticipation) => void;
};

/** dashboardUserHome: the welcome, then the registration status with View and Modify, or CREATE. */
export function UserHomeScreen({ congressSlug, name, participation, error, onModify }: UserHomeScreenProps) {
  const main = participation?.registrations.find((registration) => registration.position === 1);
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
              <Button variant="outline" onClick={() => onModify(participation)}>
                Modify
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
      {participation && <ActivitiesCard congressSlug={congressSlug} participation={participation} />}
    </ScreenSection>
  );
}
