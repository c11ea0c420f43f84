import type { TParticipation } from '@congress/domain/contracts/participations';
import { formatDate } from '@congress/domain/dates';
import { MESSAGES } from '@congress/domain/messages';
import { formatMoney } from '@congress/domain/money';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router';
import { defineMessages } from '../../lib/i18n/messages.ts';
import { useText } from '../../lib/i18n/use-text.ts';
import { BankAccount } from '../../components/money/bank-account.tsx';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { paths } from '../../config/paths.ts';
import { isApiError } from '../../lib/api-error.ts';
import { useBankTransfer } from './api/create-bank-transfer.ts';

const m = defineMessages({
  preparing: { id: 'payment.bankTransfer.preparing', defaultMessage: 'Preparing your bank transfer' },
  title: { id: 'payment.bankTransfer.title', defaultMessage: 'Bank transfer' },
  noBankDetails: {
    id: 'payment.bankTransfer.noBankDetails',
    defaultMessage: 'The organisers will send you their bank details by e-mail.',
  },
  emailSent: {
    id: 'payment.bankTransfer.emailSent',
    defaultMessage: 'An e-mail with the proforma and the bank details has been sent to you.',
  },
  home: { id: 'payment.bankTransfer.home', defaultMessage: 'Home' },
});

type BankTransferScreenProps = {
  congressSlug: string;
  participation: TParticipation | null;
  timeZone: string;
};

/** bankTransfer: the sum is due within 15 days to the bank details shown as text (spec 2.2). */
export function BankTransferScreen({ congressSlug, participation, timeZone }: BankTransferScreenProps) {
  const t = useText();
  if (!participation) {
    return (
      <Navigate
        replace
        to={paths.error.getHref(congressSlug, { status: 404, message: t(MESSAGES.participationNotFound) })}
      />
    );
  }
  return <BankTransfer congressSlug={congressSlug} participationId={participation.id} timeZone={timeZone} />;
}

type BankTransferProps = Omit<BankTransferScreenProps, 'participation'> & { participationId: number };

function BankTransfer({ congressSlug, participationId, timeZone }: BankTransferProps) {
  const text = useIntl().formatMessage;
  const transfer = useBankTransfer(participationId);
  if (transfer.isPending) return <PageLoader label={text(m.preparing)} />;
  if (transfer.isError) {
    const status = isApiError(transfer.error) && transfer.error.status ? transfer.error.status : 500;
    return (
      <Navigate replace to={paths.error.getHref(congressSlug, { status, message: transfer.error.message })} />
    );
  }
  const { amountCents, currency, reference, dueDate, bankDetails } = transfer.data;
  return (
    <ScreenSection title={text(m.title)}>
      <Text>
        <FormattedMessage
          id="payment.bankTransfer.pleasePay"
          defaultMessage="Please pay <b>{amount}</b> within 15 days (by {dueDate}) by bank transfer, using the bank details below."
          values={{
            amount: formatMoney(amountCents, currency),
            dueDate: formatDate(dueDate, timeZone),
            b: (chunks) => <strong style={{ whiteSpace: 'nowrap' }}>{chunks}</strong>,
          }}
        />
      </Text>
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Text>
            <FormattedMessage
              id="payment.bankTransfer.reference"
              defaultMessage="Payment reference to quote: <b>{reference}</b>"
              values={{
                reference,
                b: (chunks) => <strong style={{ whiteSpace: 'nowrap' }}>{chunks}</strong>,
              }}
            />
          </Text>
          {/* The account as text, from the congress settings: the same the proforma and e-mail print. */}
          {bankDetails ? (
            <BankAccount bank={bankDetails} reference={reference} />
          ) : (
            <Text size="sm">{text(m.noBankDetails)}</Text>
          )}
        </Stack>
      </Card>
      <Text role="status">{text(m.emailSent)}</Text>
      <Group>
        <Button component={Link} to={paths.dashboardUserHome.getHref(congressSlug)}>
          {text(m.home)}
        </Button>
      </Group>
    </ScreenSection>
  );
}
