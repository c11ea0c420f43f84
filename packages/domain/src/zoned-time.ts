import { formatDateTime, formatTime } from './dates.ts';
import { formatLocale } from './i18n/format-locale.ts';

/**
 * The reader's clock, when a screen knows it (the browser does; an e-mail or a PDF does not): its zone
 * and how "11:45 your time" is said in the reader's language.
 */
export type ReaderClock = { zone: string; label: (time: string) => string };

export type ZonedOptions = { locale?: string; reader?: ReaderClock | undefined };

const zoneNames = new Map<string, Intl.DateTimeFormat>();
function zoneNameFormat(timeZone: string, locale: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}`;
  let format = zoneNames.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' });
    zoneNames.set(key, format);
  }
  return format;
}

/** The zone's short name at that instant, by the locale's convention: "WET", "WEST", "UTC+1", "GMT+9". */
export function zoneName(instant: Date, timeZone: string, locale = formatLocale()): string {
  const part = zoneNameFormat(timeZone, locale)
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();
/** Minutes ahead of UTC in a zone at an instant (two zones may differ in name yet show the same clock). */
function offsetMinutes(instant: Date, timeZone: string): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

const toInstant = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);

/**
 * The reader's time beside the congress's, only when their clocks differ at that instant; with the
 * reader's day when it is another day there ("28 November 2026 at 11:45 your time").
 */
function readerPart(instant: Date, timeZone: string, locale: string, reader?: ReaderClock): string {
  if (!reader || offsetMinutes(instant, reader.zone) === offsetMinutes(instant, timeZone)) return '';
  const sameDay = formatDay(instant, reader.zone, locale) === formatDay(instant, timeZone, locale);
  const time = sameDay
    ? formatTime(instant, reader.zone, locale)
    : formatDateTime(instant, reader.zone, locale);
  return ` · ${reader.label(time)}`;
}

const formatDay = (instant: Date, timeZone: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone }).format(instant);

/**
 * A moment shown to a person, in the congress's zone and naming it (decisions 16: a reader elsewhere
 * knows which clock it is): "27 November 2026 at 02:45 WET", and in a browser whose zone differs
 * "27 November 2026 at 02:45 WET · 11:45 your time".
 */
export function formatZonedDateTime(
  value: Date | string,
  timeZone: string,
  options: ZonedOptions = {},
): string {
  const instant = toInstant(value);
  const locale = options.locale ?? formatLocale();
  const congress = `${formatDateTime(instant, timeZone, locale)} ${zoneName(instant, timeZone, locale)}`;
  return congress + readerPart(instant, timeZone, locale, options.reader);
}

/** A time of day shown to a person, the same way: "02:45 WET · 11:45 your time". */
export function formatZonedTime(value: Date | string, timeZone: string, options: ZonedOptions = {}): string {
  const instant = toInstant(value);
  const locale = options.locale ?? formatLocale();
  const congress = `${formatTime(instant, timeZone, locale)} ${zoneName(instant, timeZone, locale)}`;
  return congress + readerPart(instant, timeZone, locale, options.reader);
}
