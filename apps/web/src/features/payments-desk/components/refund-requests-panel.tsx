import type { TDeskOverview, TRefundRequestItem } from '@congress/domain/contracts/payments-desk';
import { formatDate } from '@congress/domain/dates';
import { formatMoney } from '@congress/domain/money';
import { Badge, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useRefundRequests } from '../api/get-refund-requests.ts';
import { EmptyState, LoadError } from './desk-states.tsx';
import { PersonLine } from './person-line.tsx';
import { type RefundAction, RefundDecisionModal } from './refund-decision-modals.tsx';

const METHOD_LABELS = { card: 'Card', bank_transfer: 'Bank transfer', manual: 'Manual' } as const;

/** Refund requests waiting for an admin (decisions 15). */
export function RefundRequestsPanel({ slug, overview }: { slug: string; overview: TDeskOverview }) {
  const query = useRefundRequests(slug);
  const [action, setAction] = useState<RefundAction>(null);

  if (query.isPending) return <PageLoader label="Loading refund requests" />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  return (
    <Stack gap="sm">
      {query.data.items.length === 0 ? (
        <EmptyState>No refund requests waiting.</EmptyState>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Refund requests">
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
  const who = `${refund.participant.firstName} ${refund.participant.lastName}`;
  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid="refund-request">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 14rem', minWidth: 0 }}>
          <PersonLine person={refund.participant} />
          <Group gap="xs">
            <Badge variant="filled" color={refund.settledBy === 'provider' ? 'indigo.9' : 'orange.9'}>
              {refund.settledBy === 'provider' ? 'Through the provider' : 'By hand'}
            </Badge>
            {refund.originalMethod && (
              <Text size="sm" c="gray.8">
                Paid by {METHOD_LABELS[refund.originalMethod].toLowerCase()}
              </Text>
            )}
          </Group>
          <Text size="sm" c="gray.8">
            Requested {formatDate(refund.date, timeZone)}
            {refund.comment ? ` · ${refund.comment}` : ''}
          </Text>
          <Text size="sm" c="gray.8">
            Price {formatMoney(refund.statement.priceCents, refund.currency)} · paid{' '}
            {formatMoney(refund.statement.paidCents, refund.currency)}
            {refund.statement.refundedCents > 0
              ? ` · refunded ${formatMoney(refund.statement.refundedCents, refund.currency)}`
              : ''}
          </Text>
        </Stack>
        <Stack gap="xs" align="flex-end" ml="auto">
          <Text fw={700} size="lg">
            {formatMoney(refund.amountCents, refund.currency)}
          </Text>
          {canManage && (
            <Group gap="xs">
              <Button size="sm" color="teal" onClick={() => onAction('approve')}>
                Approve<VisuallyHidden> refund to {who}</VisuallyHidden>
              </Button>
              <Button size="sm" variant="outline" color="red" onClick={() => onAction('refuse')}>
                Refuse<VisuallyHidden> refund to {who}</VisuallyHidden>
              </Button>
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
