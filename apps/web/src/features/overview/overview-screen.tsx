import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { useCongressSlug } from '../../lib/congress-slug.tsx';
import { useOverview } from './api/get-overview.ts';
import { ActivityFigures, MoneyFigures, RegistrationFigures } from './components/figure-sections.tsx';
import { OverviewCharts } from './components/overview-charts.tsx';
import { PlacesSection } from './components/places-section.tsx';
import { useNamedTime } from '../../lib/i18n/use-zoned-time.ts';

/**
 * The organiser overview: the staff landing page's first tab. Every figure links to
 * the participation list filtered to the rows behind it; the charts carry their data as tables.
 */
export function OverviewScreen() {
  const intl = useIntl();
  const named = useNamedTime();
  const slug = useCongressSlug();
  const overview = useOverview(slug);
  const data = overview.data;
  const isEmpty =
    data !== undefined && data.registrations.active.total + data.registrations.cancelled.total === 0;

  return (
    <ScreenSection title={intl.formatMessage({ id: 'overview.title', defaultMessage: 'Overview' })}>
      {overview.isPending && (
        <PageLoader
          label={intl.formatMessage({ id: 'overview.loading', defaultMessage: 'Loading the overview' })}
        />
      )}
      {overview.isError && (
        <Stack gap="xs" align="flex-start">
          <FormMessage message={overview.error.message} />
          <Button variant="default" onClick={() => overview.refetch()}>
            <FormattedMessage id="overview.retry" defaultMessage="Try again" />
          </Button>
        </Stack>
      )}
      {data && (
        <Stack gap="md">
          {isEmpty && (
            <Alert
              color="indigo"
              title={intl.formatMessage({
                id: 'overview.empty.title',
                defaultMessage: 'No participations yet',
              })}
            >
              <FormattedMessage
                id="overview.empty.text"
                defaultMessage="The figures and charts fill in as people register."
              />
            </Alert>
          )}
          <Group gap="xs">
            <Text fz="sm" c="gray.8">
              <FormattedMessage
                id="overview.asOf"
                defaultMessage="Figures as of {at}."
                values={{ at: named(data.at, data.timeZone) }}
              />
            </Text>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => overview.refetch()}
              loading={overview.isFetching}
            >
              <FormattedMessage id="overview.refresh" defaultMessage="Refresh" />
            </Button>
          </Group>
          <RegistrationFigures slug={slug} overview={data} />
          <MoneyFigures slug={slug} overview={data} />
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <PlacesSection slug={slug} overview={data} />
            <Stack gap="md">
              <ActivityFigures slug={slug} overview={data} />
            </Stack>
          </SimpleGrid>
          <OverviewCharts overview={data} />
        </Stack>
      )}
    </ScreenSection>
  );
}
