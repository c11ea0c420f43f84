import { capitalise } from '@congress/domain/enums';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { paths } from '../../config/paths.ts';
import { useCongressSlug } from '../../lib/congress-slug.tsx';
import { useChoices } from './api/get-choices.ts';
import { RegistrationChoices } from './components/registration-choices.tsx';

/**
 * "Activities main participant" (participation list row action): an admin reads and edits the choices
 * of each registration of a participation; closed activities may be chosen, places still hold.
 */
export function ParticipantActivitiesScreen() {
  const slug = useCongressSlug();
  const [searchParams] = useSearchParams();
  const participationId = Number(searchParams.get('participation'));
  const isValid = Number.isInteger(participationId) && participationId > 0;
  const choices = useChoices(isValid ? { participationId } : null);
  const previous = (
    <Button variant="default" component={Link} to={paths.participationList.getHref(slug)}>
      Previous
    </Button>
  );

  return (
    <ScreenSection
      title="Participant activities"
      description="The activity choices of each person of the participation."
    >
      {!isValid && <FormMessage message="No participation was given." />}
      {isValid && choices.isPending && <PageLoader label="Loading the activities" />}
      {choices.isError && <FormMessage message={choices.error.message} />}
      {choices.data && choices.data.registrations.length === 0 && (
        <Text>This participation has no registration.</Text>
      )}
      {choices.data?.registrations.map((registration) => (
        <Card
          key={registration.id}
          withBorder
          padding="md"
          component="section"
          aria-label={`${registration.firstName} ${registration.lastName}`}
        >
          <Stack gap="sm">
            <Group gap="xs">
              <Title order={2} size="h3">
                {registration.firstName} {registration.lastName}
              </Title>
              <Badge color="gray.8">
                {registration.position === 1 ? 'Main participant' : 'Second person'}
              </Badge>
              <Badge color={registration.statusRegistration === 'cancelled' ? 'gray.8' : 'indigo.9'}>
                {capitalise(registration.statusRegistration)}
              </Badge>
            </Group>
            {registration.statusRegistration === 'cancelled' ? (
              <Text c="gray.8">This registration is cancelled: its choices cannot change.</Text>
            ) : (
              <RegistrationChoices data={choices.data} registration={registration} />
            )}
          </Stack>
        </Card>
      ))}
      <Group>{previous}</Group>
    </ScreenSection>
  );
}
