import type { EmailState, TEmailLogItem } from '@congress/domain/contracts/emails';
import { Table, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNamedTime } from '../../../lib/i18n/use-zoned-time.ts';
import { m, STATE_TEXT } from '../campaign-messages.ts';

// Dark shades: the state text keeps a 4.5:1 contrast on white and on the striped rows.
const STATE_COLORS: Record<EmailState, string> = { pending: 'gray.8', sent: 'teal.9', failed: 'red.9' };

/** What went to whom and its delivery state; bodies stay out of the log. */
export function EmailLogTable({ items }: { items: TEmailLogItem[] }) {
  const intl = useIntl();
  const named = useNamedTime();
  const when = (iso: string | null) => (iso ? named(iso) : '-');
  return (
    <Table.ScrollContainer
      minWidth={960}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={intl.formatMessage(m.emailsTable)}
    >
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{intl.formatMessage(m.recipient)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.subject)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.kind)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.created)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.state)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.attempts)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.lastError)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.sentAt)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{item.recipient}</Table.Td>
              <Table.Td>
                {item.subject}
                {item.attachments.length > 0 && (
                  <Text size="xs" c="gray.8">
                    {intl.formatMessage(m.attachmentsList, { list: item.attachments.join(', ') })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{item.purpose}</Table.Td>
              <Table.Td>{when(item.createdAt)}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={700} c={STATE_COLORS[item.state]}>
                  {intl.formatMessage(STATE_TEXT[item.state])}
                </Text>
              </Table.Td>
              <Table.Td>{intl.formatNumber(item.attempts)}</Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2} title={item.lastError ?? undefined}>
                  {item.lastError ?? '-'}
                </Text>
              </Table.Td>
              <Table.Td>{when(item.sentAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
