import type { CampaignRecipientState, TCampaignRecipient } from '@congress/domain/contracts/email-campaigns';
import { Table, Text } from '@mantine/core';
import { type IntlShape, useIntl } from 'react-intl';
import { m, SKIP_REASON_TEXT, STATE_TEXT } from '../campaign-messages.ts';
import { useNamedTime } from '../../../lib/i18n/use-zoned-time.ts';

// Dark shades: the state keeps a 4.5:1 contrast on white and on the striped rows.
const STATE_COLORS: Record<CampaignRecipientState, string> = {
  pending: 'gray.8',
  sent: 'teal.9',
  failed: 'red.9',
  skipped: 'grape.9',
};

function detailOf(intl: IntlShape, recipient: TCampaignRecipient, when: (value: string) => string): string {
  if (recipient.skipReason) {
    const reason = intl.formatMessage(SKIP_REASON_TEXT[recipient.skipReason]);
    const empty = recipient.missing.map((key) => `{{${key}}}`).join(', ');
    return recipient.skipReason === 'incomplete' && empty ? `${reason}: ${empty}` : reason;
  }
  if (recipient.sentAt) return intl.formatMessage(m.sentWhen, { when: when(recipient.sentAt) });
  if (recipient.lastError)
    return intl.formatMessage(m.attemptsError, { count: recipient.attempts, error: recipient.lastError });
  return recipient.attempts > 0 ? intl.formatMessage(m.attemptCount, { count: recipient.attempts }) : '-';
}

/** Each recipient of a campaign: who, the address it went to, and what became of it. */
type TableProps = { items: TCampaignRecipient[]; timeZone: string };

export function CampaignRecipientsTable({ items, timeZone }: TableProps) {
  const intl = useIntl();
  const named = useNamedTime();
  const when = (value: string) => named(value, timeZone);
  return (
    <Table.ScrollContainer
      minWidth={600}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={intl.formatMessage(m.recipientsTable)}
    >
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{intl.formatMessage(m.name)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.state)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.email)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.detail)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((recipient) => (
            <Table.Tr key={recipient.participationId}>
              <Table.Td>{`${recipient.firstName} ${recipient.lastName}`}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={700} c={STATE_COLORS[recipient.state]}>
                  {intl.formatMessage(STATE_TEXT[recipient.state])}
                </Text>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {recipient.email ?? intl.formatMessage(SKIP_REASON_TEXT['no-email'])}
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2} title={recipient.lastError ?? undefined}>
                  {detailOf(intl, recipient, when)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
