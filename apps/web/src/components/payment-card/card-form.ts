import { ZOfflineConfirmRequest } from '@congress/domain/contracts/payments';
import { requiredText } from '@congress/domain/validation';
import { z } from 'zod';

export const CARD_MESSAGES = { expiry: 'Please enter the expiry as MM/YY' } as const;

/**
 * An expiry as people type it: MM/YY, and also 1230, 12 30, 12-30 or 12/2030 (card forms elsewhere
 * take them all; refusing "1230" sent a participant back for nothing).
 */
const EXPIRY = /^(0[1-9]|1[0-2])\s*[/\-\s]?\s*(\d{2}|20\d{2})$/;

/** The offline card form's fields, checked with the shared request schema's rules. */
export const ZCardForm = z.object({
  cardNumber: requiredText(),
  expiry: z.string().trim().regex(EXPIRY, CARD_MESSAGES.expiry),
  cvc: ZOfflineConfirmRequest.shape.cvc,
  billingName: requiredText().max(200),
});
export type CardFormValues = z.input<typeof ZCardForm>;

/** The month and the four-digit year of an expiry the form accepted. */
export function parseExpiry(expiry: string): { expMonth: number; expYear: number } {
  const [, month = '0', year = '0'] = EXPIRY.exec(expiry.trim()) ?? [];
  return { expMonth: Number(month), expYear: year.length === 4 ? Number(year) : 2000 + Number(year) };
}
