import type { TMemberImportRow } from '@congress/domain/contracts/members';
import { List, Table, Text } from '@mantine/core';

/** Every row of the file; rows with errors are marked and list their errors. */
export function ImportPreviewTable({ rows }: { rows: TMemberImportRow[] }) {
  return (
    <Table.ScrollContainer minWidth={760} type="native" tabIndex={0} aria-label="Import preview table">
      <Table aria-label="Import preview">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Line</Table.Th>
            <Table.Th>Result</Table.Th>
            <Table.Th>Section</Table.Th>
            <Table.Th>Member number</Table.Th>
            <Table.Th>First name</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Working hotel</Table.Th>
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
                        Error
                      </Text>
                      <List size="sm" c="red.9" mt={4}>
                        {row.errors.map((error) => (
                          <List.Item key={error}>{error}</List.Item>
                        ))}
                      </List>
                    </>
                  ) : (
                    <Text size="sm" fw={700}>
                      {row.action === 'create' ? 'New' : 'Update'}
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
