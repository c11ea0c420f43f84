import { Alert } from '@mantine/core';
import { formatMoney, toCents, withDecimalPoint } from '@congress/domain/money';
import { useIntl } from 'react-intl';
import { m } from '../messages.ts';

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
  const intl = useIntl();
  const text = withDecimalPoint(amount);
  if (!AMOUNT.test(text)) return null;
  const receivedCents = toCents(text);
  if (receivedCents === 0 || receivedCents === expectedCents) return null;
  const expected = formatMoney(expectedCents, currency);
  const difference = formatMoney(Math.abs(expectedCents - receivedCents), currency);
  const message = intl.formatMessage(
    receivedCents < expectedCents ? m.lessThanExpected : m.moreThanExpected,
    {
      expected,
      difference,
    },
  );
  return (
    <Alert color="yellow" variant="light" role="status">
      {message}
    </Alert>
  );
}
