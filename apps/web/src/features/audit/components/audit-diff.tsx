import { Table, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { diffRows } from '../audit-filters.ts';
import { m } from '../messages.ts';

/** Before and after side by side; changed fields in bold with a marker (not colour alone). */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const intl = useIntl();
  const rows = diffRows(before, after);
  if (rows.length === 0) return <Text size="sm">{intl.formatMessage(m.noValues)}</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table withTableBorder aria-label={intl.formatMessage(m.diffLabel)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{intl.formatMessage(m.field)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.before)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.after)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key} bg={row.isChanged ? 'yellow.0' : undefined} data-changed={row.isChanged}>
              <Table.Td fw={row.isChanged ? 700 : 400}>
                {row.isChanged ? intl.formatMessage(m.changed, { field: row.key }) : row.key}
              </Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>{row.before}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>{row.after}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
