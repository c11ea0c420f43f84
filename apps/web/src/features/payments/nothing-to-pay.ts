import { isApiError } from '../../lib/api-error.ts';

/** The server's 409 when the participation owes nothing (already paid, or free), by its error code. */
export function isNothingToPay(error: unknown): boolean {
  return isApiError(error) && error.code === 'NOTHING_TO_PAY';
}
