import type { TLineCandidate, TStatementLine } from '@congress/domain/contracts/reconciliation';
import { formatDate, formatDateTime } from '@congress/domain/dates';
import { formatMoney } from '@congress/domain/money';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { m } from '../messages.ts';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { sm } from '../statement-messages.ts';

/** How a line is named to a screen reader: its money, its payer and its day, as the card shows them. */
export function lineLabel(intl: IntlShape, line: TStatementLine): string {
  const values = { amount: formatMoney(line.amountCents, line.currency), date: formatDate(line.bookedOn) };
  return line.counterparty
    ? intl.formatMessage(sm.lineLabel, { ...values, payer: line.counterparty })
    : intl.formatMessage(sm.lineLabelNoPayer, values);
}

/** Why the line is where it is: money out, met before, settled elsewhere, or what makes it ambiguous. */
function LineNote({ line }: { line: TStatementLine }) {
  const intl = useIntl();
  const count = line.candidates.length;
  const text =
    line.status === 'outgoing'
      ? intl.formatMessage(sm.outgoingNote)
      : line.status === 'duplicate'
        ? line.duplicateOf
          ? intl.formatMessage(sm.duplicateNote, {
              file: line.duplicateOf.fileName,
              date: formatDateTime(line.duplicateOf.importedAt),
            })
          : intl.formatMessage(sm.duplicateUnknown)
        : line.note === 'settled-elsewhere'
          ? intl.formatMessage(sm.noteSettledElsewhere)
          : line.note === 'proposed-elsewhere'
            ? intl.formatMessage(sm.noteProposedElsewhere)
            : line.note === 'reference-shared'
              ? intl.formatMessage(sm.noteReferenceShared, { count })
              : line.note === 'amount-name-shared'
                ? intl.formatMessage(sm.noteAmountNameShared, { count })
                : line.note === 'amount-only'
                  ? intl.formatMessage(sm.noteAmountOnly, { count })
                  : null;
  return text ? (
    <Text size="sm" fw={500} data-testid="line-note">
      {text}
    </Text>
  ) : null;
}

const RULE_LABELS: Record<NonNullable<TStatementLine['matchRule']>, MessageDescriptor> = {
  'reference-exact': m.ruleReference,
  'reference-tolerant': m.ruleReferenceTolerant,
  'amount-name': m.ruleAmountName,
  amount: m.ruleAmount,
};

/** Partial or excess against what the participation awaits (decisions 31: the account statement). */
export function ReceiptNote({ line, candidate }: { line: TStatementLine; candidate: TLineCandidate }) {
  const intl = useIntl();
  const difference = line.amountCents - candidate.awaitedCents;
  if (difference === 0)
    return (
      <Badge color="teal.9" variant="filled">
        {intl.formatMessage(m.exactAmount)}
      </Badge>
    );
  return difference < 0 ? (
    <Badge color="red.9" variant="filled">
      {intl.formatMessage(m.partial, { amount: formatMoney(-difference, line.currency) })}
    </Badge>
  ) : (
    <Badge color="grape.9" variant="filled">
      {intl.formatMessage(m.excess, { amount: formatMoney(difference, line.currency) })}
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
  const intl = useIntl();
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
        ? intl.formatMessage(m.transferOf, { amount: formatMoney(candidate.transferCents, currency) })
        : intl.formatMessage(m.awaits, { amount: formatMoney(candidate.awaitedCents, currency) })}
    </Text>
  );
}

/** One bank line: what the bank says, and the participation proposed or booked. */
export function StatementLineCard({ line, children }: { line: TStatementLine; children?: ReactNode }) {
  const intl = useIntl();
  const shown = line.proposed;
  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid="statement-line">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Text fw={700}>{line.counterparty ?? intl.formatMessage(m.payerNotGiven)}</Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {line.remittance ?? intl.formatMessage(m.noRemittance)}
          </Text>
          <Text size="sm" c="gray.8">
            {intl.formatMessage(m.bookedOn, { date: formatDate(line.bookedOn) })}
            {line.bankReference
              ? intl.formatMessage(m.withBankReference, { reference: line.bankReference })
              : ''}
            {line.matchRule
              ? intl.formatMessage(m.foundBy, { rule: intl.formatMessage(RULE_LABELS[line.matchRule]) })
              : ''}
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
                    {intl.formatMessage(m.bookedBadge)}
                  </Badge>
                )}
              </Group>
            </Stack>
          )}
          {line.status === 'ignored' && (
            <Badge color="gray.7" variant="filled">
              {intl.formatMessage(m.ignoredBadge)}
            </Badge>
          )}
          {line.status === 'outgoing' && (
            <Badge color="red.9" variant="filled">
              {intl.formatMessage(sm.outgoingBadge)}
            </Badge>
          )}
          <LineNote line={line} />
        </Stack>
        <Text fw={700} size="lg" ml="auto">
          {formatMoney(line.amountCents, line.currency)}
        </Text>
      </Group>
      {children}
    </Paper>
  );
}
