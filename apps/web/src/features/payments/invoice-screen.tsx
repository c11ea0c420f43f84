import { Button, Group, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { paths } from '../../config/paths.ts';
import { useDownloadInvoice } from './api/download-invoice.ts';
import { usePaymentIntent } from './api/get-payment-intent.ts';

export const INTENT_MESSAGES = {
  succeeded: 'Payment succeeded!',
  processing: 'Your payment is processing.',
  requires_payment_method: 'Your payment was not successful, please try again.',
  other: 'Something went wrong.',
} as const;

/** The outcome messages of spec 4, by card intent status. */
export function intentMessage(status: string | undefined): string {
  if (status === 'succeeded' || status === 'processing' || status === 'requires_payment_method') {
    return INTENT_MESSAGES[status];
  }
  return INTENT_MESSAGES.other;
}

/** invoice: the payment outcome, Download Invoice and Home (spec 2.2). */
export function InvoiceScreen({ congressSlug }: { congressSlug: string }) {
  const [searchParams] = useSearchParams();
  const clientSecret = searchParams.get('payment_intent_client_secret');
  const intent = usePaymentIntent(clientSecret);
  const download = useDownloadInvoice();
  const participationId = intent.data?.participationId;
  const isLoading = Boolean(clientSecret) && intent.isPending;

  return (
    <ScreenSection title="Payment">
      {isLoading ? (
        <PageLoader label="Checking your payment" />
      ) : (
        <Text role="status" size="lg" fw={600}>
          {intentMessage(intent.data?.status)}
        </Text>
      )}
      <FormMessage message={download.error?.message} />
      <Group>
        <Button
          disabled={participationId === undefined || intent.data?.status !== 'succeeded'}
          loading={download.isPending}
          onClick={() =>
            participationId !== undefined &&
            download.mutate({ type: 'invoice', participationId, congressSlug })
          }
        >
          Download Invoice
        </Button>
        <Button component={Link} to={paths.dashboardUserHome.getHref(congressSlug)} variant="outline">
          Home
        </Button>
      </Group>
    </ScreenSection>
  );
}
