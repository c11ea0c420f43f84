import { MESSAGES } from '@congress/domain/messages';
import { Button, Stack } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { type FormEvent, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../lib/i18n/language-context.ts';
import { useText } from '../../lib/i18n/use-text.ts';
import { FormMessage } from '../ui/form-message.tsx';
import { recordDeniedCard } from '../../api/record-denied-card.ts';

type StripeCardFormProps = {
  publishableKey: string;
  clientSecret: string;
  /** The participation a denied attempt is recorded on; null for a group's payment (its server records it). */
  participationId: number | null;
  payLabel: string;
  returnUrl: string;
  billingName: string;
  billingEmail: string;
};

/** Stripe Elements: the card form with layout accordion and card method (spec 2.2). */
export function StripeCardForm({ publishableKey, clientSecret, ...rest }: StripeCardFormProps) {
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  // Stripe's own fields and messages in the reader's language.
  const { language } = useLanguage();
  return (
    <Elements stripe={stripePromise} options={{ clientSecret, locale: language }}>
      <StripeForm clientSecret={clientSecret} {...rest} />
    </Elements>
  );
}

function StripeForm({
  clientSecret,
  participationId,
  payLabel,
  returnUrl,
  billingName,
  billingEmail,
}: Omit<StripeCardFormProps, 'publishableKey'>) {
  const text = useIntl().formatMessage;
  const t = useText();
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [isPaying, setIsPaying] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setIsPaying(true);
    setError(null);
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: {
        return_url: returnUrl,
        receipt_email: billingEmail,
        payment_method_data: { billing_details: { name: billingName, email: billingEmail } },
      },
    });
    // confirmPayment only returns on failure: success leaves for the return URL.
    const failure = result.error;
    setError(failure.message ?? t(MESSAGES.unknownPaymentError));
    setIsPaying(false);
    if (participationId === null) return;
    await recordDeniedCard({
      participation: participationId,
      clientSecret,
      code: failure.code,
      decline_code: failure.decline_code,
      message: failure.message,
      paymentMethodType: failure.payment_method?.type,
    }).catch(() => undefined);
  }

  return (
    <form
      onSubmit={onSubmit}
      aria-label={text({ id: 'payment.cardForm.label', defaultMessage: 'Card payment' })}
    >
      <Stack gap="md">
        <PaymentElement options={{ layout: 'accordion', paymentMethodOrder: ['card'] }} />
        <FormMessage message={error} />
        <Button type="submit" loading={isPaying} disabled={!stripe || !elements} fullWidth>
          {payLabel}
        </Button>
      </Stack>
    </form>
  );
}
