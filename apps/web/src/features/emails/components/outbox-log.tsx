import { EMAIL_STATES, type EmailState, type TEmailLogQuery } from '@congress/domain/contracts/emails';
import { capitalise } from '@congress/domain/enums';
import { Alert, Group, Pagination, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useEmailLog } from '../api/get-email-log.ts';
import { EmailLogTable } from './email-log-table.tsx';

const PAGE_SIZE = 25;
const STATE_OPTIONS = [
  { value: 'all', label: 'All' },
  ...EMAIL_STATES.map((state) => ({ value: state, label: capitalise(state) })),
];

/** Every e-mail of the congress, one row each: what went to whom and its delivery state. */
export function OutboxLog({ congressId }: { congressId: number }) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [state, setState] = useState<EmailState | 'all'>('all');
  const [page, setPage] = useState(1);
  const query: TEmailLogQuery = {
    page,
    pageSize: PAGE_SIZE,
    state,
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
  };
  const log = useEmailLog(congressId, query);
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / PAGE_SIZE)) : 1;

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Recipient or subject"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 320 }}
        />
        <Select
          label="State"
          data={STATE_OPTIONS}
          value={state}
          allowDeselect={false}
          onChange={(value) => {
            setState(EMAIL_STATES.find((s) => s === value) ?? 'all');
            setPage(1);
          }}
          w={{ base: '100%', sm: 180 }}
        />
      </Group>
      {log.isPending && <PageLoader label="Loading the e-mail log" />}
      {log.isError && <Alert color="red">{errorMessage(log.error)}</Alert>}
      {log.data && log.data.items.length === 0 && (
        <Alert color="gray">
          {debouncedSearch || state !== 'all'
            ? 'No e-mail matches these filters.'
            : 'No e-mail has been sent for this congress yet. Bulk e-mails, confirmations and invoices appear here once queued.'}
        </Alert>
      )}
      {log.data && log.data.items.length > 0 && (
        <>
          <Text size="sm" aria-live="polite">{`${log.data.total} e-mail(s)`}</Text>
          <EmailLogTable items={log.data.items} />
          {pages > 1 && (
            <Pagination total={pages} value={page} onChange={setPage} aria-label="E-mail log pages" />
          )}
        </>
      )}
    </Stack>
  );
}
