import type { TStatementLine } from '@congress/domain/contracts/reconciliation';
import { Group, Paper, Text, Title } from '@mantine/core';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { sm } from '../statement-messages.ts';

type Part = 'booked' | 'toConfirm' | 'toResolve' | 'ignored' | 'outgoing' | 'duplicate';

const PART_OF: Record<TStatementLine['status'], Part> = {
  confirmed: 'booked',
  matched: 'toConfirm',
  ambiguous: 'toResolve',
  unmatched: 'toResolve',
  ignored: 'ignored',
  outgoing: 'outgoing',
  duplicate: 'duplicate',
};
const LABELS: Record<Part, MessageDescriptor> = {
  booked: sm.summaryBooked,
  toConfirm: sm.summaryToConfirm,
  toResolve: sm.summaryToResolve,
  ignored: sm.summaryIgnored,
  outgoing: sm.summaryOutgoing,
  duplicate: sm.summaryDuplicate,
};

/** Every line counted once, in one part: the parts add up to the statement's lines. */
export function summaryOf(lines: readonly TStatementLine[]): Record<Part, number> {
  const counts: Record<Part, number> = {
    booked: 0,
    toConfirm: 0,
    toResolve: 0,
    ignored: 0,
    outgoing: 0,
    duplicate: 0,
  };
  for (const line of lines) counts[PART_OF[line.status]]++;
  return counts;
}

/** The statement in one sentence of counts that add up, its parts listed even when nought. */
export function StatementSummary({ lines }: { lines: readonly TStatementLine[] }) {
  const intl = useIntl();
  const counts = summaryOf(lines);
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="statement-summary-title">
      <Group gap="xs" align="baseline" mb={4}>
        <Title order={4} size="h5" id="statement-summary-title">
          {intl.formatMessage(sm.summaryTitle)}
        </Title>
        <Text size="sm" c="gray.8">
          {intl.formatMessage(sm.summaryTotal, { count: lines.length })}
        </Text>
      </Group>
      <Group component="dl" gap="lg" m={0} data-testid="statement-summary">
        {(Object.keys(LABELS) as Part[]).map((part) => (
          <Group key={part} gap={6} wrap="nowrap">
            <Text component="dt" size="sm" c="gray.8">
              {intl.formatMessage(LABELS[part])}
            </Text>
            <Text component="dd" size="sm" fw={700} m={0}>
              {counts[part]}
            </Text>
          </Group>
        ))}
      </Group>
    </Paper>
  );
}
