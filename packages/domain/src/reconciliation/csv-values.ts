export const CSV_DATE_FORMATS = ['yyyy-mm-dd', 'dd/mm/yyyy', 'mm/dd/yyyy'] as const;
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

/** A bank's date in the chosen format (separators / . or -) as YYYY-MM-DD; null when it is not one. */
export function parseBankDate(text: string, format: CsvDateFormat): string | null {
  const parts = text.trim().split(/[/.-]/);
  if (parts.length !== 3 || parts.some((part) => !/^\d+$/.test(part))) return null;
  const [a, b, c] = parts.map(Number) as [number, number, number];
  const [y, m, d] = format === 'yyyy-mm-dd' ? [a, b, c] : format === 'dd/mm/yyyy' ? [c, b, a] : [c, a, b];
  if (y < 1000 || y > 9999 || !isCalendarDay(y, m, d)) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
