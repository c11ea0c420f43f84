import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, parseExpiry, ZCardForm } from './card-form.ts';

const form = (expiry: string) => ({
  cardNumber: '4242424242424242',
  expiry,
  cvc: '123',
  billingName: 'Rita',
});

describe("the offline card form's expiry", () => {
  it('takes the expiry as people type it', () => {
    for (const expiry of ['12/30', '12 / 30', '1230', '12 30', '12-30', '12/2030', ' 12/30 ']) {
      expect(ZCardForm.safeParse(form(expiry)).success, expiry).toBe(true);
      expect(parseExpiry(expiry), expiry).toEqual({ expMonth: 12, expYear: 2030 });
    }
    expect(parseExpiry('0127')).toEqual({ expMonth: 1, expYear: 2027 });
  });

  it('refuses what is no month and year, with its message', () => {
    for (const expiry of ['', '13/30', '00/30', '1/30', '12/3', '12/303', '123', 'ab/cd', '12//30']) {
      const result = ZCardForm.safeParse(form(expiry));
      expect(result.success, expiry).toBe(false);
      expect(
        result.error?.issues.map((issue) => issue.message),
        expiry,
      ).toContain(CARD_MESSAGES.expiry);
    }
  });
});
