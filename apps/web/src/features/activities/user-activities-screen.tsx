import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { paths } from '../../config/paths.ts';
import { useCongressSlug } from '../../lib/congress-slug.tsx';
import { useChoices } from './api/get-choices.ts';
import { RegistrationChoices } from './components/registration-choices.tsx';

/** dashboardUserActivities: one person's activities per date; a companion chooses his or her own. */
export function UserActivitiesScreen() {
  const intl = useIntl();
  const slug = useCongressSlug();
  const [searchParams] = useSearchParams();
  const registrationId = Number(searchParams.get('registration'));
  const isValid = Number.isInteger(registrationId) && registrationId > 0;
  const choices = useChoices(isValid ? { registrationId } : null);
  const previous = (
    <Button variant="default" component={Link} to={paths.dashboardUserHome.getHref(slug)}>
      {intl.formatMessage({ id: 'activities.participant.previous', defaultMessage: 'Previous' })}
    </Button>
  );
  const registration = choices.data?.registrations.find((r) => r.id === registrationId);
  const others = choices.data?.registrations.filter((r) => r.id !== registrationId && r.mayChoose);

  return (
    <ScreenSection
      title={intl.formatMessage({ id: 'activities.participant.title', defaultMessage: 'Activities' })}
      description={
        registration
          ? intl.formatMessage(
              {
                id: 'activities.participant.intro',
                defaultMessage: 'Choose at most one activity per day for {name}.',
              },
              { name: `${registration.firstName} ${registration.lastName}` },
            )
          : undefined
      }
    >
      {!isValid && (
        <Stack gap="sm">
          <Text>
            {intl.formatMessage({
              id: 'activities.participant.openFromDashboard',
              defaultMessage: 'Open the activities of a registration from your dashboard.',
            })}
          </Text>
          <Group>{previous}</Group>
        </Stack>
      )}
      {isValid && choices.isPending && (
        <PageLoader
          label={intl.formatMessage({
            id: 'activities.participant.loading',
            defaultMessage: 'Loading the activities',
          })}
        />
      )}
      {choices.isError && (
        <Stack gap="sm">
          <FormMessage message={choices.error.message} />
          <Group>{previous}</Group>
        </Stack>
      )}
      {choices.data && registration && (
        <Stack gap="md">
          {others && others.length > 0 && (
            <Text size="sm">
              {others.map((other) => (
                <Anchor
                  key={other.id}
                  component={Link}
                  to={paths.dashboardUserActivities.getHref(slug, other.id)}
                >
                  {intl.formatMessage(
                    { id: 'activities.participant.activitiesOf', defaultMessage: 'Activities of {name}' },
                    { name: `${other.firstName} ${other.lastName}` },
                  )}
                </Anchor>
              ))}
            </Text>
          )}
          <RegistrationChoices
            key={registration.id}
            data={choices.data}
            registration={registration}
            before={previous}
          />
        </Stack>
      )}
    </ScreenSection>
  );
}
