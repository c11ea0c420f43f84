import { formatMoney } from '@congress/domain/money';
import { Alert, Card, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useGroupCardPayment } from '../../../api/groups.ts';
import { OfflineCardForm } from '../../../components/payment-card/offline-card-form.tsx';
import { StripeCardForm } from '../../../components/payment-card/stripe-card-form.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { defineMessages } from '../../../lib/i18n/messages.ts';

const m = defineMessages({
  title: { id: 'groups.card.title', defaultMessage: 'Card details' },
  preparing: { id: 'groups.card.preparing', defaultMessage: 'Preparing the payment' },
  pay: { id: 'groups.card.pay', defaultMessage: 'Pay {amount}' },
});

type GroupCardPaymentProps = {
  groupId: number;
  billingName: string;
  billingEmail: string;
  /** Where Stripe comes back after its own checks: the group page. */
  returnUrl: string;
  onSucceeded: () => void;
};

/** One card payment for what the whole group owes, with the form the registration's payment uses. */
export function GroupCardPayment({
  groupId,
  billingName,
  billingEmail,
  returnUrl,
  onSucceeded,
}: GroupCardPaymentProps) {
  const text = useIntl().formatMessage;
  const payment = useGroupCardPayment(groupId, true);
  if (payment.isPending) return <PageLoader label={text(m.preparing)} />;
  if (payment.isError) {
    return (
      <Alert color="red" role="alert">
        {payment.error.message}
      </Alert>
    );
  }
  const { clientSecret, amountCents, currency, provider, publishableKey } = payment.data;
  const payLabel = text(m.pay, { amount: formatMoney(amountCents, currency) });
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="group-card-title" maw={520}>
      <Title order={2} size="h4" id="group-card-title" mb="sm">
        {text(m.title)}
      </Title>
      {provider === 'stripe' && publishableKey ? (
        <StripeCardForm
          publishableKey={publishableKey}
          clientSecret={clientSecret}
          participationId={null}
          payLabel={payLabel}
          returnUrl={returnUrl}
          billingName={billingName}
          billingEmail={billingEmail}
        />
      ) : (
        <OfflineCardForm
          clientSecret={clientSecret}
          payLabel={payLabel}
          billingName={billingName}
          billingEmail={billingEmail}
          onSucceeded={onSucceeded}
        />
      )}
    </Card>
  );
}
