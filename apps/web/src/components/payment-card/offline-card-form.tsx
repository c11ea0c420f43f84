import { MESSAGES } from '@congress/domain/messages';
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../lib/i18n/messages.ts';
import { useText } from '../../lib/i18n/use-text.ts';
import { FormMessage } from '../ui/form-message.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { useConfirmOfflineCard } from '../../api/confirm-offline-card.ts';
import { CARD_MESSAGES, type CardFormValues, parseExpiry, ZCardForm } from './card-form.ts';

const m = defineMessages({
  form: { id: 'payment.cardForm.label', defaultMessage: 'Card payment' },
  cardNumber: { id: 'payment.cardForm.cardNumber', defaultMessage: 'Card number' },
  expiry: { id: 'payment.cardForm.expiry', defaultMessage: 'Expiry (MM/YY)' },
  expiryPlaceholder: { id: 'payment.cardForm.expiryPlaceholder', defaultMessage: 'MM/YY' },
  cvc: { id: 'payment.cardForm.cvc', defaultMessage: 'CVC' },
  name: { id: 'payment.cardForm.name', defaultMessage: 'Name on card' },
  expiryError: { id: 'payment.cardForm.expiryError', defaultMessage: 'Please enter the expiry as MM/YY' },
});

type OfflineCardFormProps = {
  clientSecret: string;
  payLabel: string;
  billingName: string;
  billingEmail: string;
  onSucceeded: () => void;
};

/** The built-in card form of the offline provider (demo and tests). */
export function OfflineCardForm({
  clientSecret,
  payLabel,
  billingName,
  billingEmail,
  onSucceeded,
}: OfflineCardFormProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const t = useText();
  const confirm = useConfirmOfflineCard();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CardFormValues>({
    initialValues: { cardNumber: '', expiry: '', cvc: '', billingName },
    // The shared schemas' errors are the domain's texts; the expiry's is this form's own message.
    validate: (values) =>
      Object.fromEntries(
        Object.entries(zod4Resolver(ZCardForm)(values)).map(([field, error]) => [
          field,
          error === CARD_MESSAGES.expiry ? text(m.expiryError) : typeof error === 'string' ? t(error) : error,
        ]),
      ),
  });

  async function onSubmit(values: CardFormValues) {
    setError(null);
    try {
      const answer = await confirm.mutateAsync({
        clientSecret,
        cardNumber: values.cardNumber,
        ...parseExpiry(values.expiry),
        cvc: values.cvc,
        billingName: values.billingName,
        billingEmail,
      });
      if (answer.status === 'succeeded') return onSucceeded();
      setError(answer.error?.message ?? t(MESSAGES.unknownPaymentError));
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t(MESSAGES.unknownPaymentError));
    }
  }

  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)} aria-label={text(m.form)}>
      <Stack gap="md">
        <TextInput
          label={text(m.cardNumber)}
          required
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          {...form.getInputProps('cardNumber')}
        />
        <SimpleGrid cols={2} spacing="md">
          <TextInput
            label={text(m.expiry)}
            required
            autoComplete="cc-exp"
            placeholder={text(m.expiryPlaceholder)}
            {...form.getInputProps('expiry')}
          />
          <TextInput
            label={text(m.cvc)}
            required
            inputMode="numeric"
            autoComplete="cc-csc"
            {...form.getInputProps('cvc')}
          />
        </SimpleGrid>
        <TextInput
          label={text(m.name)}
          required
          autoComplete="cc-name"
          {...form.getInputProps('billingName')}
        />
        <FormMessage message={error} />
        <Button type="submit" loading={confirm.isPending} fullWidth>
          {payLabel}
        </Button>
      </Stack>
    </form>
  );
}
