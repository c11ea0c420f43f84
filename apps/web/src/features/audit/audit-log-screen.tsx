import { Alert, Group, Pagination, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { AUDIT_PAGE_SIZE, useAuditLog } from './api/get-audit-log.ts';
import { type AuditFilters, EMPTY_AUDIT_FILTERS } from './audit-filters.ts';
import { AuditFiltersForm } from './components/audit-filters-form.tsx';
import { AuditTable } from './components/audit-table.tsx';
import { m } from './messages.ts';

export function AuditLogScreen() {
  const intl = useIntl();
  const [filters, setFilters] = useState<AuditFilters>(EMPTY_AUDIT_FILTERS);
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(filters, 300);
  const log = useAuditLog(debounced, page);
  const total = log.data?.total ?? 0;

  return (
    <ScreenSection title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)}>
      <Stack gap="md">
        <AuditFiltersForm
          value={filters}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        {log.isPending && <PageLoader />}
        {log.isError && (
          <Alert color="red" title={intl.formatMessage(m.loadFailed)}>
            {errorMessage(log.error)}
          </Alert>
        )}
        {log.data && (
          <Text size="sm" role="status">
            {intl.formatMessage(m.entryCount, { count: total })}
          </Text>
        )}
        {log.data && log.data.items.length === 0 && <Text>{intl.formatMessage(m.noMatch)}</Text>}
        {log.data && log.data.items.length > 0 && <AuditTable items={log.data.items} />}
        {total > AUDIT_PAGE_SIZE && (
          <Group justify="center">
            <Pagination
              total={Math.ceil(total / AUDIT_PAGE_SIZE)}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': intl.formatMessage(m.page, { page: control }) })}
            />
          </Group>
        )}
      </Stack>
    </ScreenSection>
  );
}
