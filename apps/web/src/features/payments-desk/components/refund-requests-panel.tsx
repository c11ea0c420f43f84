import type { TDeskOverview, TRefundRequestItem } from '@congress/domain/contracts/payments-desk';
import { formatDate } from '@congress/domain/dates';
import { formatMoney } from '@congress/domain/money';
import { Badge, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useRefundRequests } from '../api/get-refund-requests.ts';
import { EmptyState, LoadError } from './desk-states.tsx';
import { OwedRefundsList } from './owed-refunds-list.tsx';
import { PersonLine } from './person-line.tsx';
import { type RefundAction, RefundDecisionModal } from './refund-decision-modals.tsx';
import { useIntl } from 'react-intl';
import { m } from '../messages.ts';

const METHOD_LABELS = {
  card: m.methodCard,
  bank_transfer: m.methodTransfer,
  manual: m.methodManual,
} as const;

/** Refund requests waiting for an admin (decisions 15). */
export function RefundRequestsPanel({ slug, overview }: { slug: string; overview: TDeskOverview }) {
  const intl = useIntl();
  const query = useRefundRequests(slug);
  const [action, setAction] = useState<RefundAction>(null);

  if (query.isPending) return <PageLoader label={intl.formatMessage(m.loadingRefunds)} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  return (
    <Stack gap="sm">
      {query.data.items.length === 0 ? (
        query.data.owed.length > 0 ? null : (
          <EmptyState>{intl.formatMessage(m.noRefunds)}</EmptyState>
        )
      ) : (
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={intl.formatMessage(m.refundRequests)}
        >
          {query.data.items.map((refund) => (
            <RefundRow
              key={refund.paymentId}
              refund={refund}
              timeZone={overview.timeZone}
              canManage={overview.canManage}
              onAction={(decision) => setAction({ refund, decision })}
            />
          ))}
        </Stack>
      )}
      <OwedRefundsList owed={query.data.owed} canManage={overview.canManage} />
      <RefundDecisionModal action={action} onClose={() => setAction(null)} />
    </Stack>
  );
}

type RowProps = {
  refund: TRefundRequestItem;
  timeZone: string;
  canManage: boolean;
  onAction: (decision: 'approve' | 'refuse') => void;
};

function RefundRow({ refund, timeZone, canManage, onAction }: RowProps) {
  const intl = useIntl();
  const who = `${refund.participant.firstName} ${refund.participant.lastName}`;
  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid="refund-request">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 14rem', minWidth: 0 }}>
          <PersonLine person={refund.participant} />
          <Group gap="xs">
            <Badge variant="filled" color={refund.settledBy === 'provider' ? 'indigo.9' : 'orange.9'}>
              {intl.formatMessage(refund.settledBy === 'provider' ? m.throughProvider : m.byHand)}
            </Badge>
            {refund.cancellation && (
              <Badge variant="filled" color="red.9">
                {intl.formatMessage(m.cancellation)}
              </Badge>
            )}
            {refund.originalMethod && (
              <Text size="sm" c="gray.8">
                {intl.formatMessage(m.paidBy, {
                  method: intl.formatMessage(METHOD_LABELS[refund.originalMethod]),
                })}
              </Text>
            )}
          </Group>
          <Text size="sm" c="gray.8">
            {intl.formatMessage(m.requested, { date: formatDate(refund.date, timeZone) })}
            {refund.comment ? ` · ${refund.comment}` : ''}
          </Text>
          <Text size="sm" c="gray.8">
            {intl.formatMessage(m.priceAndPaid, {
              price: formatMoney(refund.statement.priceCents, refund.currency),
              paid: formatMoney(refund.statement.paidCents, refund.currency),
            })}
            {refund.statement.refundedCents > 0
              ? intl.formatMessage(m.refunded, {
                  amount: formatMoney(refund.statement.refundedCents, refund.currency),
                })
              : ''}
            {refund.cancellation && refund.cancellation.feeCents > 0
              ? ` · ${intl.formatMessage(m.feeKept, {
                  fee: formatMoney(refund.cancellation.feeCents, refund.currency),
                })}`
              : ''}
          </Text>
        </Stack>
        <Stack gap="xs" align="flex-end" ml="auto">
          <Text fw={700} size="lg">
            {formatMoney(refund.amountCents, refund.currency)}
          </Text>
          {canManage && (
            <Group gap="xs">
              <Button size="sm" color="teal.9" onClick={() => onAction('approve')}>
                {intl.formatMessage(m.approve)}
                <VisuallyHidden>{intl.formatMessage(m.refundTo, { name: who })}</VisuallyHidden>
              </Button>
              <Button size="sm" variant="outline" color="red" onClick={() => onAction('refuse')}>
                {intl.formatMessage(m.refuse)}
                <VisuallyHidden>{intl.formatMessage(m.refundTo, { name: who })}</VisuallyHidden>
              </Button>
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
