import {
  CONFIRM_BATCH,
  type TStatement,
  type TStatementLine,
} from '@congress/domain/contracts/reconciliation';
import { Alert, Button, Group, List, Progress, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { confirmStatementLines, useInvalidateDesk } from '../api/reconcile-lines.ts';
import { EmptyState } from './desk-states.tsx';
import { ResolveLine } from './resolve-line.tsx';
import { StatementLineCard } from './statement-line-card.tsx';
import { useIntl } from 'react-intl';
import { m } from '../messages.ts';
import { sm } from '../statement-messages.ts';
import { StatementSummary } from './statement-summary.tsx';
import type { MessageDescriptor } from 'react-intl';

type LineGroup = 'matched' | 'ambiguous' | 'unmatched' | 'done' | 'other';
const GROUP_OF: Record<TStatementLine['status'], LineGroup> = {
  matched: 'matched',
  ambiguous: 'ambiguous',
  unmatched: 'unmatched',
  confirmed: 'done',
  ignored: 'done',
  outgoing: 'other',
  duplicate: 'other',
};
const TITLES: Record<LineGroup, MessageDescriptor> = {
  matched: m.groupMatched,
  ambiguous: m.groupAmbiguous,
  unmatched: m.groupUnmatched,
  done: m.groupDone,
  other: sm.groupOther,
};
const EMPTY: Record<LineGroup, MessageDescriptor> = {
  matched: m.emptyMatched,
  ambiguous: m.emptyAmbiguous,
  unmatched: m.emptyUnmatched,
  done: m.emptyDone,
  other: sm.emptyOther,
};
/** Lines the desk settles: money out and lines met before are shown, never booked here. */
const isSettleable = (group: LineGroup) => group !== 'done' && group !== 'other';

type Progressing = { done: number; total: number; failures: { lineId: number; message: string }[] };

/** Books every matched line in batches, showing how far it got; failures are listed, not hidden. */
function useConfirmAll(statementId: number) {
  const intl = useIntl();
  const invalidate = useInvalidateDesk();
  const [state, setState] = useState<Progressing | null>(null);
  const [isRunning, setRunning] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async (lineIds: number[]) => {
    const progress: Progressing = { done: 0, total: lineIds.length, failures: [] };
    setRunning(true);
    setError(null);
    setState({ ...progress });
    try {
      for (let at = 0; at < lineIds.length; at += CONFIRM_BATCH) {
        const batch = lineIds.slice(at, at + CONFIRM_BATCH);
        const result = await confirmStatementLines({ statementId, lineIds: batch });
        progress.done += batch.length;
        progress.failures.push(...result.failures);
        setState({ ...progress, failures: [...progress.failures] });
      }
      const booked = progress.total - progress.failures.length;
      // A green word only when everything asked was booked; otherwise the outcome alert says it all.
      if (progress.failures.length === 0) notifySuccess(intl.formatMessage(m.booked, { count: booked }));
    } catch (caught) {
      setError(caught);
    } finally {
      setRunning(false);
      await invalidate();
    }
  };
  return { state, isRunning, error, run };
}

type Props = { slug: string; statement: TStatement };

/** A statement's lines by what matching made of them; matches confirmed at once, the rest by hand. */
export function StatementLines({ slug, statement }: Props) {
  const intl = useIntl();
  const [tab, setTab] = useState<LineGroup>('matched');
  const confirmAll = useConfirmAll(statement.id);
  const byGroup = (group: LineGroup) => statement.lines.filter((line) => GROUP_OF[line.status] === group);
  const matched = byGroup('matched');
  const percent = confirmAll.state ? Math.round((confirmAll.state.done / confirmAll.state.total) * 100) : 0;

  return (
    <Stack gap="sm">
      <StatementSummary lines={statement.lines} />
      <Tabs value={tab} onChange={(value) => value && setTab(value as LineGroup)} keepMounted={false}>
        <Tabs.List>
          {(Object.keys(TITLES) as LineGroup[]).map((group) => (
            <Tabs.Tab key={group} value={group}>
              {intl.formatMessage(m.groupTab, {
                group: intl.formatMessage(TITLES[group]),
                count: byGroup(group).length,
              })}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {(Object.keys(TITLES) as LineGroup[]).map((group) => (
          <Tabs.Panel key={group} value={group} pt="md">
            <Stack gap="sm">
              {group === 'matched' && matched.length > 0 && (
                <Group gap="sm">
                  <Button
                    onClick={() => void confirmAll.run(matched.map((line) => line.id))}
                    loading={confirmAll.isRunning}
                  >
                    {intl.formatMessage(m.confirmMatches, { count: matched.length })}
                  </Button>
                  <Text size="sm" c="gray.8">
                    {intl.formatMessage(m.confirmHelp)}
                  </Text>
                </Group>
              )}
              {group === 'matched' && confirmAll.state && (
                <Stack gap={4} role="status" aria-live="polite">
                  <Text size="sm">
                    {intl.formatMessage(sm.processed, {
                      done: confirmAll.state.done,
                      total: confirmAll.state.total,
                    })}
                  </Text>
                  <Progress value={percent} aria-label={intl.formatMessage(m.confirmationProgress)} />
                </Stack>
              )}
              {group === 'matched' && confirmAll.state && confirmAll.state.failures.length > 0 && (
                <Alert
                  color="orange"
                  title={intl.formatMessage(sm.confirmOutcome, {
                    booked: confirmAll.state.done - confirmAll.state.failures.length,
                    failed: confirmAll.state.failures.length,
                  })}
                  role="alert"
                >
                  <List size="sm">
                    {confirmAll.state.failures.map((failure) => (
                      <List.Item key={failure.lineId}>{failure.message}</List.Item>
                    ))}
                  </List>
                </Alert>
              )}
              {group === 'matched' && confirmAll.error !== null && (
                <Alert color="red" role="alert">
                  {errorMessage(confirmAll.error)}
                </Alert>
              )}
              {byGroup(group).length === 0 ? (
                <EmptyState>{intl.formatMessage(EMPTY[group])}</EmptyState>
              ) : (
                <Stack
                  gap="sm"
                  component="ul"
                  p={0}
                  m={0}
                  style={{ listStyle: 'none' }}
                  aria-label={intl.formatMessage(m.groupLines, { group: intl.formatMessage(TITLES[group]) })}
                >
                  {byGroup(group).map((line) => (
                    <StatementLineCard key={line.id} line={line}>
                      {isSettleable(group) && <ResolveLine slug={slug} line={line} />}
                    </StatementLineCard>
                  ))}
                </Stack>
              )}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
