import type { TParticipation } from '@congress/domain/contracts/participations';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useOpenActivities } from '../api/get-open-activities.ts';

/** When activities are open: each non-cancelled registration with View Activities (spec 2.2). */
export function ActivitiesCard({
  congressSlug,
  participation,
}: {
  congressSlug: string;
  participation: TParticipation;
}) {
  const open = useOpenActivities(participation.congress_id);
  const people = participation.registrations
    .filter((registration) => registration.statusRegistration !== 'cancelled')
    .sort((a, b) => a.position - b.position);
  if (!open.data || open.data.length === 0 || people.length === 0) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="activities-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="activities-title">
          Activities
        </Title>
        <Text>The activities are open: each person chooses his or her own.</Text>
        {people.map((registration) => {
          const name = `${registration.participant.firstName} ${registration.participant.lastName}`;
          return (
            <Group key={registration.id} justify="space-between" wrap="wrap">
              <Text fw={600}>{name}</Text>
              <Button
                variant="light"
                component={Link}
                to={paths.dashboardUserActivities.getHref(congressSlug, registration.id)}
                aria-label={`View Activities of ${name}`}
              >
                View Activities
              </Button>
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
