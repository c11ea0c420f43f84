import type { TRoomingList } from '@congress/domain/contracts/rooming-lists';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { m } from '../messages.ts';

type RoomingCountsProps = { counts: TRoomingList['counts']; hasSending: boolean };

/** The rooms the list holds now, and how many lines are new, changed or cancelled since the last sending. */
export function RoomingCounts({ counts, hasSending }: RoomingCountsProps) {
  const intl = useIntl();
  const hint = intl.formatMessage(hasSending ? m.countsHint : m.countsHintFirst);
  const figures = [
    { label: intl.formatMessage(m.rooms), value: counts.rooms, hint: null },
    { label: intl.formatMessage(m.countNew), value: counts.new, hint },
    { label: intl.formatMessage(m.countChanged), value: counts.changed, hint },
    { label: intl.formatMessage(m.countCancelled), value: counts.cancelled, hint },
  ];
  return (
    <section aria-label={intl.formatMessage(m.countsTitle)}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {figures.map((figure) => (
          <Paper key={figure.label} withBorder p="sm" radius="md" data-testid="rooming-count">
            <Text size="sm" c="gray.8">
              {figure.label}
            </Text>
            <Text fw={700} size="xl">
              {intl.formatNumber(figure.value)}
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
