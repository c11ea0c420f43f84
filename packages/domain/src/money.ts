import { formatLocale } from './i18n/format-locale.ts';

/** Minor digits per currency (decisions 16): EUR 2, JPY 0. */
export function currencyMinorDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en-GB', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

const PRICE_PATTERN = /^\d+(\.\d{1,2})?$/;

/**
 * A typed amount as French and Portuguese write it ("12,50") read with a decimal point ("12.50"), so
 * every money field takes either mark; anything else is left as typed for its own check to refuse.
 */
export function withDecimalPoint(text: string): string {
  return text.trim().replace(/^(\d+),(\d{1,2})$/, '$1.$2');
}

/** Parses a decimal price string ("412.5", "800.00") into integer cents, exactly. */
export function toCents(price: string | number): number {
  const text = typeof price === 'number' ? price.toFixed(2) : price.trim();
  if (!PRICE_PATTERN.test(text)) throw new Error(`Invalid price: ${text}`);
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Integer cents to the JSON price string of spec 3 ("800.00"). */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Money shown with its symbol: no decimals when whole (spec 9), the currency's minor digits when not
 * (decisions 16: 412.50 never shows as 413). `alwaysMinor` is for invoices.
 */
export function formatMoney(
  cents: number,
  currency = 'EUR',
  options: { alwaysMinor?: boolean; locale?: string } = {},
): string {
  const digits = currencyMinorDigits(currency);
  const major = cents / 100;
  const isWhole = cents % 100 === 0;
  const fractionDigits = options.alwaysMinor || !isWhole ? digits : 0;
  try {
    return new Intl.NumberFormat(options.locale ?? formatLocale(), {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    }).format(major);
  } catch {
    return `${currency} ${major.toFixed(fractionDigits)}`;
  }
}

/** Amount in the provider's minor units for a currency (JPY has none). */
export function toProviderMinorUnits(cents: number, currency: string): number {
  const digits = currencyMinorDigits(currency);
  return Math.round((cents / 100) * 10 ** digits);
}
