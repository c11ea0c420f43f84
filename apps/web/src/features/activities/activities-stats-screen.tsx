import '@mantine/charts/styles.css';
import { groupByStartDate } from '@congress/domain/activities';
import type { TActivityWithPlaces } from '@congress/domain/contracts/activities';
import { formatDate } from '@congress/domain/dates';
import { MESSAGES } from '@congress/domain/messages';
import { BarChart } from '@mantine/charts';
import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { useText } from '../../lib/i18n/use-text.ts';
import { Link } from 'react-router';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-error.ts';
import { useCongressSlug } from '../../lib/congress-slug.tsx';
import { notifyError } from '../../lib/notify.ts';
import { useExportChoices } from './api/export-choices.ts';
import { useActivityStats } from './api/get-stats.ts';
import { ActivityPeopleModal } from './components/activity-people-modal.tsx';
import { WithoutChoiceCard } from './components/without-choice-card.tsx';
import { m, timeRangeText } from './admin-messages.ts';

const left = (intl: IntlShape, activity: TActivityWithPlaces) =>
  activity.quota === null
    ? intl.formatMessage(m.noLimit)
    : intl.formatNumber(Math.max(activity.quota - activity.chosen, 0));

/** Spec 5: a 404 means there is no choice to export; every other failure is the spec 8 message. */
export const exportChoicesErrorMessage = (error: unknown) =>
  error instanceof ApiError && error.status === 404 && error.serverMessage === MESSAGES.exportNoData
    ? MESSAGES.exportNoData
    : MESSAGES.exportFailed;

/**
 * activitiesStats: places taken per activity by date (chart and table), people, xlsx export.
 * Staff read it; only admins (`canManage`) get the export (decisions 2) and go back to the activities.
 */
export function ActivitiesStatsScreen({ canManage }: { canManage: boolean }) {
  const intl = useIntl();
  const t = useText();
  const slug = useCongressSlug();
  const stats = useActivityStats(slug);
  const exportChoices = useExportChoices();
  const [shown, setShown] = useState<TActivityWithPlaces | null>(null);
  const timeZone = stats.data?.congress.timeZone ?? 'Europe/Lisbon';

  return (
    <ScreenSection title={intl.formatMessage(m.statsTitle)}>
      <Group>
        <Button
          variant="default"
          component={Link}
          to={canManage ? paths.activities.getHref(slug) : paths.participationList.getHref(slug)}
        >
          {intl.formatMessage(m.previous)}
        </Button>
        {canManage && (
          <Button
            variant="outline"
            loading={exportChoices.isPending}
            onClick={() =>
              exportChoices.mutate(slug, {
                onError: (error) => notifyError(t(exportChoicesErrorMessage(error))),
              })
            }
          >
            {intl.formatMessage(m.exportChoices)}
          </Button>
        )}
      </Group>
      {stats.isPending && <PageLoader label={intl.formatMessage(m.loadingStats)} />}
      {stats.isError && <FormMessage message={stats.error.message} />}
      {stats.data && stats.data.activities.length === 0 && <Text>{intl.formatMessage(m.noActivities)}</Text>}
      {stats.data && (
        <Text>
          {intl.formatMessage(m.haveChosen, {
            chosen: stats.data.registrations - stats.data.withoutChoice,
            registrations: stats.data.registrations,
          })}
        </Text>
      )}
      {stats.data &&
        groupByStartDate(stats.data.activities).map((group) => (
          <Card
            key={group.date}
            withBorder
            padding="md"
            component="section"
            aria-label={formatDate(group.date, timeZone)}
          >
            <Stack gap="sm">
              <Title order={2} size="h3">
                {formatDate(group.date, timeZone)}
              </Title>
              <BarChart
                h={60 + group.activities.length * 50}
                data={group.activities.map((a) => ({
                  activity: a.label,
                  chosen: a.chosen,
                  places: a.quota ?? a.chosen,
                }))}
                dataKey="activity"
                orientation="vertical"
                yAxisProps={{ width: 140 }}
                series={[
                  { name: 'chosen', label: intl.formatMessage(m.chosen), color: 'indigo.7' },
                  { name: 'places', label: intl.formatMessage(m.placesColumn), color: 'gray.4' },
                ]}
                withLegend
                data-testid={`chart-${group.date}`}
              />
              <Table.ScrollContainer minWidth={640}>
                <Table
                  striped
                  withTableBorder
                  aria-label={intl.formatMessage(m.activitiesOf, { date: formatDate(group.date, timeZone) })}
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{intl.formatMessage(m.activity)}</Table.Th>
                      <Table.Th>{intl.formatMessage(m.time)}</Table.Th>
                      <Table.Th>{intl.formatMessage(m.chosen)}</Table.Th>
                      <Table.Th>{intl.formatMessage(m.placesColumn)}</Table.Th>
                      <Table.Th>{intl.formatMessage(m.left)}</Table.Th>
                      <Table.Th>{intl.formatMessage(m.participants)}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {group.activities.map((activity) => (
                      <Table.Tr key={activity.id} data-testid={`stats-row-${activity.id}`}>
                        <Table.Td>{activity.label}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{timeRangeText(intl, activity)}</Table.Td>
                        <Table.Td>{intl.formatNumber(activity.chosen)}</Table.Td>
                        <Table.Td>
                          {activity.quota === null
                            ? intl.formatMessage(m.noLimit)
                            : intl.formatNumber(activity.quota)}
                        </Table.Td>
                        <Table.Td>{left(intl, activity)}</Table.Td>
                        <Table.Td>
                          <Button
                            size="xs"
                            variant="outline"
                            color="indigo.9"
                            onClick={() => setShown(activity)}
                            aria-label={intl.formatMessage(m.showParticipantsOf, { label: activity.label })}
                          >
                            {intl.formatMessage(m.show)}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Stack>
          </Card>
        ))}
      {stats.data && <WithoutChoiceCard slug={slug} count={stats.data.withoutChoice} />}
      <ActivityPeopleModal activity={shown} onClose={() => setShown(null)} />
    </ScreenSection>
  );
}
