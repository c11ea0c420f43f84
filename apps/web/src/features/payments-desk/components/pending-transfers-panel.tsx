import type { TDeskOverview, TPendingTransfer } from '@congress/domain/contracts/payments-desk';
import { formatDate } from '@congress/domain/dates';
import { formatMoney } from '@congress/domain/money';
import {
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { TRANSFER_PAGE_SIZE, usePendingTransfers } from '../api/get-pending-transfers.ts';
import { EmptyState, LoadError } from './desk-states.tsx';
import { MarkReceivedModal } from './mark-received-modal.tsx';
import { PersonLine } from './person-line.tsx';
import { useIntl } from 'react-intl';
import { m } from '../messages.ts';

type Props = { slug: string; overview: TDeskOverview };

/** Pending bank transfers, oldest first, found by the reference the participant quoted. */
export function PendingTransfersPanel({ slug, overview }: Props) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [show, setShow] = useState<'all' | 'overdue'>('all');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<TPendingTransfer | null>(null);
  const query = usePendingTransfers(slug, { search: debounced, overdue: show === 'overdue', page });
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / TRANSFER_PAGE_SIZE));

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          label={intl.formatMessage(m.searchTransfers)}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 16rem' }}
        />
        <SegmentedControl
          aria-label={intl.formatMessage(m.show)}
          value={show}
          onChange={(value) => {
            setShow(value === 'overdue' ? 'overdue' : 'all');
            setPage(1);
          }}
          data={[
            { value: 'all', label: intl.formatMessage(m.allPending, { count: overview.pendingTransfers }) },
            {
              value: 'overdue',
              label: intl.formatMessage(m.overdueCount, { count: overview.overdueTransfers }),
            },
          ]}
        />
      </Group>
      <Text size="sm" c="gray.8">
        {intl.formatMessage(m.overdueRule, { days: overview.overdueDays })}
      </Text>
      {query.isPending ? (
        <PageLoader label={intl.formatMessage(m.loadingTransfers)} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState>
          {intl.formatMessage(
            debounced.trim() ? m.noTransferMatch : show === 'overdue' ? m.noOverdue : m.noPending,
          )}
        </EmptyState>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={intl.formatMessage(m.pendingTransfers)}
        >
          {query.data.items.map((transfer) => (
            <TransferRow
              key={transfer.paymentId}
              transfer={transfer}
              timeZone={overview.timeZone}
              canManage={overview.canManage}
              onMark={() => setSelected(transfer)}
            />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Pagination total={pages} value={page} onChange={setPage} aria-label={intl.formatMessage(m.pages)} />
      )}
      <MarkReceivedModal transfer={selected} today={overview.today} onClose={() => setSelected(null)} />
    </Stack>
  );
}

type RowProps = { transfer: TPendingTransfer; timeZone: string; canManage: boolean; onMark: () => void };

function TransferRow({ transfer, timeZone, canManage, onMark }: RowProps) {
  const intl = useIntl();
  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid="pending-transfer">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 14rem', minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={700} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {transfer.reference}
            </Text>
            {transfer.isOverdue && (
              <Badge color="red.9" variant="filled">
                {intl.formatMessage(m.overdue)}
              </Badge>
            )}
          </Group>
          <PersonLine person={transfer.participant} />
          <Text size="sm" c="gray.8">
            {transfer.rateLabel}
          </Text>
          <Text size="sm" c="gray.8">
            {intl.formatMessage(m.chosenDue, {
              chosen: formatDate(transfer.date, timeZone),
              due: formatDate(transfer.dueDate, timeZone),
            })}
          </Text>
        </Stack>
        <Stack gap="xs" align="flex-end" ml="auto">
          <Text fw={700} size="lg">
            {formatMoney(transfer.amountCents, transfer.currency)}
          </Text>
          {canManage && (
            <Button size="sm" onClick={onMark}>
              {intl.formatMessage(m.markReceived)}
              <VisuallyHidden> {transfer.reference}</VisuallyHidden>
            </Button>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
