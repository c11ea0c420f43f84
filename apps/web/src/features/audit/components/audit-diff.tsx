import { Table, Text } from '@mantine/core';
import { diffRows } from '../audit-filters.ts';

/** Before and after side by side; changed fields in bold with a marker (not colour alone). */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const rows = diffRows(before, after);
  if (rows.length === 0) return <Text size="sm">No values recorded.</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table withTableBorder aria-label="Values before and after">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Field</Table.Th>
            <Table.Th>Before</Table.Th>
            <Table.Th>After</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key} bg={row.isChanged ? 'yellow.0' : undefined} data-changed={row.isChanged}>
              <Table.Td fw={row.isChanged ? 700 : 400}>
                {row.key}
                {row.isChanged ? ' (changed)' : ''}
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
