import type { TParticipation } from '@congress/domain/contracts/participations';
import { formatDate } from '@congress/domain/dates';
import { MESSAGES } from '@congress/domain/messages';
import { formatMoney } from '@congress/domain/money';
import { Anchor, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { paths } from '../../config/paths.ts';
import { isApiError } from '../../lib/api-error.ts';
import { useBankTransfer } from './api/create-bank-transfer.ts';

type BankTransferScreenProps = {
  congressSlug: string;
  participation: TParticipation | null;
  /** The bank details file: an image is shown, a PDF is linked (it cannot show inline). */
  rib: { url: string; isImage: boolean } | null;
  timeZone: string;
};

/** bankTransfer: the sum is due within 15 days to the bank details shown (spec 2.2). */
export function BankTransferScreen({ congressSlug, participation, rib, timeZone }: BankTransferScreenProps) {
  if (!participation) {
    return (
      <Navigate
        replace
        to={paths.error.getHref(congressSlug, { status: 404, message: MESSAGES.participationNotFound })}
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
  const transfer = useBankTransfer(participationId);
  if (transfer.isPending) return <PageLoader label="Preparing your bank transfer" />;
  if (transfer.isError) {
    const status = isApiError(transfer.error) && transfer.error.status ? transfer.error.status : 500;
    return (
      <Navigate replace to={paths.error.getHref(congressSlug, { status, message: transfer.error.message })} />
    );
  }
  const { amountCents, currency, reference, dueDate } = transfer.data;
  return (
    <ScreenSection title="Bank transfer">
      <Text>
        Please pay <strong>{formatMoney(amountCents, currency)}</strong> within 15 days (by{' '}
        {formatDate(dueDate, timeZone)}) by bank transfer, using the bank details below.
      </Text>
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Text>
            Payment reference to quote: <strong style={{ whiteSpace: 'nowrap' }}>{reference}</strong>
          </Text>
          {rib?.isImage && <Image src={rib.url} alt="Bank details" maw={640} radius="sm" />}
          {rib && !rib.isImage && (
            <Anchor href={rib.url} target="_blank" rel="noopener">
              Bank details (PDF)
            </Anchor>
          )}
        </Stack>
      </Card>
      <Text role="status">An e-mail with the proforma and the bank details has been sent to you.</Text>
      <Group>
        <Button component={Link} to={paths.dashboardUserHome.getHref(congressSlug)}>
          Home
        </Button>
      </Group>
    </ScreenSection>
  );
}
