import type { AccountStatement } from '@congress/domain/account-statement';
import { formatMoney } from '@congress/domain/money';
import { Group, Stack, Text } from '@mantine/core';

type Line = { label: string; cents: number; always?: boolean };

/**
 * The account statement's lines as a participant reads them (decisions 31): the price, what was
 * paid, what is on its way by transfer, refunds asked, made or refused. Zero lines are left out.
 */
export function StatementLines({ statement, currency }: { statement: AccountStatement; currency: string }) {
  const lines: Line[] = [
    { label: 'Price', cents: statement.priceCents, always: true },
    { label: 'Paid', cents: statement.paidCents },
    { label: 'Awaiting transfer', cents: statement.awaitingTransferCents },
    { label: 'Refund requested', cents: statement.refundRequestedCents },
    { label: 'Refunded', cents: statement.refundedCents },
    { label: 'Refund refused', cents: statement.refundRefusedCents },
  ];
  return (
    <Stack gap={4} component="dl" m={0}>
      {lines
        .filter((line) => line.always || line.cents !== 0)
        .map((line) => (
          <Group key={line.label} justify="space-between" gap="md" wrap="nowrap">
            <Text component="dt" size="sm" c="dimmed">
              {line.label}
            </Text>
            <Text component="dd" size="sm" m={0}>
              {formatMoney(line.cents, currency)}
            </Text>
          </Group>
        ))}
    </Stack>
  );
}

/** The statement's bottom line: what the participant pays, gets back, or that nothing is due. */
export function statementBottomLine(statement: AccountStatement): { label: string; cents: number | null } {
  switch (statement.action) {
    case 'PAYE':
      return { label: 'Amount due:', cents: statement.dueCents };
    case 'REFUND':
      return { label: 'To be refunded:', cents: statement.creditCents };
    case 'CONFIRM':
      return statement.awaitingTransferCents > 0
        ? { label: 'Awaiting your transfer of', cents: statement.awaitingTransferCents }
        : { label: 'Nothing to pay', cents: null };
  }
}
