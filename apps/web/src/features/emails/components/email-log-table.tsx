import type { EmailState, TEmailLogItem } from '@congress/domain/contracts/emails';
import { formatDateTime } from '@congress/domain/dates';
import { capitalise } from '@congress/domain/enums';
import { Table, Text } from '@mantine/core';

// Dark shades: the state text keeps a 4.5:1 contrast on white and on the striped rows.
const STATE_COLORS: Record<EmailState, string> = { pending: 'gray.8', sent: 'teal.9', failed: 'red.9' };
const when = (iso: string | null) => (iso ? formatDateTime(iso) : '-');

/** What went to whom and its delivery state (issue 5); bodies stay out of the log. */
export function EmailLogTable({ items }: { items: TEmailLogItem[] }) {
  return (
    <Table.ScrollContainer minWidth={960} type="native" tabIndex={0} role="region" aria-label="E-mails table">
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Recipient</Table.Th>
            <Table.Th>Subject</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Attempts</Table.Th>
            <Table.Th>Last error</Table.Th>
            <Table.Th>Sent at</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{item.recipient}</Table.Td>
              <Table.Td>
                {item.subject}
                {item.attachments.length > 0 && (
                  <Text size="xs" c="gray.8">{`Attachments: ${item.attachments.join(', ')}`}</Text>
                )}
              </Table.Td>
              <Table.Td>{item.purpose}</Table.Td>
              <Table.Td>{when(item.createdAt)}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={700} c={STATE_COLORS[item.state]}>
                  {capitalise(item.state)}
                </Text>
              </Table.Td>
              <Table.Td>{item.attempts}</Table.Td>
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
