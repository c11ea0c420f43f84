import { type TAdminUser, USERS_PAGE_SIZE } from '@congress/domain/contracts/users-admin';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Pagination,
  Table,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck, IconPencil, IconSearch, IconUserPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { useCongressSlug } from '../../lib/congress-slug.tsx';
import { useCongress } from '../../api/congress.ts';
import { useUsers } from './api/get-users.ts';
import { UserFormModal } from './components/user-form-modal.tsx';
import { m, roleName } from './messages.ts';

/** `key` renews the form: a reload after a stale save starts from the user as it is now. */
type Editing = { user: TAdminUser | null; key: number } | null;

function EnabledIcon({ user }: { user: TAdminUser }) {
  const intl = useIntl();
  const label = intl.formatMessage(user.is_activated ? m.enabled : m.disabled);
  return (
    <ThemeIcon variant="light" color={user.is_activated ? 'teal' : 'red'} radius="xl" title={label}>
      {user.is_activated ? (
        <IconCheck size={16} aria-label={label} role="img" />
      ) : (
        <IconX size={16} aria-label={label} role="img" />
      )}
    </ThemeIcon>
  );
}

/** Manage Users (spec 2.2): Email, Enable, Edit, 25 rows per page, Create User. Super admins only. */
export function ManageUsersScreen() {
  const intl = useIntl();
  const slug = useCongressSlug();
  const congress = useCongress(slug);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const users = useUsers(congress.data?.id, { page, search: debounced });
  const [editing, setEditing] = useState<Editing>(null);
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / USERS_PAGE_SIZE)) : 1;

  /** After a stale save (decisions 39): the list again, and the user as it is now in a fresh form. */
  async function reloadEditing() {
    const id = editing?.user?.id;
    const fresh = (await users.refetch()).data?.items.find((user) => user.id === id);
    setEditing(fresh ? { user: fresh, key: Date.now() } : null);
  }
  const error = congress.error ?? users.error;

  return (
    <ScreenSection title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)}>
      <Group justify="space-between" align="flex-end">
        <TextInput
          label={intl.formatMessage(m.search)}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 320 }}
        />
        <Button
          leftSection={<IconUserPlus size={18} aria-hidden />}
          onClick={() => setEditing({ user: null, key: Date.now() })}
          disabled={!congress.data}
        >
          {intl.formatMessage(m.create)}
        </Button>
      </Group>
      {(congress.isPending || users.isPending) && !error && (
        <PageLoader label={intl.formatMessage(m.loading)} />
      )}
      {error && (
        <Alert color="red" role="alert" title={intl.formatMessage(m.loadFailed)}>
          {error.message}
        </Alert>
      )}
      {users.data && users.data.items.length === 0 && <Text c="gray.8">{intl.formatMessage(m.noMatch)}</Text>}
      {users.data && users.data.items.length > 0 && (
        <Text size="sm" c="gray.8">
          {intl.formatMessage(m.total, { count: users.data.total })}
        </Text>
      )}
      {users.data && users.data.items.length > 0 && (
        <Table.ScrollContainer minWidth={360}>
          <Table striped highlightOnHover aria-label={intl.formatMessage(m.table)}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{intl.formatMessage(m.email)}</Table.Th>
                <Table.Th>{intl.formatMessage(m.enable)}</Table.Th>
                <Table.Th>{intl.formatMessage(m.edit)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.data.items.map((user) => (
                <Table.Tr key={user.id}>
                  <Table.Td>
                    <Text style={{ wordBreak: 'break-all' }}>{user.email}</Text>
                    <Text size="xs" c="gray.8">
                      {user.roles.map((role) => roleName(intl, role)).join(', ')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <EnabledIcon user={user} />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      aria-label={intl.formatMessage(m.editNamed, { email: user.email })}
                      onClick={() => setEditing({ user, key: Date.now() })}
                    >
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': intl.formatMessage(m.page, { page: control }) })}
          />
        </Group>
      )}
      {editing && congress.data && (
        <UserFormModal
          key={editing.key}
          congressId={congress.data.id}
          user={editing.user}
          onClose={() => setEditing(null)}
          onReload={reloadEditing}
        />
      )}
    </ScreenSection>
  );
}
