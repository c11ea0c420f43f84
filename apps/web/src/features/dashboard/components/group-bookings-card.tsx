import { formatMoney } from '@congress/domain/money';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useMyGroups } from '../../../api/groups.ts';
import { paths } from '../../../config/paths.ts';
import { defineMessages } from '../../../lib/i18n/messages.ts';

const m = defineMessages({
  title: { id: 'dashboard.groups.title', defaultMessage: 'Your group bookings' },
  open: { id: 'dashboard.groups.open', defaultMessage: 'Group booking {reference}' },
  named: {
    id: 'dashboard.groups.named',
    defaultMessage: '{named} of {places, plural, one {# place} other {# places}} named',
  },
  due: { id: 'dashboard.groups.due', defaultMessage: 'Due: {amount}' },
  paid: { id: 'dashboard.groups.paid', defaultMessage: 'Paid' },
});

/** The places the account booked for others (decisions 49); nothing at all when it booked none. */
export function GroupBookingsCard({ congressSlug }: { congressSlug: string }) {
  const text = useIntl().formatMessage;
  const groups = useMyGroups(congressSlug);
  const items = groups.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="group-bookings-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="group-bookings-title">
          {text(m.title)}
        </Title>
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((group) => (
            <li key={group.id}>
              <Group justify="space-between" gap="xs" align="flex-start">
                <Stack gap={0}>
                  <Anchor
                    component={Link}
                    to={paths.dashboardUserGroup.getHref(congressSlug, group.id)}
                    fw={600}
                  >
                    {text(m.open, { reference: group.reference })}
                  </Anchor>
                  <Text size="sm">
                    {group.rate.label} · {text(m.named, { named: group.named, places: group.places })}
                  </Text>
                </Stack>
                <Text size="sm" fw={600}>
                  {group.totals.dueCents > 0
                    ? text(m.due, { amount: formatMoney(group.totals.dueCents, group.currency) })
                    : text(m.paid)}
                </Text>
              </Group>
            </li>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
