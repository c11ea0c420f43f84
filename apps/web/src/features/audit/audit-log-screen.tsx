import { Alert, Group, Pagination, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { AUDIT_PAGE_SIZE, useAuditLog } from './api/get-audit-log.ts';
import { type AuditFilters, EMPTY_AUDIT_FILTERS } from './audit-filters.ts';
import { AuditFiltersForm } from './components/audit-filters-form.tsx';
import { AuditTable } from './components/audit-table.tsx';

export function AuditLogScreen() {
  const [filters, setFilters] = useState<AuditFilters>(EMPTY_AUDIT_FILTERS);
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(filters, 300);
  const log = useAuditLog(debounced, page);
  const total = log.data?.total ?? 0;

  return (
    <ScreenSection
      title="Audit log"
      description="Every staff write, who made it and when, with the values before and after. Nothing here can be edited."
    >
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
          <Alert color="red" title="The audit log could not be loaded">
            {errorMessage(log.error)}
          </Alert>
        )}
        {log.data && (
          <Text size="sm" role="status">
            {total === 1 ? '1 entry' : `${total} entries`}
          </Text>
        )}
        {log.data && log.data.items.length === 0 && <Text>No entry matches these filters.</Text>}
        {log.data && log.data.items.length > 0 && <AuditTable items={log.data.items} />}
        {total > AUDIT_PAGE_SIZE && (
          <Group justify="center">
            <Pagination
              total={Math.ceil(total / AUDIT_PAGE_SIZE)}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            />
          </Group>
        )}
      </Stack>
    </ScreenSection>
  );
}
