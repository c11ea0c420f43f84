import type { TParticipation } from '@congress/domain/contracts/participations';
import { formatDate } from '@congress/domain/dates';
import { capitalise } from '@congress/domain/enums';
import { formatMoney } from '@congress/domain/money';
import { Box, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { useDownloadInvoice } from '../api/download-invoice.ts';

type PaymentHistoryProps = { congressSlug: string; participation: TParticipation; timeZone: string };

const METHOD_LABELS = { card: 'Credit card', bank_transfer: 'Bank transfer', manual: 'Manual' } as const;

/** The payments made, and the invoice (once a charge is confirmed) and proforma downloads. */
export function PaymentHistory({ congressSlug, participation, timeZone }: PaymentHistoryProps) {
  const download = useDownloadInvoice();
  // An open card payment is an attempt in progress, not a payment made.
  const payments = participation.payment.filter(
    (payment) => !(payment.typePayment === 'card' && payment.statusPayment === 'pending'),
  );
  const hasInvoice = participation.payment.some(
    (payment) => payment.kind === 'charge' && payment.statusPayment === 'confirmed',
  );
  const onDownload = (type: 'invoice' | 'proforma') =>
    download.mutate({ type, participationId: participation.id, congressSlug });
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="payments-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="payments-title">
          Payments
        </Title>
        {payments.length === 0 ? (
          <Text c="gray.8">No payment yet.</Text>
        ) : (
          <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Payments made">
            <Table striped horizontalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Method</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {payments.map((payment) => (
                  <Table.Tr key={payment.id}>
                    <Table.Td>{formatDate(payment.date, timeZone)}</Table.Td>
                    <Table.Td>
                      {METHOD_LABELS[payment.typePayment]}
                      {payment.kind === 'refund' ? ' (refund)' : ''}
                    </Table.Td>
                    <Table.Td>{capitalise(payment.statusPayment)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(payment.amountCents, payment.currency)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        )}
        <FormMessage message={download.error?.message} />
        <Group>
          {hasInvoice && (
            <Button
              onClick={() => onDownload('invoice')}
              loading={download.isPending && download.variables?.type === 'invoice'}
            >
              Download invoice
            </Button>
          )}
          <Button
            variant="outline"
            onClick={() => onDownload('proforma')}
            loading={download.isPending && download.variables?.type === 'proforma'}
          >
            Download proforma
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
