import { activitiesOpenTo, whoKeyOf } from '@congress/domain/activities';
import type { TActivity } from '@congress/domain/contracts/activities';
import type { TParticipation } from '@congress/domain/contracts/participations';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useOpenActivities } from '../api/get-open-activities.ts';

/**
 * The registrations offered View Activities (decisions 34): confirmed, not the room-mate named on a
 * sharing rate, and with at least one open activity whose `who` lists the person.
 */
export function peopleWithActivities(participation: TParticipation, open: readonly TActivity[]) {
  const { rate } = participation;
  return participation.registrations
    .filter((registration) => {
      const person = {
        position: registration.position,
        statusRegistration: registration.statusRegistration,
        secondParticipantType: rate.secondParticipantType,
        whoKey: whoKeyOf({
          position: registration.position,
          participantTypeSlug: registration.position === 1 ? rate.firstParticipantType.slug : null,
          secondParticipantType: rate.secondParticipantType,
        }),
      };
      return activitiesOpenTo(person, open).length > 0;
    })
    .sort((a, b) => a.position - b.position);
}

/** When activities are open: each person who may choose, with View Activities (spec 2.2). */
export function ActivitiesCard({
  congressSlug,
  participation,
}: {
  congressSlug: string;
  participation: TParticipation;
}) {
  const intl = useIntl();
  const open = useOpenActivities(participation.congress_id);
  const people = peopleWithActivities(participation, open.data ?? []);
  if (people.length === 0) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="activities-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="activities-title">
          {intl.formatMessage({ id: 'dashboard.activities.title', defaultMessage: 'Activities' })}
        </Title>
        <Text>
          {intl.formatMessage({
            id: 'dashboard.activities.intro',
            defaultMessage: 'The activities are open: each person chooses his or her own.',
          })}
        </Text>
        {people.map((registration) => {
          const name = `${registration.participant.firstName} ${registration.participant.lastName}`;
          return (
            <Group key={registration.id} justify="space-between" wrap="wrap">
              <Text fw={600}>{name}</Text>
              <Button
                variant="light"
                component={Link}
                to={paths.dashboardUserActivities.getHref(congressSlug, registration.id)}
                aria-label={intl.formatMessage(
                  { id: 'dashboard.activities.viewOf', defaultMessage: 'View Activities of {name}' },
                  { name },
                )}
              >
                {intl.formatMessage({ id: 'dashboard.activities.view', defaultMessage: 'View Activities' })}
              </Button>
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
