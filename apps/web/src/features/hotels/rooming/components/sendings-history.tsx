import type { TRoomingSending } from '@congress/domain/contracts/rooming-lists';
import { formatDate } from '@congress/domain/dates';
import { Table, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { m } from '../messages.ts';
import { useNamedTime } from '../../../../lib/i18n/use-zoned-time.ts';

type SendingsHistoryProps = { sendings: TRoomingSending[]; timeZone: string | undefined };

/** Every sending kept, newest first: when, to whom, by whom, what it marked, how long its link lives. */
export function SendingsHistory({ sendings, timeZone }: SendingsHistoryProps) {
  const intl = useIntl();
  const named = useNamedTime();
  const label = intl.formatMessage(m.history);
  return (
    <section aria-labelledby="rooming-history-title">
      <Title order={2} size="h3" id="rooming-history-title" mb="xs">
        {label}
      </Title>
      {sendings.length === 0 ? (
        <Text c="gray.8">{intl.formatMessage(m.historyEmpty)}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720} type="native" tabIndex={0} role="region" aria-label={label}>
          <Table withTableBorder verticalSpacing="xs" aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{intl.formatMessage(m.sentAt)}</Table.Th>
                <Table.Th>{intl.formatMessage(m.sentTo)}</Table.Th>
                <Table.Th>{intl.formatMessage(m.sentBy)}</Table.Th>
                <Table.Th>{intl.formatMessage(m.counts)}</Table.Th>
                <Table.Th>{intl.formatMessage(m.linkUntil)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sendings.map((sending) => (
                <Table.Tr key={sending.id} data-testid="rooming-sending">
                  <Table.Td>{named(sending.sentAt, timeZone)}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{sending.sentTo}</Table.Td>
                  <Table.Td>{sending.sentBy ?? '-'}</Table.Td>
                  <Table.Td>{intl.formatMessage(m.sendingCounts, sending.counts)}</Table.Td>
                  <Table.Td>{formatDate(sending.linkExpiresAt, timeZone)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
