import type { TMemberImportRow } from '@congress/domain/contracts/members';
import { List, Table, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { m } from '../messages.ts';

/** Every row of the file; rows with errors are marked and list their errors. */
export function ImportPreviewTable({ rows }: { rows: TMemberImportRow[] }) {
  const intl = useIntl();
  return (
    <Table.ScrollContainer
      minWidth={760}
      type="native"
      tabIndex={0}
      aria-label={intl.formatMessage(m.previewTable)}
    >
      <Table aria-label={intl.formatMessage(m.preview)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{intl.formatMessage(m.line)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.result)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.section)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.numMember)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.firstname)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.name)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.email)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.workingHotel)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const isBad = row.errors.length > 0;
            return (
              <Table.Tr
                key={row.line}
                bg={isBad ? 'red.0' : undefined}
                data-row-status={isBad ? 'error' : 'ok'}
              >
                <Table.Td>{row.line}</Table.Td>
                <Table.Td>
                  {isBad ? (
                    <>
                      <Text size="sm" fw={700} c="red.9">
                        {intl.formatMessage(m.error)}
                      </Text>
                      <List size="sm" c="red.9" mt={4}>
                        {row.errors.map((error) => (
                          <List.Item key={error}>{error}</List.Item>
                        ))}
                      </List>
                    </>
                  ) : (
                    <Text size="sm" fw={700}>
                      {intl.formatMessage(row.action === 'create' ? m.rowNew : m.rowUpdate)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{row.section}</Table.Td>
                <Table.Td>{row.numMember}</Table.Td>
                <Table.Td>{row.firstname}</Table.Td>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ wordBreak: 'break-all' }}>
                    {row.email}
                  </Text>
                </Table.Td>
                <Table.Td>{row.workingHotel}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
