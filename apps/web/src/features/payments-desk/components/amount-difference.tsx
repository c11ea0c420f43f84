import { Alert } from '@mantine/core';
import { formatMoney, toCents } from '@congress/domain/money';

const AMOUNT = /^\d{1,6}(\.\d{1,2})?$/;

/** Says before submit what a received amount other than the expected one does (recorded as received). */
export function AmountDifference({
  amount,
  expectedCents,
  currency,
}: {
  amount: string;
  expectedCents: number;
  currency: string;
}) {
  const text = amount.trim();
  if (!AMOUNT.test(text)) return null;
  const receivedCents = toCents(text);
  if (receivedCents === 0 || receivedCents === expectedCents) return null;
  const expected = formatMoney(expectedCents, currency);
  const difference = formatMoney(Math.abs(expectedCents - receivedCents), currency);
  const message =
    receivedCents < expectedCents
      ? `Less than the expected ${expected}: the payment is recorded for the amount received and ${difference} remains due. Registrations are confirmed once nothing is due.`
      : `More than the expected ${expected}: the ${difference} extra is recorded; refund it or keep it as a credit.`;
  return (
    <Alert color="yellow" variant="light" role="status">
      {message}
    </Alert>
  );
}
