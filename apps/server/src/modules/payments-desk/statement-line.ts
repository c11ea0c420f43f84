import type { TextValues } from '@congress/domain/i18n/translator';
import { createHash } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';

/** One bank line as a statement file gives it: a credit has a positive amount, a debit a negative one. */
export type ParsedLine = {
  bookedOn: string;
  amountCents: number;
  currency: string;
  counterparty: string | null;
  remittance: string | null;
  bankReference: string | null;
  /** The bank's own key for the entry (camt AcctSvcrRef / NtryRef), when it gives one. */
  entryKey: string | null;
};

export const fileError = (text: string, values?: TextValues) =>
  new AppError('VALIDATION', text, { fields: { file: text }, values });

export const textOrNull = (value: unknown) => {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  return text ? text.replace(/\s+/g, ' ').slice(0, 500) : null;
};

/**
 * The line's key across files, so an overlapping statement books nothing twice: the bank's entry
 * reference when it gives one, else a hash of what the line says with its rank among identical lines.
 */
export function lineKeys(lines: readonly ParsedLine[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    if (line.entryKey) return `ref:${line.entryKey}`;
    const fields = [line.bookedOn, line.amountCents, line.currency, line.counterparty, line.remittance];
    const base = JSON.stringify([...fields, line.bankReference]);
    const rank = (seen.get(base) ?? 0) + 1;
    seen.set(base, rank);
    return `sha:${createHash('sha256').update(`${base}#${rank}`).digest('hex').slice(0, 40)}`;
  });
}
