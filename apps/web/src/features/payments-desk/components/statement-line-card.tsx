import type { TLineCandidate, TStatementLine } from '@congress/domain/contracts/reconciliation';
import { formatDate } from '@congress/domain/dates';
import { formatMoney } from '@congress/domain/money';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

const RULE_LABELS: Record<NonNullable<TStatementLine['matchRule']>, string> = {
  'reference-exact': 'Reference',
  'reference-tolerant': 'Reference (approximate)',
  'amount-name': 'Amount and payer name',
  amount: 'Same amount only',
};

/** Partial or excess against what the participation awaits (decision 31: the account statement). */
export function ReceiptNote({ line, candidate }: { line: TStatementLine; candidate: TLineCandidate }) {
  const difference = line.amountCents - candidate.awaitedCents;
  if (difference === 0)
    return (
      <Badge color="teal.9" variant="filled">
        Exact amount
      </Badge>
    );
  return difference < 0 ? (
    <Badge color="red.9" variant="filled">
      Partial: {formatMoney(-difference, line.currency)} will remain due
    </Badge>
  ) : (
    <Badge color="grape.9" variant="filled">
      Excess: {formatMoney(difference, line.currency)} more than due
    </Badge>
  );
}

export function CandidateText({
  candidate,
  currency,
  isBooked = false,
}: {
  candidate: TLineCandidate;
  currency: string;
  /** Once the line is booked nothing awaits any more: the transfer's own amount is said instead. */
  isBooked?: boolean;
}) {
  return (
    <Text size="sm">
      <Text span fw={700}>
        {candidate.name}
      </Text>{' '}
      · {candidate.rateLabel} ·{' '}
      <Text span ff="monospace">
        {candidate.reference}
      </Text>{' '}
      ·{' '}
      {isBooked
        ? `transfer of ${formatMoney(candidate.transferCents, currency)}`
        : `awaits ${formatMoney(candidate.awaitedCents, currency)}`}
    </Text>
  );
}

/** One bank line: what the bank says, and the participation proposed or booked. */
export function StatementLineCard({ line, children }: { line: TStatementLine; children?: ReactNode }) {
  const shown = line.proposed;
  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid="statement-line">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Text fw={700}>{line.counterparty ?? 'Payer not given'}</Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {line.remittance ?? 'No remittance text'}
          </Text>
          <Text size="sm" c="gray.8">
            Booked {formatDate(line.bookedOn)}
            {line.bankReference ? ` · bank reference ${line.bankReference}` : ''}
            {line.matchRule ? ` · found by: ${RULE_LABELS[line.matchRule]}` : ''}
          </Text>
          {shown && (
            <Stack gap={4}>
              <CandidateText
                candidate={shown}
                currency={line.currency}
                isBooked={line.status === 'confirmed'}
              />
              <Group gap="xs">
                <ReceiptNote line={line} candidate={shown} />
                {line.status === 'confirmed' && (
                  <Badge color="teal.9" variant="filled">
                    Booked
                  </Badge>
                )}
              </Group>
            </Stack>
          )}
          {line.status === 'ignored' && (
            <Badge color="gray.7" variant="filled">
              Ignored
            </Badge>
          )}
        </Stack>
        <Text fw={700} size="lg" ml="auto">
          {formatMoney(line.amountCents, line.currency)}
        </Text>
      </Group>
      {children}
    </Paper>
  );
}
