import type { AccountStatement } from '@congress/domain/account-statement';
import { formatMoney } from '@congress/domain/money';
import { Group, Stack, Text } from '@mantine/core';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { defineMessages } from '../../lib/i18n/messages.ts';

const m = defineMessages({
  price: { id: 'money.statement.price', defaultMessage: 'Price' },
  paid: { id: 'money.statement.paid', defaultMessage: 'Paid' },
  awaitingTransfer: { id: 'money.statement.awaitingTransfer', defaultMessage: 'Awaiting transfer' },
  refundRequested: { id: 'money.statement.refundRequested', defaultMessage: 'Refund requested' },
  refunded: { id: 'money.statement.refunded', defaultMessage: 'Refunded' },
  refundRefused: { id: 'money.statement.refundRefused', defaultMessage: 'Refund refused' },
  amountDue: { id: 'money.statement.amountDue', defaultMessage: 'Amount due:' },
  toBeRefunded: { id: 'money.statement.toBeRefunded', defaultMessage: 'To be refunded:' },
  awaitingYourTransfer: {
    id: 'money.statement.awaitingYourTransfer',
    defaultMessage: 'Awaiting your transfer of',
  },
  nothingToPay: { id: 'money.statement.nothingToPay', defaultMessage: 'Nothing to pay' },
});

type Line = { key: string; label: MessageDescriptor; cents: number; always?: boolean };

/**
 * The account statement's lines as a participant reads them (decisions 31): the price, what was
 * paid, what is on its way by transfer, refunds asked, made or refused. Zero lines are left out.
 */
export function StatementLines({ statement, currency }: { statement: AccountStatement; currency: string }) {
  const intl = useIntl();
  const lines: Line[] = [
    { key: 'price', label: m.price, cents: statement.priceCents, always: true },
    { key: 'paid', label: m.paid, cents: statement.paidCents },
    { key: 'awaiting', label: m.awaitingTransfer, cents: statement.awaitingTransferCents },
    { key: 'requested', label: m.refundRequested, cents: statement.refundRequestedCents },
    { key: 'refunded', label: m.refunded, cents: statement.refundedCents },
    { key: 'refused', label: m.refundRefused, cents: statement.refundRefusedCents },
  ];
  return (
    <Stack gap={4} component="dl" m={0}>
      {lines
        .filter((line) => line.always || line.cents !== 0)
        .map((line) => (
          <Group key={line.key} justify="space-between" gap="md" wrap="nowrap">
            <Text component="dt" size="sm" c="dimmed">
              {intl.formatMessage(line.label)}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(line.cents, currency)}
            </Text>
          </Group>
        ))}
    </Stack>
  );
}

/** The statement's bottom line: what the participant pays, gets back, or that nothing is due. */
export function statementBottomLine(statement: AccountStatement): {
  label: MessageDescriptor;
  cents: number | null;
} {
  switch (statement.action) {
    case 'PAYE':
      return { label: m.amountDue, cents: statement.dueCents };
    case 'REFUND':
      return { label: m.toBeRefunded, cents: statement.creditCents };
    case 'CONFIRM':
      return statement.awaitingTransferCents > 0
        ? { label: m.awaitingYourTransfer, cents: statement.awaitingTransferCents }
        : { label: m.nothingToPay, cents: null };
  }
}
