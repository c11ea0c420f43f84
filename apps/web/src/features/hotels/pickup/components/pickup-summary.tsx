import type { TRoomPickup } from '@congress/domain/contracts/room-pickup';
import { formatMoney } from '@congress/domain/money';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { m } from '../messages.ts';

type Figure = { label: string; value: string; hint?: string; color?: string };

/** The hotel's figures over all nights: rooms, then the money owed now and at risk. */
export function PickupSummary({ pickup }: { pickup: TRoomPickup }) {
  const intl = useIntl();
  const { totals, currency } = pickup;
  const share = totals.contracted > 0 ? totals.sold / totals.contracted : 0;
  const figures: Figure[] = [
    { label: intl.formatMessage(m.contracted), value: intl.formatNumber(totals.contracted) },
    {
      label: intl.formatMessage(m.sold),
      value: intl.formatNumber(totals.sold),
      hint: intl.formatMessage(m.soldShare, { percent: share }),
    },
    { label: intl.formatMessage(m.held), value: intl.formatNumber(totals.held) },
    { label: intl.formatMessage(m.free), value: intl.formatNumber(totals.free) },
    {
      label: intl.formatMessage(m.owedNow),
      value: formatMoney(totals.exposureCents, currency),
      hint: intl.formatMessage(m.owedNowHint),
      ...(totals.exposureCents > 0 ? { color: 'red.9' } : {}),
    },
    {
      label: intl.formatMessage(m.atRisk),
      value: formatMoney(totals.atRiskCents, currency),
      hint: intl.formatMessage(m.atRiskHint),
    },
  ];
  return (
    <section aria-label={intl.formatMessage(m.summary)}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        {figures.map((figure) => (
          <Paper key={figure.label} withBorder p="sm" radius="md" data-testid="pickup-figure">
            <Text size="sm" c="gray.8">
              {figure.label}
            </Text>
            <Text fw={700} size="xl" c={figure.color}>
              {figure.value}
            </Text>
            {figure.hint && (
              <Text size="xs" c="gray.8">
                {figure.hint}
              </Text>
            )}
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
