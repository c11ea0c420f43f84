import { MONEY_FIGURES, TRANSFER_FIGURES } from '@congress/domain/contracts/list-figures';
import type { TOverview } from '@congress/domain/contracts/overview';
import { formatDate } from '@congress/domain/dates';
import { formatMoney } from '@congress/domain/money';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { defineMessages } from '../../../lib/i18n/messages.ts';
import { moneyFigureLabel, transferFigureLabel } from '../../../lib/list-figure-labels.ts';
import { FigureLink } from './figure-link.tsx';

export function OverviewCard(props: { title: string; children: ReactNode; description?: string }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={props.title}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {props.title}
        </Title>
        {props.description && (
          <Text fz="sm" c="gray.8">
            {props.description}
          </Text>
        )}
        {props.children}
      </Stack>
    </Card>
  );
}

const m = defineMessages({
  registrations: { id: 'overview.registrations.title', defaultMessage: 'Registrations' },
  active: { id: 'overview.registrations.active', defaultMessage: 'Active' },
  pending: { id: 'overview.registrations.pending', defaultMessage: 'Waiting for payment' },
  cancelled: { id: 'overview.registrations.cancelled', defaultMessage: 'Cancelled' },
  lastWeek: { id: 'overview.registrations.lastWeek', defaultMessage: 'booked in the last 7 days' },
  plusCount: { id: 'overview.registrations.plusCount', defaultMessage: '+{count, number}' },
  participations: {
    id: 'overview.participations',
    defaultMessage: '{count, plural, one {# participation} other {# participations}}',
  },
  money: { id: 'overview.money.title', defaultMessage: 'Money' },
  moneyHint: {
    id: 'overview.money.description',
    defaultMessage: "As every participation's account statement says.",
  },
  transfers: { id: 'overview.transfers.title', defaultMessage: 'Bank transfers' },
  transfersHint: {
    id: 'overview.transfers.description',
    defaultMessage: 'A transfer is due 15 days after it was chosen; this week means within the next 7 days.',
  },
  activities: { id: 'overview.activities.title', defaultMessage: 'Activities filling up' },
  noActivity: {
    id: 'overview.activities.none',
    defaultMessage: 'No activity has reached 80 % of its places.',
  },
  takenOfQuota: { id: 'overview.takenOfQuota', defaultMessage: '{taken, number} / {quota, number}' },
  activityDetail: {
    id: 'overview.activities.detail',
    defaultMessage:
      '{date}{isFull, select, yes { · full} other {}} · {count, plural, one {# participation} other {# participations}}',
  },
});

const REGISTRATION_TABS = ['active', 'pending', 'cancelled'] as const;

/** "12 participations", in the reader's language and number format. */
export const participationsText = (intl: IntlShape, count: number) =>
  intl.formatMessage(m.participations, { count });

/** "3 / 20", with the reader's digits. */
export const takenOfQuota = (intl: IntlShape, taken: number, quota: number) =>
  intl.formatMessage(m.takenOfQuota, { taken, quota });

/** Registrations by list tab, each with the ones made in the last 7 days (both links). */
export function RegistrationFigures({ slug, overview }: { slug: string; overview: TOverview }) {
  const intl = useIntl();
  const since = { kind: 'new', since: overview.newSince } as const;
  return (
    <OverviewCard title={intl.formatMessage(m.registrations)}>
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        {REGISTRATION_TABS.map((tab) => {
          const figure = overview.registrations[tab];
          return (
            <Stack key={tab} gap={4}>
              <FigureLink
                slug={slug}
                target={{ status: tab }}
                value={intl.formatNumber(figure.total)}
                label={intl.formatMessage(m[tab])}
                testId={`figure-registrations-${tab}`}
              />
              <FigureLink
                slug={slug}
                target={{ status: tab, figure: since }}
                value={intl.formatMessage(m.plusCount, { count: figure.lastWeek })}
                label={intl.formatMessage(m.lastWeek)}
                testId={`figure-registrations-${tab}-week`}
              />
            </Stack>
          );
        })}
      </SimpleGrid>
    </OverviewCard>
  );
}

/** The account statement summed over the congress (decisions 31), and the transfers to chase. */
export function MoneyFigures({ slug, overview }: { slug: string; overview: TOverview }) {
  const intl = useIntl();
  const money = (cents: number) => formatMoney(cents, overview.currency);
  return (
    <>
      <OverviewCard title={intl.formatMessage(m.money)} description={intl.formatMessage(m.moneyHint)}>
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          {MONEY_FIGURES.map((which) => (
            <FigureLink
              key={which}
              slug={slug}
              target={{ figure: { kind: 'money', which } }}
              value={money(overview.money[which].cents)}
              label={moneyFigureLabel(intl, which)}
              detail={participationsText(intl, overview.money[which].participations)}
              testId={`figure-money-${which}`}
            />
          ))}
        </SimpleGrid>
      </OverviewCard>
      <OverviewCard title={intl.formatMessage(m.transfers)} description={intl.formatMessage(m.transfersHint)}>
        <SimpleGrid cols={2}>
          {TRANSFER_FIGURES.map((which) => (
            <FigureLink
              key={which}
              slug={slug}
              target={{ figure: { kind: 'transfer', which } }}
              value={participationsText(intl, overview.transfers[which].participations)}
              label={transferFigureLabel(intl, which)}
              detail={money(overview.transfers[which].cents)}
              testId={`figure-transfer-${which}`}
            />
          ))}
        </SimpleGrid>
      </OverviewCard>
    </>
  );
}

/** Activities at 80 % of their places or more. */
export function ActivityFigures({ slug, overview }: { slug: string; overview: TOverview }) {
  const intl = useIntl();
  return (
    <OverviewCard title={intl.formatMessage(m.activities)}>
      {overview.activities.length === 0 ? (
        <Text>{intl.formatMessage(m.noActivity)}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {overview.activities.map((activity) => (
            <FigureLink
              key={activity.activityId}
              slug={slug}
              target={{ figure: { kind: 'activity', id: activity.activityId } }}
              value={takenOfQuota(intl, activity.taken, activity.quota)}
              label={activity.label}
              detail={intl.formatMessage(m.activityDetail, {
                date: formatDate(activity.startDate, overview.timeZone),
                isFull: activity.taken >= activity.quota ? 'yes' : 'no',
                count: activity.participations,
              })}
              testId={`figure-activity-${activity.activityId}`}
            />
          ))}
        </SimpleGrid>
      )}
    </OverviewCard>
  );
}
