import { MESSAGES } from './messages.ts';

/** Spec 5 and 9: a price is digits with at most 2 decimals, at most 1000. */
export const MAX_RATE_PRICE_CENTS = 100_000;
export const MAX_RATE_COMMENT = 200;
const PRICE_PATTERN = /^\d+(\.\d{1,2})?$/;

/** The spec 5 message for a rate price, or null when it is valid (required unless `isOptional`). */
export function ratePriceError(value: string | null | undefined, isOptional = false): string | null {
  const text = (value ?? '').trim();
  if (text === '') return isOptional ? null : MESSAGES.enterPrice;
  if (!PRICE_PATTERN.test(text)) return MESSAGES.priceDecimals;
  const [whole = '0', fraction = ''] = text.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cents > MAX_RATE_PRICE_CENTS ? MESSAGES.priceTooLong : null;
}

export function rateCommentError(value: string | null | undefined): string | null {
  return (value ?? '').length > MAX_RATE_COMMENT ? MESSAGES.commentTooLong : null;
}

const toInstant = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);

/** The close (end) date must be after the open (start) date; either may be absent. */
export function rateDatesError(openDate: string | null | undefined, closeDate: string | null | undefined) {
  if (!openDate || !closeDate) return null;
  return toInstant(closeDate).getTime() > toInstant(openDate).getTime() ? null : MESSAGES.endBeforeStart;
}

/**
 * A rate's date as stored: a date-only value is that calendar day at noon UTC, the same day in every
 * congress time zone (rate states are judged by calendar day, decisions 16).
 */
export function rateDateToInstant(value: string | null | undefined): Date | null {
  return value ? toInstant(value) : null;
}
