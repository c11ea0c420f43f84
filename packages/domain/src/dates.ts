import { formatLocale } from './i18n/format-locale.ts';

/**
 * British dates ("5 June 2027") and HH:MM times (spec 9), in the congress's time zone (decisions 16);
 * in French and Portuguese by their own conventions ("5 juin 2027", "5 de junho de 2027").
 */
export function formatDate(
  value: Date | string,
  timeZone = 'Europe/Lisbon',
  locale = formatLocale(),
): string {
  const date = typeof value === 'string' ? parseDateLike(value) : value;
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(date);
}

export function formatTime(
  value: Date | string,
  timeZone = 'Europe/Lisbon',
  locale = formatLocale(),
): string {
  if (typeof value === 'string' && /^\d{2}:\d{2}/.test(value)) return value.slice(0, 5);
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone,
  }).format(date);
}

/** A moment for staff screens (logs, "last saved"): "22 November 2026 at 17:32", British like the rest. */
export function formatDateTime(value: Date | string, timeZone?: string, locale = formatLocale()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(date);
}

/** A date-only string is a calendar day: shown as is, whatever the zone. */
function parseDateLike(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
}

/** Timestamps arrive from the API and are trimmed for date-only and time-only form fields (spec 3). */
export function trimToDate(value: string | null | undefined): string {
  if (!value) return '';
  return value.slice(0, 10);
}

export function trimToTime(value: string | null | undefined): string {
  if (!value) return '';
  const match = /(\d{2}:\d{2})/.exec(value.includes('T') ? (value.split('T')[1] ?? '') : value);
  return match?.[1] ?? '';
}

/** Building an Intl formatter costs far more than using one: exports and the rush call this often. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone,
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayInZone(instant: Date, timeZone: string): string {
  return dayFormat(timeZone).format(instant);
}
