import {
  MONEY_FIGURE_LABELS,
  MONEY_FIGURES,
  TRANSFER_FIGURE_LABELS,
  TRANSFER_FIGURES,
} from '@congress/domain/contracts/list-figures';
import type { TOverview } from '@congress/domain/contracts/overview';
import { formatDate } from '@congress/domain/dates';
import { formatMoney } from '@congress/domain/money';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
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

const REGISTRATION_TABS = [
  { key: 'active', status: 'active', label: 'Active' },
  { key: 'pending', status: 'pending', label: 'Waiting for payment' },
  { key: 'cancelled', status: 'cancelled', label: 'Cancelled' },
] as const;

/** Registrations by list tab, each with the ones made in the last 7 days (both links). */
export function RegistrationFigures({ slug, overview }: { slug: string; overview: TOverview }) {
  const since = { kind: 'new', since: overview.newSince } as const;
  return (
    <OverviewCard title="Registrations">
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        {REGISTRATION_TABS.map((tab) => {
          const figure = overview.registrations[tab.key];
          return (
            <Stack key={tab.key} gap={4}>
              <FigureLink
                slug={slug}
                target={{ status: tab.status }}
                value={figure.total}
                label={tab.label}
                testId={`figure-registrations-${tab.key}`}
              />
              <FigureLink
                slug={slug}
                target={{ status: tab.status, figure: since }}
                value={`+${figure.lastWeek}`}
                label="booked in the last 7 days"
                testId={`figure-registrations-${tab.key}-week`}
              />
            </Stack>
          );
        })}
      </SimpleGrid>
    </OverviewCard>
  );
}

const plural = (n: number) => `${n} participation${n === 1 ? '' : 's'}`;

/** The account statement summed over the congress (decisions 31), and the transfers to chase. */
export function MoneyFigures({ slug, overview }: { slug: string; overview: TOverview }) {
  const money = (cents: number) => formatMoney(cents, overview.currency);
  return (
    <>
      <OverviewCard title="Money" description="As every participation's account statement says.">
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
          {MONEY_FIGURES.map((which) => (
            <FigureLink
              key={which}
              slug={slug}
              target={{ figure: { kind: 'money', which } }}
              value={money(overview.money[which].cents)}
              label={MONEY_FIGURE_LABELS[which]}
              detail={plural(overview.money[which].participations)}
              testId={`figure-money-${which}`}
            />
          ))}
        </SimpleGrid>
      </OverviewCard>
      <OverviewCard
        title="Bank transfers"
        description="A transfer is due 15 days after it was chosen; this week means within the next 7 days."
      >
        <SimpleGrid cols={2}>
          {TRANSFER_FIGURES.map((which) => (
            <FigureLink
              key={which}
              slug={slug}
              target={{ figure: { kind: 'transfer', which } }}
              value={plural(overview.transfers[which].participations)}
              label={TRANSFER_FIGURE_LABELS[which]}
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
  return (
    <OverviewCard title="Activities filling up">
      {overview.activities.length === 0 ? (
        <Text>No activity has reached 80 % of its places.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {overview.activities.map((activity) => (
            <FigureLink
              key={activity.activityId}
              slug={slug}
              target={{ figure: { kind: 'activity', id: activity.activityId } }}
              value={`${activity.taken} / ${activity.quota}`}
              label={activity.label}
              detail={`${formatDate(activity.startDate, overview.timeZone)}${activity.taken >= activity.quota ? ' · full' : ''} · ${plural(activity.participations)}`}
              testId={`figure-activity-${activity.activityId}`}
            />
          ))}
        </SimpleGrid>
      )}
    </OverviewCard>
  );
}
