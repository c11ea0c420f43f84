import type { CampaignRecipientState, TCampaignRecipient } from '@congress/domain/contracts/email-campaigns';
import { SKIP_REASON_LABELS } from '@congress/domain/contracts/emails';
import { formatDateTime } from '@congress/domain/dates';
import { capitalise } from '@congress/domain/enums';
import { Table, Text } from '@mantine/core';

// Dark shades: the state keeps a 4.5:1 contrast on white and on the striped rows.
const STATE_COLORS: Record<CampaignRecipientState, string> = {
  pending: 'gray.8',
  sent: 'teal.9',
  failed: 'red.9',
  skipped: 'grape.9',
};

function detailOf(recipient: TCampaignRecipient, timeZone: string): string {
  if (recipient.skipReason) {
    const empty = recipient.missing.map((key) => `{{${key}}}`).join(', ');
    return recipient.skipReason === 'incomplete' && empty
      ? `${SKIP_REASON_LABELS.incomplete}: ${empty}`
      : SKIP_REASON_LABELS[recipient.skipReason];
  }
  if (recipient.sentAt) return `Sent ${formatDateTime(recipient.sentAt, timeZone)}`;
  if (recipient.lastError) return `${recipient.attempts} attempt(s): ${recipient.lastError}`;
  return recipient.attempts > 0 ? `${recipient.attempts} attempt(s)` : '-';
}

/** Each recipient of a campaign: who, the address it went to, and what became of it. */
type TableProps = { items: TCampaignRecipient[]; timeZone: string };

export function CampaignRecipientsTable({ items, timeZone }: TableProps) {
  return (
    <Table.ScrollContainer
      minWidth={600}
      type="native"
      tabIndex={0}
      role="region"
      aria-label="Recipients table"
    >
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Detail</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((recipient) => (
            <Table.Tr key={recipient.participationId}>
              <Table.Td>{`${recipient.firstName} ${recipient.lastName}`}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={700} c={STATE_COLORS[recipient.state]}>
                  {capitalise(recipient.state)}
                </Text>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {recipient.email ?? 'no e-mail address'}
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2} title={recipient.lastError ?? undefined}>
                  {detailOf(recipient, timeZone)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
