import { RECONCILE_MESSAGES, type TCsvMapping } from '@congress/domain/contracts/reconciliation';
import { parseBankAmount, parseBankDate, parseDirection } from '@congress/domain/reconciliation/csv-values';
import { columnKey } from '@congress/domain/reconciliation/bank-presets';
import type { parse as csvParse } from 'csv-parse/sync';
import { lazyRequire } from '../../lib/lazy-require.ts';
import { fileError, type ParsedLine, textOrNull } from './statement-line.ts';

const loadCsvParse = lazyRequire<{ parse: typeof csvParse }>('csv-parse/sync');

/** The table of a CSV statement, header first; blank lines dropped. */
export function readCsvTable(text: string, delimiter: string): string[][] {
  try {
    return (
      loadCsvParse().parse(text, {
        delimiter,
        bom: true,
        relax_column_count: true,
        skip_empty_lines: true,
      }) as string[][]
    ).filter((row) => row.some((cell) => cell.trim() !== ''));
  } catch {
    throw fileError(RECONCILE_MESSAGES.csvUnreadable);
  }
}

/** The separator that splits the first line into the most columns. */
export function guessDelimiter(text: string): TCsvMapping['delimiter'] {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  return ([',', ';', '\t'] as const).reduce((best, d) =>
    firstLine.split(d).length > firstLine.split(best).length ? d : best,
  );
}

/** Columns compared as the preview compares them (bank-presets' columnKey), so what it accepts imports. */
const sameColumn = (a: string, b: string) => columnKey(a) === columnKey(b);

/** Credit lines positive, debits negative, in the congress's currency (a CSV names none). */
export function readCsvStatement(text: string, mapping: TCsvMapping, currency: string): ParsedLine[] {
  const [header = [], ...rows] = readCsvTable(text, mapping.delimiter);
  const at = (column: string | null) => {
    if (column === null) return null;
    const index = header.findIndex((name) => sameColumn(name, column));
    if (index < 0) throw fileError(RECONCILE_MESSAGES.columnMissing, { column });
    return index;
  };
  const columns = {
    date: at(mapping.date),
    amount: at(mapping.amount),
    credit: at(mapping.credit),
    debit: at(mapping.debit),
    counterparty: at(mapping.counterparty),
    remittance: at(mapping.remittance),
    bankReference: at(mapping.bankReference),
    direction: at(mapping.direction),
  };
  const cell = (row: string[], index: number | null) => (index === null ? '' : (row[index] ?? '').trim());
  return rows.map((row, n) => {
    const line = n + 2;
    const day = cell(row, columns.date);
    const bookedOn = parseBankDate(day, mapping.dateFormat);
    if (!bookedOn) throw fileError(RECONCILE_MESSAGES.badDate, { line: String(line), value: day });
    const amountOf = (index: number | null) => {
      const value = cell(row, index);
      if (value === '') return 0;
      const cents = parseBankAmount(value, mapping.decimal);
      if (cents === null) throw fileError(RECONCILE_MESSAGES.badAmount, { line: String(line), value });
      return cents;
    };
    // Separate columns, or a debit/credit column: a debit counts as money out whatever its sign.
    let amountCents =
      columns.amount !== null
        ? amountOf(columns.amount)
        : amountOf(columns.credit) || -Math.abs(amountOf(columns.debit));
    if (columns.direction !== null) {
      const said = cell(row, columns.direction);
      const direction = parseDirection(said);
      if (!direction) throw fileError(RECONCILE_MESSAGES.badDirection, { line: String(line), value: said });
      amountCents = direction === 'debit' ? -Math.abs(amountCents) : Math.abs(amountCents);
    }
    const bankReference = textOrNull(cell(row, columns.bankReference));
    return {
      bookedOn,
      amountCents,
      currency,
      counterparty: textOrNull(cell(row, columns.counterparty)),
      remittance: textOrNull(cell(row, columns.remittance)),
      bankReference,
      entryKey: null,
    };
  });
}
