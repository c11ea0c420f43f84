import type { TParticipation } from '@congress/domain/contracts/participations';
import { MESSAGES } from '@congress/domain/messages';
import { formatMoney } from '@congress/domain/money';
import { Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router';
import { defineMessages } from '../../lib/i18n/messages.ts';
import { useText } from '../../lib/i18n/use-text.ts';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { RegistrationSteps } from '../../components/ui/registration-steps.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { paths } from '../../config/paths.ts';
import { isApiError } from '../../lib/api-error.ts';
import { useCardPayment } from './api/create-card-payment.ts';
import { OfflineCardForm } from '../../components/payment-card/offline-card-form.tsx';
import { OrderSummary } from './components/order-summary.tsx';
import { StripeCardForm } from '../../components/payment-card/stripe-card-form.tsx';
import { isNothingToPay } from './nothing-to-pay.ts';

const m = defineMessages({
  preparing: { id: 'payment.card.preparing', defaultMessage: 'Preparing the payment' },
  pay: { id: 'payment.card.pay', defaultMessage: 'Pay {amount}' },
  step: { id: 'payment.card.step', defaultMessage: 'Step 4 of 4' },
  title: { id: 'payment.card.title', defaultMessage: 'Card payment' },
  details: { id: 'payment.card.details', defaultMessage: 'Card details' },
});

type PaymentScreenProps = { congressSlug: string; participant: string; participation: TParticipation | null };

/** payment (step 4): creates the card payment on load and mounts the provider's form. */
export function PaymentScreen({ congressSlug, participant, participation }: PaymentScreenProps) {
  const t = useText();
  if (!participation) {
    return (
      <Navigate
        replace
        to={paths.error.getHref(congressSlug, { status: 404, message: t(MESSAGES.participationNotFound) })}
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
  const text = useIntl().formatMessage;
  const t = useText();
  const navigate = useNavigate();
  const payment = useCardPayment(participation.id);
  if (payment.isPending) return <PageLoader label={text(m.preparing)} />;
  if (payment.isError) {
    // Back after paying: nothing left to pay is where the participant stands, not an error.
    if (isNothingToPay(payment.error)) {
      return <Navigate replace to={paths.dashboardUserHome.getHref(congressSlug)} />;
    }
    const status = isApiError(payment.error) && payment.error.status ? payment.error.status : 500;
    const message = payment.error.message || t(MESSAGES.genericError);
    return <Navigate replace to={paths.error.getHref(congressSlug, { status, message })} />;
  }

  const { clientSecret, amountCents, currency, provider, publishableKey } = payment.data;
  const payer = participation.registrations.find((registration) => registration.position === 1)?.participant;
  const billingName = payer ? `${payer.firstName} ${payer.lastName}` : '';
  const billingEmail = payer?.email ?? '';
  const payLabel = text(m.pay, { amount: formatMoney(amountCents, currency) });
  const invoiceHref = paths.invoice.getHref(congressSlug, participant, clientSecret);

  return (
    <Stack gap="lg">
      <RegistrationSteps active={3} />
      <ScreenSection eyebrow={text(m.step)} title={text(m.title)} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <OrderSummary participation={participation} />
        <Card withBorder padding="md" component="section" aria-labelledby="card-title">
          <Title order={2} size="h4" id="card-title" mb="sm">
            {text(m.details)}
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
              onSucceeded={() => {
                // The dashboard goes under the invoice in history: Back after paying lands there.
                void navigate(paths.dashboardUserHome.getHref(congressSlug), { replace: true });
                void navigate(invoiceHref);
              }}
            />
          )}
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
