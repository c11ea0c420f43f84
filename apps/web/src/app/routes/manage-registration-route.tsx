import type { TParticipation } from '@congress/domain/contracts/participations';
import { formatMoney } from '@congress/domain/money';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCongress } from '../../api/congress.ts';
import { DocumentList } from '../../components/documents/document-list.tsx';
import { ManageRegistrationScreen } from '../../features/participations/manage-registration-screen.tsx';
import { StaffRefundButton } from '../../features/payments-desk/components/staff-refund-button.tsx';
import { PaymentHistory } from '../../features/payments/components/payment-history.tsx';
import { useCongressSlug } from '../../lib/congress-slug.tsx';

/**
 * Manage Registration with the participation's money: the account statement and every
 * payment with its state (the payments feature), and the documents to download again, credit notes
 * included. Amounts come from the statement only (decisions 31).
 */
export function ManageRegistrationRoute() {
  const congressSlug = useCongressSlug();
  const timeZone = useCongress(congressSlug).data?.timeZone ?? 'Europe/Lisbon';
  return (
    <ManageRegistrationScreen
      renderMoney={(participation) => (
        <MoneyPanel participation={participation} congressSlug={congressSlug} timeZone={timeZone} />
      )}
    />
  );
}

const nameOf = (participation: TParticipation) => {
  const main = participation.registrations.find((r) => r.position === 1)?.participant;
  return main ? `${main.firstName} ${main.lastName}` : '';
};

function MoneyPanel(props: { participation: TParticipation; congressSlug: string; timeZone: string }) {
  const intl = useIntl();
  const { participation } = props;
  const { statement, currency } = participation;
  // The statement's bottom line as staff read it: what is due, or what goes back (decisions 31).
  const balance =
    statement.action === 'REFUND'
      ? {
          label: intl.formatMessage({ id: 'app.manage.toBeRefunded', defaultMessage: 'To be refunded' }),
          cents: statement.creditCents,
        }
      : {
          label: intl.formatMessage({ id: 'app.manage.amountDue', defaultMessage: 'Amount due' }),
          cents: statement.action === 'PAYE' ? statement.dueCents : 0,
        };
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" data-testid="money-panel">
      <Stack gap="xs">
        <Card withBorder padding="sm">
          <Group justify="space-between" aria-live="polite">
            <Text fw={700}>{balance.label}</Text>
            <Text fw={700}>{formatMoney(balance.cents, currency)}</Text>
          </Group>
          {statement.creditCents > 0 && (
            // Decisions 43: staff repay any credit the statement shows, whoever made it.
            <Group justify="flex-end" mt="sm">
              <StaffRefundButton
                participationId={participation.id}
                owedCents={statement.creditCents}
                currency={currency}
                name={nameOf(participation)}
              />
            </Group>
          )}
        </Card>
        <PaymentHistory participation={participation} timeZone={props.timeZone} />
      </Stack>
      <Card withBorder padding="md" component="section" aria-labelledby="documents-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="documents-title">
            <FormattedMessage id="dashboard.documents.title" defaultMessage="Documents" />
          </Title>
          <DocumentList participationId={participation.id} congressSlug={props.congressSlug} />
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
