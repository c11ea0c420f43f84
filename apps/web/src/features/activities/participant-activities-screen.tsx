import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { labelOf, REGISTRATION_STATUS_LABELS } from '@congress/domain/enum-labels';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { paths } from '../../config/paths.ts';
import { useCongressSlug } from '../../lib/congress-slug.tsx';
import { useChoices } from './api/get-choices.ts';
import { RegistrationChoices } from './components/registration-choices.tsx';
import { m } from './admin-messages.ts';

/**
 * "Activities main participant" (participation list row action): an admin reads and edits the choices
 * of each registration of a participation; closed activities may be chosen, places still hold.
 */
export function ParticipantActivitiesScreen() {
  const intl = useIntl();
  const slug = useCongressSlug();
  const [searchParams] = useSearchParams();
  const participationId = Number(searchParams.get('participation'));
  const isValid = Number.isInteger(participationId) && participationId > 0;
  const choices = useChoices(isValid ? { participationId } : null);
  const previous = (
    <Button variant="default" component={Link} to={paths.participationList.getHref(slug)}>
      {intl.formatMessage(m.previous)}
    </Button>
  );

  return (
    <ScreenSection
      title={intl.formatMessage(m.participantTitle)}
      description={intl.formatMessage(m.participantDescription)}
    >
      {!isValid && <FormMessage message={intl.formatMessage(m.noParticipation)} />}
      {isValid && choices.isPending && <PageLoader label={intl.formatMessage(m.loading)} />}
      {choices.isError && <FormMessage message={choices.error.message} />}
      {choices.data && choices.data.registrations.length === 0 && (
        <Text>{intl.formatMessage(m.noRegistration)}</Text>
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
                {intl.formatMessage(registration.position === 1 ? m.mainParticipant : m.secondPersonBadge)}
              </Badge>
              <Badge color={registration.statusRegistration === 'cancelled' ? 'gray.8' : 'indigo.9'}>
                {labelOf(intl, REGISTRATION_STATUS_LABELS, registration.statusRegistration)}
              </Badge>
            </Group>
            {registration.statusRegistration === 'cancelled' ? (
              <Text c="gray.8">{intl.formatMessage(m.cancelledRegistration)}</Text>
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
