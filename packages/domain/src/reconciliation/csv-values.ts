export const CSV_DATE_FORMATS = [
  'yyyy-mm-dd',
  'dd/mm/yyyy',
  'mm/dd/yyyy',
  'dd-mm-yyyy',
  'dd.mm.yyyy',
  'yyyymmdd',
] as const;
export type CsvDateFormat = (typeof CSV_DATE_FORMATS)[number];
export type DecimalMark = ',' | '.';

/**
 * A bank's amount in signed cents: "1.234,56" with a decimal comma, "1,234.56" or "-600.00" with a
 * point; spaces, currency signs and a leading "+" are ignored. Null when it is not an amount.
 */
export function parseBankAmount(text: string, decimal: DecimalMark): number | null {
  let value = text.replace(/[\s\u00a0\u202f€$£]|EUR|GBP|USD/g, '');
  const thousands = decimal === ',' ? '.' : ',';
  value = value.split(thousands).join('');
  if (decimal === ',') value = value.replace(',', '.');
  const match = /^([+-]?)(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

const isCalendarDay = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

const SEPARATED: Record<
  Exclude<CsvDateFormat, 'yyyymmdd'>,
  { split: RegExp; order: 'ymd' | 'dmy' | 'mdy' }
> = {
  'yyyy-mm-dd': { split: /[/.-]/, order: 'ymd' },
  // Kept tolerant of the separator, as it was before the stricter formats beside it existed.
  'dd/mm/yyyy': { split: /[/.-]/, order: 'dmy' },
  'mm/dd/yyyy': { split: /[/.-]/, order: 'mdy' },
  'dd-mm-yyyy': { split: /-/, order: 'dmy' },
  'dd.mm.yyyy': { split: /\./, order: 'dmy' },
};

/** The day, month and year a date text gives in the format, before any calendar check. */
function datePartsOf(text: string, format: CsvDateFormat): [number, number, number] | null {
  const value = text.trim();
  if (format === 'yyyymmdd') {
    const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
    return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
  }
  const { split, order } = SEPARATED[format];
  const parts = value.split(split);
  if (parts.length !== 3 || parts.some((part) => !/^\d+$/.test(part))) return null;
  const [a, b, c] = parts.map(Number) as [number, number, number];
  if (order === 'ymd') return [a, b, c];
  // German banks (Sparkasse) write the year with two digits: 24.01.25.
  const year = format === 'dd.mm.yyyy' && parts[2]?.length === 2 ? 2000 + c : c;
  return order === 'dmy' ? [year, b, a] : [year, a, b];
}

/** A bank's date in the chosen format as YYYY-MM-DD; null when it is not one. */
export function parseBankDate(text: string, format: CsvDateFormat): string | null {
  const parts = datePartsOf(text, format);
  if (!parts) return null;
  const [y, m, d] = parts;
  if (y < 1000 || y > 9999 || !isCalendarDay(y, m, d)) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Which way the money went, as a debit/credit column says it; null when the value says neither. */
const DIRECTIONS: Record<string, 'debit' | 'credit'> = {
  af: 'debit',
  bij: 'credit',
  d: 'debit',
  c: 'credit',
  dr: 'debit',
  cr: 'credit',
  dbit: 'debit',
  crdt: 'credit',
  debit: 'debit',
  credit: 'credit',
  s: 'debit',
  h: 'credit',
  soll: 'debit',
  haben: 'credit',
};

export function parseDirection(text: string): 'debit' | 'credit' | null {
  const key = text
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  return DIRECTIONS[key] ?? null;
}
