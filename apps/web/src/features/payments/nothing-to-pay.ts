import { PAYMENT_MESSAGES } from '@congress/domain/contracts/payments';
import { isApiError } from '../../lib/api-error.ts';

/** The server's 409 when the participation owes nothing (already paid): said in English or translated. */
export function isNothingToPay(error: unknown, t: (text: string) => string): boolean {
  if (!isApiError(error) || error.status !== 409) return false;
  return (
    error.message === PAYMENT_MESSAGES.nothingToPay || error.message === t(PAYMENT_MESSAGES.nothingToPay)
  );
}
