import type { TDeskOverview, TDeskParticipation } from '@congress/domain/contracts/payments-desk';
import { formatMoney } from '@congress/domain/money';
import { Badge, Button, Group, Paper, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { StatementLines } from '../../../components/money/statement-lines.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useParticipationSearch } from '../api/search-participations.ts';
import { EmptyState, LoadError } from './desk-states.tsx';
import { ManualPaymentModal } from './manual-payment-modal.tsx';
import { PersonLine } from './person-line.tsx';
import { StaffRefundButton } from './staff-refund-button.tsx';
import { sr } from './staff-refund-messages.ts';
import { useIntl } from 'react-intl';
import { m } from '../messages.ts';

/** Finds a participation by name, e-mail, member number or reference, then records money received. */
export function ManualPaymentPanel({ slug, overview }: { slug: string; overview: TDeskOverview }) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [selected, setSelected] = useState<TDeskParticipation | null>(null);
  const query = useParticipationSearch(slug, debounced);

  return (
    <Stack gap="md">
      <TextInput
        label={intl.formatMessage(m.findParticipation)}
        description={intl.formatMessage(m.findHelp)}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {debounced.length < 2 ? null : query.isPending ? (
        <PageLoader label={intl.formatMessage(m.searching)} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState>{intl.formatMessage(m.noParticipationMatch)}</EmptyState>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={intl.formatMessage(m.participationsFound)}
        >
          {query.data.items.map((participation) => (
            <ParticipationRow
              key={participation.participationId}
              participation={participation}
              canManage={overview.canManage}
              onRecord={() => setSelected(participation)}
            />
          ))}
        </Stack>
      )}
      <ManualPaymentModal participation={selected} today={overview.today} onClose={() => setSelected(null)} />
    </Stack>
  );
}

type RowProps = { participation: TDeskParticipation; canManage: boolean; onRecord: () => void };

function ParticipationRow({ participation, canManage, onRecord }: RowProps) {
  const intl = useIntl();
  const { currency } = participation;
  const isRecordable = participation.statement.dueCents > 0 && !participation.pendingTransferReference;
  const who = `${participation.participant.firstName} ${participation.participant.lastName}`;
  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid="desk-participation">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 14rem', minWidth: 0 }}>
          <PersonLine person={participation.participant} />
          <Text size="sm" c="gray.8">
            {participation.rateLabel}
            {participation.registrationStatus
              ? ` · ${participation.registrationStatus.replace('_', ' ')}`
              : ''}
          </Text>
          <StatementLines statement={participation.statement} currency={currency} />
          {participation.pendingTransferReference && (
            <Text size="sm" c="gray.8">
              {intl.formatMessage(m.transferPending, { reference: participation.pendingTransferReference })}
            </Text>
          )}
        </Stack>
        <Stack gap="xs" align="flex-end" ml="auto">
          {participation.statement.dueCents > 0 ? (
            <Badge color="pink.9" variant="filled" size="lg">
              {intl.formatMessage(m.due, { amount: formatMoney(participation.statement.dueCents, currency) })}
            </Badge>
          ) : participation.statement.creditCents > 0 ? (
            // Decisions 43: someone owed money is offered the refund, not "Nothing due".
            <Badge color="orange.9" variant="filled" size="lg">
              {intl.formatMessage(sr.owed, {
                amount: formatMoney(participation.statement.creditCents, currency),
              })}
            </Badge>
          ) : (
            <Badge color="teal.9" variant="filled" size="lg">
              {intl.formatMessage(m.nothingDue)}
            </Badge>
          )}
          {canManage && participation.statement.creditCents > 0 && (
            <StaffRefundButton
              participationId={participation.participationId}
              owedCents={participation.statement.creditCents}
              currency={currency}
              name={who}
            />
          )}
          {canManage && isRecordable && (
            <Button size="sm" onClick={onRecord}>
              {intl.formatMessage(m.recordPayment)}
              <VisuallyHidden>{intl.formatMessage(m.forName, { name: who })}</VisuallyHidden>
            </Button>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
