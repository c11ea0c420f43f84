import {
  RECONCILE_MESSAGES,
  STATEMENT_MAX_LINES,
  type StatementFormat,
  type TCsvMapping,
  type TCsvPreview,
} from '@congress/domain/contracts/reconciliation';
import { columnKey, detectBankPreset } from '@congress/domain/reconciliation/bank-presets';
import { AppError } from '../../lib/app-error.ts';
import { sniffFileType } from '../../lib/file-sniff.ts';
import { XML_MAX_DEPTH, xmlDepthExceeds } from '../../lib/xml-depth.ts';
import { readCamt } from './statement-camt.ts';
import { guessDelimiter, readCsvStatement, readCsvTable } from './statement-csv.ts';
import { fileError, type ParsedLine } from './statement-line.ts';

export type StatementText = { format: 'csv' | 'xml'; text: string };

/**
 * What an uploaded statement is, by its content (never its name): XML when it starts with "<", CSV
 * when it is text. Binary files (PDF, images, spreadsheets) are refused. Latin-1 exports are read too.
 */
export function readStatementText(data: Buffer | null): StatementText {
  if (!data || data.length === 0) throw fileError(RECONCILE_MESSAGES.fileMissing);
  const isZip = data.length > 4 && data.readUInt32LE(0) === 0x04034b50;
  if (sniffFileType(data) || isZip || data.includes(0)) throw fileError(RECONCILE_MESSAGES.fileType);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    text = data.toString('latin1');
  }
  text = text.replace(/^\uFEFF/, '');
  if (text.trim() === '') throw fileError(RECONCILE_MESSAGES.empty);
  return { format: text.trimStart().startsWith('<') ? 'xml' : 'csv', text };
}

const PATTERNS: [keyof TCsvMapping, RegExp][] = [
  ['date', /date|datum|fecha|booking|booked/i],
  ['credit', /^(credit|cr[ée]dit|paid in|money in)/i],
  ['debit', /^(debit|d[ée]bit|paid out|money out)/i],
  ['amount', /amount|montant|betrag|importe|valeur/i],
  ['counterparty', /payer|counterparty|name|nom|tiers|beneficiary|from|émetteur|emetteur/i],
  ['bankReference', /bank ref|transaction id|r[ée]f[ée]rence banque|^ref(erence)?$|^id$/i],
  ['direction', /af bij|debit ?\/ ?credit|^d\/c$|^cr\/dr$|soll ?\/ ?haben|^s\/h$|cdtdbtind/i],
  ['remittance', /description|libell|remittance|details|text|motif|communication|reference|r[ée]f/i],
];

/** The date format a first date suggests: 20200213, 2020-02-13, 13-02-2020, 13.02.2020, else dd/mm/yyyy. */
function guessDateFormat(sample: string): TCsvMapping['dateFormat'] {
  const value = sample.trim();
  if (/^\d{8}$/.test(value)) return 'yyyymmdd';
  if (/^\d{4}-/.test(value)) return 'yyyy-mm-dd';
  if (/^\d{1,2}-\d{1,2}-\d{4}$/.test(value)) return 'dd-mm-yyyy';
  if (/^\d{1,2}\.\d{1,2}\.\d{2,4}$/.test(value)) return 'dd.mm.yyyy';
  return 'dd/mm/yyyy';
}

/** A first proposal from the header and the first rows, for a bank the congress has not used yet. */
export function guessMapping(columns: string[], rows: string[][], delimiter: string): TCsvMapping | null {
  const taken = new Set<number>();
  const pick = (field: keyof TCsvMapping) => {
    const pattern = PATTERNS.find(([name]) => name === field)?.[1];
    const index = columns.findIndex((column, i) => !taken.has(i) && pattern?.test(column.trim()));
    if (index < 0) return null;
    taken.add(index);
    return columns[index] ?? null;
  };
  const picked = Object.fromEntries(PATTERNS.map(([field]) => [field, pick(field)]));
  const date = picked.date ?? null;
  if (!date || (!picked.amount && !picked.credit)) return null;
  const sample = rows.flat().join(' ');
  const dateSample = rows[0]?.[columns.indexOf(date)] ?? '';
  return {
    delimiter: delimiter as TCsvMapping['delimiter'],
    decimal: /\d,\d{1,2}(\s|$)/.test(sample) && !/\d\.\d{2}(\s|$)/.test(sample) ? ',' : '.',
    dateFormat: guessDateFormat(dateSample),
    date,
    amount: picked.credit ? null : (picked.amount ?? null),
    credit: picked.credit ?? null,
    debit: picked.credit ? (picked.debit ?? null) : null,
    direction: picked.credit ? null : (picked.direction ?? null),
    counterparty: picked.counterparty ?? null,
    remittance: picked.remittance ?? null,
    bankReference: picked.bankReference ?? null,
  };
}

/**
 * The CSV's header and first rows, with the mapping to propose: the congress's remembered one when its
 * columns are all there, else a known bank's layout recognised from the header, else a guess. A
 * remembered mapping that would read a known bank's debits as credits (no debit/credit column where
 * the layout has one) gives way to the layout.
 */
export function previewCsv(text: string, remembered: TCsvMapping | null): TCsvPreview {
  const delimiter = guessDelimiter(text);
  const [columns = [], ...rows] = readCsvTable(text, delimiter);
  if (rows.length === 0) throw fileError(RECONCILE_MESSAGES.empty);
  // Said at the preview, before the organiser maps the columns of a file the import would refuse.
  if (rows.length > STATEMENT_MAX_LINES) throw fileError(RECONCILE_MESSAGES.tooManyLines);
  const has = (name: string | null) => name === null || columns.some((c) => columnKey(c) === columnKey(name));
  const fits =
    remembered?.delimiter === delimiter &&
    [remembered.date, remembered.amount, remembered.credit, remembered.debit, remembered.direction].every(
      has,
    ) &&
    [remembered.counterparty, remembered.remittance, remembered.bankReference].every(has);
  const known = detectBankPreset(columns, delimiter);
  const sameKey = (a: string | null, b: string | null) =>
    a === null ? b === null : b !== null && columnKey(a) === columnKey(b);
  const keepsDebits =
    !known ||
    (sameKey(remembered?.direction ?? null, known.mapping.direction) &&
      sameKey(remembered?.debit ?? null, known.mapping.debit));
  const shown = { columns, rows: rows.slice(0, 5) };
  if (fits && remembered && keepsDebits)
    return { ...shown, mapping: remembered, isRemembered: true, preset: null };
  if (known) return { ...shown, mapping: known.mapping, isRemembered: false, preset: known.preset.id };
  return {
    ...shown,
    mapping: guessMapping(columns, rows.slice(0, 20), delimiter),
    isRemembered: false,
    preset: null,
  };
}

/** Every line of a statement file, credits and debits; CSV needs its mapping. */
export function readStatementLines(
  file: StatementText,
  mapping: TCsvMapping | null,
  currency: string,
): { format: StatementFormat; lines: ParsedLine[] } {
  if (file.format === 'csv' && !mapping) throw fileError(RECONCILE_MESSAGES.mappingRequired);
  const read =
    file.format === 'xml'
      ? readXml(file.text)
      : { format: 'csv' as const, lines: readCsvStatement(file.text, mapping as TCsvMapping, currency) };
  if (read.lines.length === 0) throw fileError(RECONCILE_MESSAGES.empty);
  if (read.lines.length > STATEMENT_MAX_LINES) throw fileError(RECONCILE_MESSAGES.tooManyLines);
  return read;
}

/**
 * A camt file, its nesting measured first: the parser recurses per level and throws past 100, and a
 * file thousands of levels deep would hold the event loop. Whatever else the parser throws is the
 * file's fault, answered as unreadable XML (400), never as a server error.
 */
function readXml(text: string): ReturnType<typeof readCamt> {
  if (xmlDepthExceeds(text)) throw fileError(RECONCILE_MESSAGES.xmlTooDeep, { depth: String(XML_MAX_DEPTH) });
  try {
    return readCamt(text);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw fileError(RECONCILE_MESSAGES.xmlInvalid);
  }
}
