import type { TGroup } from '@congress/domain/contracts/groups';
import { formatDate } from '@congress/domain/dates';
import { formatMoney } from '@congress/domain/money';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { useDownloadProforma } from '../../../api/groups.ts';
import { BankAccount } from '../../../components/money/bank-account.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { defineMessages } from '../../../lib/i18n/messages.ts';

const m = defineMessages({
  title: { id: 'groups.transfer.title', defaultMessage: 'Bank transfer' },
  pleasePay: {
    id: 'groups.transfer.pleasePay',
    defaultMessage: 'Please transfer {amount} by {dueDate}, quoting the reference {reference}.',
  },
  noBankDetails: {
    id: 'groups.transfer.noBankDetails',
    defaultMessage: 'The organisers will send you their bank details by e-mail.',
  },
  emailSent: {
    id: 'groups.transfer.emailSent',
    defaultMessage: 'We e-mailed you the proforma and the bank details.',
  },
  proforma: { id: 'groups.transfer.proforma', defaultMessage: 'Download the proforma' },
});

type Transfer = NonNullable<TGroup['transfer']>;

/** One transfer pays for the whole group: its amount, reference, due day and the bank details to copy. */
export function GroupTransfer({ group, transfer }: { group: TGroup; transfer: Transfer }) {
  const text = useIntl().formatMessage;
  const proforma = useDownloadProforma();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="group-transfer-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="group-transfer-title">
          {text(m.title)}
        </Title>
        <Text>
          {text(m.pleasePay, {
            amount: formatMoney(transfer.amountCents, group.currency),
            dueDate: formatDate(transfer.dueDate, group.timeZone),
            reference: transfer.reference,
          })}
        </Text>
        {group.bankDetails ? (
          <BankAccount bank={group.bankDetails} reference={transfer.reference} />
        ) : (
          <>
            <BankAccount bank={null} reference={transfer.reference} />
            <Text size="sm">{text(m.noBankDetails)}</Text>
          </>
        )}
        <Text size="sm">{text(m.emailSent)}</Text>
        <Group>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={proforma.isPending}
            onClick={() => proforma.mutate({ id: group.id, reference: group.reference })}
          >
            {text(m.proforma)}
          </Button>
        </Group>
        <FormMessage message={proforma.error?.message} />
      </Stack>
    </Card>
  );
}
