import { MESSAGES } from '@congress/domain/messages';
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useConfirmOfflineCard } from '../api/confirm-offline-card.ts';
import { type CardFormValues, parseExpiry, ZCardForm } from '../card-form.ts';

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
  const confirm = useConfirmOfflineCard();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CardFormValues>({
    initialValues: { cardNumber: '', expiry: '', cvc: '', billingName },
    validate: zod4Resolver(ZCardForm),
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
      setError(answer.error?.message ?? MESSAGES.unknownPaymentError);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : MESSAGES.unknownPaymentError);
    }
  }

  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)} aria-label="Card payment">
      <Stack gap="md">
        <TextInput
          label="Card number"
          required
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          {...form.getInputProps('cardNumber')}
        />
        <SimpleGrid cols={2} spacing="md">
          <TextInput
            label="Expiry (MM/YY)"
            required
            autoComplete="cc-exp"
            placeholder="MM/YY"
            {...form.getInputProps('expiry')}
          />
          <TextInput
            label="CVC"
            required
            inputMode="numeric"
            autoComplete="cc-csc"
            {...form.getInputProps('cvc')}
          />
        </SimpleGrid>
        <TextInput
          label="Name on card"
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
