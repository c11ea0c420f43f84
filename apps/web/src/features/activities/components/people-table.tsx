import type { TActivityPerson } from '@congress/domain/contracts/activities';
import { Table, Text } from '@mantine/core';

/** People of the statistics: participants of an activity, or those with no choice yet. */
export function PeopleTable({ people, label }: { people: TActivityPerson[]; label: string }) {
  if (people.length === 0) return <Text c="gray.8">Nobody.</Text>;
  return (
    <Table.ScrollContainer minWidth={600} type="native" tabIndex={0} aria-label={`${label} table`}>
      <Table striped withTableBorder fz="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Participant</Table.Th>
            <Table.Th>Participation</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {people.map((person) => (
            <Table.Tr key={person.registrationId}>
              <Table.Td>
                {person.lastName} {person.firstName}
              </Table.Td>
              <Table.Td>{person.email}</Table.Td>
              <Table.Td>
                {person.position === 1 ? person.whoKey : `${person.whoKey ?? ''} (second person)`}
              </Table.Td>
              <Table.Td>{person.participationId}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
