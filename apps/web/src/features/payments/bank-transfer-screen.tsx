import type { TParticipation } from '@congress/domain/contracts/participations';
import { formatDate } from '@congress/domain/dates';
import { MESSAGES } from '@congress/domain/messages';
import { formatMoney } from '@congress/domain/money';
import { Anchor, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router';
import { defineMessages } from '../../app/i18n/messages.ts';
import { useText } from '../../app/i18n/use-text.ts';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { paths } from '../../config/paths.ts';
import { isApiError } from '../../lib/api-error.ts';
import { useBankTransfer } from './api/create-bank-transfer.ts';

const m = defineMessages({
  preparing: { id: 'payment.bankTransfer.preparing', defaultMessage: 'Preparing your bank transfer' },
  title: { id: 'payment.bankTransfer.title', defaultMessage: 'Bank transfer' },
  bankDetails: { id: 'payment.bankTransfer.bankDetails', defaultMessage: 'Bank details' },
  bankDetailsPdf: { id: 'payment.bankTransfer.bankDetailsPdf', defaultMessage: 'Bank details (PDF)' },
  emailSent: {
    id: 'payment.bankTransfer.emailSent',
    defaultMessage: 'An e-mail with the proforma and the bank details has been sent to you.',
  },
  home: { id: 'payment.bankTransfer.home', defaultMessage: 'Home' },
});

type BankTransferScreenProps = {
  congressSlug: string;
  participation: TParticipation | null;
  /** The bank details file: an image is shown, a PDF is linked (it cannot show inline). */
  rib: { url: string; isImage: boolean } | null;
  timeZone: string;
};

/** bankTransfer: the sum is due within 15 days to the bank details shown (spec 2.2). */
export function BankTransferScreen({ congressSlug, participation, rib, timeZone }: BankTransferScreenProps) {
  const t = useText();
  if (!participation) {
    return (
      <Navigate
        replace
        to={paths.error.getHref(congressSlug, { status: 404, message: t(MESSAGES.participationNotFound) })}
      />
    );
  }
  return (
    <BankTransfer
      congressSlug={congressSlug}
      participationId={participation.id}
      rib={rib}
      timeZone={timeZone}
    />
  );
}

type BankTransferProps = Omit<BankTransferScreenProps, 'participation'> & { participationId: number };

function BankTransfer({ congressSlug, participationId, rib, timeZone }: BankTransferProps) {
  const text = useIntl().formatMessage;
  const transfer = useBankTransfer(participationId);
  if (transfer.isPending) return <PageLoader label={text(m.preparing)} />;
  if (transfer.isError) {
    const status = isApiError(transfer.error) && transfer.error.status ? transfer.error.status : 500;
    return (
      <Navigate replace to={paths.error.getHref(congressSlug, { status, message: transfer.error.message })} />
    );
  }
  const { amountCents, currency, reference, dueDate } = transfer.data;
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
          {rib?.isImage && <Image src={rib.url} alt={text(m.bankDetails)} maw={640} radius="sm" />}
          {rib && !rib.isImage && (
            <Anchor href={rib.url} target="_blank" rel="noopener">
              {text(m.bankDetailsPdf)}
            </Anchor>
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
