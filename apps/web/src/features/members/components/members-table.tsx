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
import { useIntl } from 'react-intl';
import { errorMessage } from '../../../lib/api-error.ts';
import { MEMBERS_PAGE_SIZE, useMembers } from '../api/get-members.ts';
import { MemberEditModal } from './member-edit-modal.tsx';
import { MemberRowActions } from './member-row-actions.tsx';
import { ResendInvitationDialog } from './resend-invitation-dialog.tsx';
import { m } from '../messages.ts';

/** The actions stay in view while a narrow screen scrolls the table sideways. */
const STICKY_END = {
  position: 'sticky',
  right: 0,
  background: 'var(--mantine-color-body)',
  boxShadow: 'inset 1px 0 0 var(--mantine-color-gray-3)',
} as const;

export function MembersTable() {
  const intl = useIntl();
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
        {intl.formatMessage(m.title)}
      </Title>
      <TextInput
        label={intl.formatMessage(m.search)}
        placeholder={intl.formatMessage(m.searchPlaceholder)}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        w={{ base: '100%', sm: 360 }}
      />
      {members.isPending && <Loader size="sm" aria-label={intl.formatMessage(m.loading)} />}
      {members.isError && <Alert color="red">{errorMessage(members.error)}</Alert>}
      {members.data && members.data.items.length === 0 && <Text>{intl.formatMessage(m.empty)}</Text>}
      {members.data && members.data.items.length > 0 && (
        <Table.ScrollContainer
          minWidth={640}
          type="native"
          tabIndex={0}
          aria-label={intl.formatMessage(m.tableLabel)}
        >
          <Table aria-label={intl.formatMessage(m.title)}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{intl.formatMessage(m.numMember)}</Table.Th>
                <Table.Th>{intl.formatMessage(m.name)}</Table.Th>
                <Table.Th>{intl.formatMessage(m.email)}</Table.Th>
                <Table.Th>{intl.formatMessage(m.section)}</Table.Th>
                <Table.Th>{intl.formatMessage(m.workingHotel)}</Table.Th>
                <Table.Th>{intl.formatMessage(m.account)}</Table.Th>
                <Table.Th style={STICKY_END}>
                  <VisuallyHidden>{intl.formatMessage(m.actions)}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.data.items.map((member) => (
                <Table.Tr key={member.id}>
                  <Table.Td>{member.numMember}</Table.Td>
                  <Table.Td>
                    {member.firstname} {member.name}
                  </Table.Td>
                  <Table.Td>{member.email}</Table.Td>
                  <Table.Td>{member.section}</Table.Td>
                  <Table.Td>{member.workingHotel}</Table.Td>
                  <Table.Td>
                    <Badge color={member.hasPassword ? 'teal.9' : 'orange.9'} tt="none">
                      {intl.formatMessage(member.hasPassword ? m.accountActive : m.invitationPending)}
                    </Badge>
                  </Table.Td>
                  <Table.Td style={STICKY_END}>
                    <MemberRowActions member={member} onEdit={setEditing} onResend={setInviting} />
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
            getControlProps={(control) => ({ 'aria-label': intl.formatMessage(m.page, { page: control }) })}
          />
        </Group>
      )}
      <MemberEditModal member={editing} onClose={() => setEditing(null)} />
      <ResendInvitationDialog member={inviting} onClose={() => setInviting(null)} />
    </Stack>
  );
}
