import { ZOfflineConfirmRequest } from '@congress/domain/contracts/payments';
import { requiredText } from '@congress/domain/validation';
import { z } from 'zod';

export const CARD_MESSAGES = { expiry: 'Please enter the expiry as MM/YY' } as const;

/** The offline card form's fields, checked with the shared request schema's rules. */
export const ZCardForm = z.object({
  cardNumber: requiredText(),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, CARD_MESSAGES.expiry),
  cvc: ZOfflineConfirmRequest.shape.cvc,
  billingName: requiredText().max(200),
});
export type CardFormValues = z.input<typeof ZCardForm>;

export function parseExpiry(expiry: string): { expMonth: number; expYear: number } {
  const [month = '0', year = '0'] = expiry.split('/').map((part) => part.trim());
  return { expMonth: Number(month), expYear: 2000 + Number(year) };
}
