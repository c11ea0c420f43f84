import { EMAIL_STATES, type EmailState, type TEmailLogQuery } from '@congress/domain/contracts/emails';
import { Alert, Group, Pagination, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useEmailLog } from '../api/get-email-log.ts';
import { m, STATE_TEXT } from '../campaign-messages.ts';
import { EmailLogTable } from './email-log-table.tsx';

const PAGE_SIZE = 25;

/** Every e-mail of the congress, one row each: what went to whom and its delivery state. */
export function OutboxLog({ congressId }: { congressId: number }) {
  const intl = useIntl();
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
  const stateOptions = [
    { value: 'all', label: intl.formatMessage(m.all) },
    ...EMAIL_STATES.map((value) => ({ value, label: intl.formatMessage(STATE_TEXT[value]) })),
  ];
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / PAGE_SIZE)) : 1;

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={intl.formatMessage(m.search)}
          placeholder={intl.formatMessage(m.searchPlaceholder)}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 320 }}
        />
        <Select
          label={intl.formatMessage(m.state)}
          data={stateOptions}
          value={state}
          allowDeselect={false}
          onChange={(value) => {
            setState(EMAIL_STATES.find((s) => s === value) ?? 'all');
            setPage(1);
          }}
          w={{ base: '100%', sm: 180 }}
        />
      </Group>
      {log.isPending && <PageLoader label={intl.formatMessage(m.loadingLog)} />}
      {log.isError && <Alert color="red">{errorMessage(log.error)}</Alert>}
      {log.data && log.data.items.length === 0 && (
        <Alert color="gray">
          {intl.formatMessage(debouncedSearch || state !== 'all' ? m.noMatch : m.noEmail)}
        </Alert>
      )}
      {log.data && log.data.items.length > 0 && (
        <>
          <Text size="sm" aria-live="polite">
            {intl.formatMessage(m.emailCount, { count: log.data.total })}
          </Text>
          <EmailLogTable items={log.data.items} />
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              aria-label={intl.formatMessage(m.logPages)}
            />
          )}
        </>
      )}
    </Stack>
  );
}
