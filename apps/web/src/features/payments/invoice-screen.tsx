import { Button, Group, Text } from '@mantine/core';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { defineMessages } from '../../lib/i18n/messages.ts';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { paths } from '../../config/paths.ts';
import { useDownloadInvoice } from './api/download-invoice.ts';
import { usePaymentIntent } from './api/get-payment-intent.ts';

export const INTENT_MESSAGES = defineMessages({
  succeeded: { id: 'payment.intent.succeeded', defaultMessage: 'Payment succeeded!' },
  processing: { id: 'payment.intent.processing', defaultMessage: 'Your payment is processing.' },
  requires_payment_method: {
    id: 'payment.intent.requiresPaymentMethod',
    defaultMessage: 'Your payment was not successful, please try again.',
  },
  other: { id: 'payment.intent.other', defaultMessage: 'Something went wrong.' },
});

const m = defineMessages({
  title: { id: 'payment.invoice.title', defaultMessage: 'Payment' },
  checking: { id: 'payment.invoice.checking', defaultMessage: 'Checking your payment' },
  download: { id: 'payment.invoice.download', defaultMessage: 'Download Invoice' },
  home: { id: 'payment.invoice.home', defaultMessage: 'Home' },
});

/** The outcome messages of spec 4, by card intent status. */
export function intentMessage(status: string | undefined): MessageDescriptor {
  if (status === 'succeeded' || status === 'processing' || status === 'requires_payment_method') {
    return INTENT_MESSAGES[status];
  }
  return INTENT_MESSAGES.other;
}

/** invoice: the payment outcome, Download Invoice and Home (spec 2.2). */
export function InvoiceScreen({ congressSlug }: { congressSlug: string }) {
  const text = useIntl().formatMessage;
  const [searchParams] = useSearchParams();
  const clientSecret = searchParams.get('payment_intent_client_secret');
  const intent = usePaymentIntent(clientSecret);
  const download = useDownloadInvoice();
  const participationId = intent.data?.participationId;
  const isLoading = Boolean(clientSecret) && intent.isPending;

  return (
    <ScreenSection title={text(m.title)}>
      {isLoading ? (
        <PageLoader label={text(m.checking)} />
      ) : (
        <Text role="status" size="lg" fw={600}>
          {text(intentMessage(intent.data?.status))}
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
          {text(m.download)}
        </Button>
        <Button component={Link} to={paths.dashboardUserHome.getHref(congressSlug)} variant="outline">
          {text(m.home)}
        </Button>
      </Group>
    </ScreenSection>
  );
}
