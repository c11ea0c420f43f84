import type { TParticipation } from '@congress/domain/contracts/participations';
import { formatMoney } from '@congress/domain/money';
import { forwardAction } from '@congress/domain/pricing';
import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useConfirmChange } from '../api/confirm-change.ts';
import {
  confirmHref,
  forwardStep,
  PAYMENT_METHOD_CHOICES,
  type PaymentMethodChoice,
} from '../forward-route.ts';

type PaymentSummaryProps = {
  congressSlug: string;
  participant: string;
  participation: TParticipation;
  previousHref: string;
};

/** The payment summary step: amount due, method (only when something is due) and PAYE/REFUND/CONFIRM. */
export function PaymentSummary({
  congressSlug,
  participant,
  participation,
  previousHref,
}: PaymentSummaryProps) {
  const navigate = useNavigate();
  const confirm = useConfirmChange(congressSlug);
  const [method, setMethod] = useState<PaymentMethodChoice>('card');
  const [error, setError] = useState<string | null>(null);
  const due = participation.amountDueCents;
  const label = forwardAction(due);

  async function onForward() {
    setError(null);
    const step = forwardStep(congressSlug, participant, due, method);
    if (step.kind !== 'confirm') return navigate(step.href);
    try {
      const answer = await confirm.mutateAsync(participation.id);
      void navigate(confirmHref(congressSlug, participant, step.amount, answer.label));
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : String(failure));
    }
  }

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="payment-summary-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="payment-summary-title">
          Payment summary
        </Title>
        <Group gap="xs">
          <Text fw={600}>Amount due:</Text>
          <Text fw={700} size="lg" data-testid="amount-due">
            {formatMoney(due, participation.currency)}
          </Text>
        </Group>
        <Select
          label="Payment method"
          data={PAYMENT_METHOD_CHOICES.map((choice) => ({ ...choice }))}
          value={method}
          onChange={(value) => setMethod(value === 'bank_transfer' ? 'bank_transfer' : 'card')}
          allowDeselect={false}
          disabled={due <= 0}
          maw={320}
        />
        <FormMessage message={error} />
        <Group justify="space-between">
          <Button variant="default" onClick={() => navigate(previousHref)}>
            PREVIOUS
          </Button>
          <Button onClick={onForward} loading={confirm.isPending}>
            {label}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
