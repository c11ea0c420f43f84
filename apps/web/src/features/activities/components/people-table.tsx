import { SPOUSE, type TActivityPerson } from '@congress/domain/contracts/activities';
import { Table, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useParticipantTypes } from '../../../api/participant-types.ts';
import { useCongressSlug } from '../../../lib/congress-slug.tsx';
import { m } from '../admin-messages.ts';

/** A person's `who` as staff read it: the participant type's label, never its slug. */
function useWhoLabel(): (whoKey: string | null) => string {
  const intl = useIntl();
  const types = useParticipantTypes(useCongressSlug());
  return (whoKey) => {
    if (whoKey === null) return '';
    if (whoKey === SPOUSE) return intl.formatMessage(m.spouse);
    return types.data?.find((type) => type.slug === whoKey)?.label ?? whoKey;
  };
}

/** People of the statistics: participants of an activity, or those with no choice yet. */
export function PeopleTable({ people, label }: { people: TActivityPerson[]; label: string }) {
  const intl = useIntl();
  const whoLabel = useWhoLabel();
  if (people.length === 0) return <Text c="gray.8">{intl.formatMessage(m.nobody)}</Text>;
  return (
    <Table.ScrollContainer
      minWidth={600}
      type="native"
      tabIndex={0}
      aria-label={intl.formatMessage(m.peopleTable, { label })}
    >
      <Table striped withTableBorder fz="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{intl.formatMessage(m.name)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.email)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.participant)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.participation)}</Table.Th>
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
                {person.position === 1
                  ? whoLabel(person.whoKey)
                  : intl.formatMessage(m.secondPerson, { who: whoLabel(person.whoKey) })}
              </Table.Td>
              <Table.Td>{person.participationId}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
