import type { TParticipation } from '@congress/domain/contracts/participations';
import { MESSAGES } from '@congress/domain/messages';
import { formatMoney } from '@congress/domain/money';
import { Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { Navigate, useNavigate } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { RegistrationSteps } from '../../components/ui/registration-steps.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { paths } from '../../config/paths.ts';
import { isApiError } from '../../lib/api-error.ts';
import { useCardPayment } from './api/create-card-payment.ts';
import { OfflineCardForm } from './components/offline-card-form.tsx';
import { OrderSummary } from './components/order-summary.tsx';
import { StripeCardForm } from './components/stripe-card-form.tsx';

type PaymentScreenProps = { congressSlug: string; participant: string; participation: TParticipation | null };

/** payment (step 4): creates the card payment on load and mounts the provider's form. */
export function PaymentScreen({ congressSlug, participant, participation }: PaymentScreenProps) {
  if (!participation) {
    return (
      <Navigate
        replace
        to={paths.error.getHref(congressSlug, { status: 404, message: MESSAGES.participationNotFound })}
      />
    );
  }
  return <CardPayment congressSlug={congressSlug} participant={participant} participation={participation} />;
}

function CardPayment({
  congressSlug,
  participant,
  participation,
}: PaymentScreenProps & { participation: TParticipation }) {
  const navigate = useNavigate();
  const payment = useCardPayment(participation.id);
  if (payment.isPending) return <PageLoader label="Preparing the payment" />;
  if (payment.isError) {
    const status = isApiError(payment.error) && payment.error.status ? payment.error.status : 500;
    const message = payment.error.message || MESSAGES.genericError;
    return <Navigate replace to={paths.error.getHref(congressSlug, { status, message })} />;
  }

  const { clientSecret, amountCents, currency, provider, publishableKey } = payment.data;
  const payer = participation.registrations.find((registration) => registration.position === 1)?.participant;
  const billingName = payer ? `${payer.firstName} ${payer.lastName}` : '';
  const billingEmail = payer?.email ?? '';
  const payLabel = `Pay ${formatMoney(amountCents, currency)}`;
  const invoiceHref = paths.invoice.getHref(congressSlug, participant, clientSecret);

  return (
    <Stack gap="lg">
      <RegistrationSteps active={3} />
      <ScreenSection eyebrow="Step 4 of 4" title="Card payment" />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <OrderSummary participation={participation} />
        <Card withBorder padding="md" component="section" aria-labelledby="card-title">
          <Title order={2} size="h4" id="card-title" mb="sm">
            Card details
          </Title>
          {provider === 'stripe' && publishableKey ? (
            <StripeCardForm
              publishableKey={publishableKey}
              clientSecret={clientSecret}
              participationId={participation.id}
              payLabel={payLabel}
              returnUrl={`${window.location.origin}${paths.invoice.getHref(congressSlug, participant)}`}
              billingName={billingName}
              billingEmail={billingEmail}
            />
          ) : (
            <OfflineCardForm
              clientSecret={clientSecret}
              payLabel={payLabel}
              billingName={billingName}
              billingEmail={billingEmail}
              onSucceeded={() => navigate(invoiceHref)}
            />
          )}
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
