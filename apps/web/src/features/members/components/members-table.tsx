import type { TMemberListItem } from '@congress/domain/contracts/members';
import {
  Alert,
  Badge,
  Group,
  Loader,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { MEMBERS_PAGE_SIZE, useMembers } from '../api/get-members.ts';
import { MemberEditModal } from './member-edit-modal.tsx';
import { MemberRowActions } from './member-row-actions.tsx';
import { ResendInvitationDialog } from './resend-invitation-dialog.tsx';

/** The actions stay in view while a narrow screen scrolls the table sideways. */
const STICKY_END = {
  position: 'sticky',
  right: 0,
  background: 'var(--mantine-color-body)',
  boxShadow: 'inset 1px 0 0 var(--mantine-color-gray-3)',
} as const;

export function MembersTable() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const members = useMembers({ search: debounced, page });
  const [editing, setEditing] = useState<TMemberListItem | null>(null);
  const [inviting, setInviting] = useState<TMemberListItem | null>(null);
  const total = members.data?.total ?? 0;

  return (
    <Stack gap="md" component="section" aria-labelledby="members-title">
      <Title order={2} size="h3" id="members-title">
        Members
      </Title>
      <TextInput
        label="Search members"
        placeholder="Member number, name or e-mail"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        w={{ base: '100%', sm: 360 }}
      />
      {members.isPending && <Loader size="sm" aria-label="Loading members" />}
      {members.isError && <Alert color="red">{errorMessage(members.error)}</Alert>}
      {members.data && members.data.items.length === 0 && <Text>No member found.</Text>}
      {members.data && members.data.items.length > 0 && (
        <Table.ScrollContainer minWidth={640} type="native" tabIndex={0} aria-label="Members table">
          <Table aria-label="Members">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Member number</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>E-mail</Table.Th>
                <Table.Th>Section</Table.Th>
                <Table.Th>Working hotel</Table.Th>
                <Table.Th>Account</Table.Th>
                <Table.Th style={STICKY_END}>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.data.items.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>{m.numMember}</Table.Td>
                  <Table.Td>
                    {m.firstname} {m.name}
                  </Table.Td>
                  <Table.Td>{m.email}</Table.Td>
                  <Table.Td>{m.section}</Table.Td>
                  <Table.Td>{m.workingHotel}</Table.Td>
                  <Table.Td>
                    <Badge color={m.hasPassword ? 'teal.9' : 'orange.9'} tt="none">
                      {m.hasPassword ? 'Account active' : 'Invitation pending'}
                    </Badge>
                  </Table.Td>
                  <Table.Td style={STICKY_END}>
                    <MemberRowActions member={m} onEdit={setEditing} onResend={setInviting} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {total > MEMBERS_PAGE_SIZE && (
        <Group justify="center">
          <Pagination
            total={Math.ceil(total / MEMBERS_PAGE_SIZE)}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        </Group>
      )}
      <MemberEditModal member={editing} onClose={() => setEditing(null)} />
      <ResendInvitationDialog member={inviting} onClose={() => setInviting(null)} />
    </Stack>
  );
}
