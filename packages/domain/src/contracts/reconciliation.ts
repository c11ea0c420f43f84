import { z } from 'zod';
import { zId, zIdParam } from '../ids.ts';
import { CSV_DATE_FORMATS } from '../reconciliation/csv-values.ts';
import { MATCH_RULES } from '../reconciliation/match.ts';
import { BANK_PRESET_IDS } from '../reconciliation/bank-presets.ts';
import { defineTexts } from '../i18n/texts.ts';

/** Bank statements on the payments desk. */
export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;
export const STATEMENT_MAX_LINES = 5000;
/** Lines one confirm call books; the screen sends them in such batches and shows its progress. */
export const CONFIRM_BATCH = 20;

export const RECONCILE_MESSAGES = defineTexts({
  fileMissing: 'Please choose a bank statement file (CSV or camt.052, camt.053 or camt.054 XML).',
  fileType: 'The file must be a CSV file or a camt.052, camt.053 or camt.054 XML bank statement.',
  fileTooLarge: 'The file is larger than 5 MB.',
  xmlInvalid: 'The XML file could not be read: it is not well-formed XML.',
  xmlNotCamt:
    'The XML file is not a camt.052, camt.053 or camt.054 bank file (no BkToCstmrAcctRpt/Rpt, BkToCstmrStmt/Stmt or BkToCstmrDbtCdtNtfctn/Ntfctn).',
  xmlDoctype: 'XML files with a DOCTYPE are refused.',
  /** `depth`: the deepest nesting read. */
  xmlTooDeep: 'The XML file nests its elements more than {depth} levels deep: it is not a bank statement.',
  empty: 'The statement has no lines.',
  tooManyLines: `The statement has more than ${STATEMENT_MAX_LINES} lines.`,
  mappingRequired: 'Please choose which columns hold the date, the amount and the text of the CSV.',
  mappingInvalid: 'The column mapping is not valid.',
  amountColumnRequired: 'Choose the amount column, or the credit column.',
  directionNeedsAmount: 'A debit/credit column goes with one amount column: choose the amount column.',
  badDirection: 'Line {line}: "{value}" does not say debit or credit.',
  lineOutgoing: 'This line is money out of the account: it is never booked to a participant.',
  lineDuplicate: 'This line was imported before from another statement: settle it there.',
  csvUnreadable: 'The CSV could not be read with the separator chosen.',
  columnMissing: 'The CSV has no column "{column}".',
  badAmount: 'Line {line}: "{value}" is not an amount.',
  badDate: 'Line {line}: "{value}" is not a date in the chosen format.',
  badCamtEntry: 'Entry {entry}: {what} is missing or not valid.',
  statementNotFound: 'Bank statement not found',
  lineNotFound: 'Statement line not found',
  lineSettled: 'This line has already been booked or ignored.',
  paymentNotCandidate: 'Pick a pending bank transfer of this congress in the same currency.',
  imported: 'Bank statement imported.',
  importedAgain: 'This statement was imported before: nothing was changed.',
  lineIgnored: 'Line ignored.',
});

export const ZCsvMapping = z
  .object({
    delimiter: z.enum([',', ';', '\t']),
    decimal: z.enum([',', '.']),
    dateFormat: z.enum(CSV_DATE_FORMATS),
    date: z.string().trim().min(1, RECONCILE_MESSAGES.mappingRequired).max(100),
    /** One signed amount column, or separate credit and debit columns. */
    amount: z.string().trim().min(1).max(100).nullable(),
    credit: z.string().trim().min(1).max(100).nullable(),
    debit: z.string().trim().min(1).max(100).nullable(),
    counterparty: z.string().trim().min(1).max(100).nullable(),
    remittance: z.string().trim().min(1).max(100).nullable(),
    bankReference: z.string().trim().min(1).max(100).nullable(),
    /** A column saying debit or credit (ING's Af / Bij, D / C, S / H) for an unsigned amount column. */
    direction: z.string().trim().min(1).max(100).nullable().default(null),
  })
  .refine((m) => m.amount !== null || m.credit !== null, {
    message: RECONCILE_MESSAGES.amountColumnRequired,
    path: ['amount'],
  })
  .refine((m) => m.direction === null || m.amount !== null, {
    message: RECONCILE_MESSAGES.directionNeedsAmount,
    path: ['direction'],
  });
export type TCsvMapping = z.infer<typeof ZCsvMapping>;

/** POST .../statements/csv-preview: the CSV's columns, a few rows and the mapping to propose. */
export const ZCsvPreview = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  mapping: ZCsvMapping.nullable(),
  /** The congress's remembered mapping (true) or one guessed from the header (false). */
  isRemembered: z.boolean(),
  /** The bank layout recognised from the header, when the mapping is its preset. */
  preset: z.enum(BANK_PRESET_IDS).nullable(),
});
export type TCsvPreview = z.infer<typeof ZCsvPreview>;

/**
 * Outgoing: money out of the account, kept on the statement, never booked to anyone. Duplicate: a
 * line a statement imported before, shown where it appears again and counted once.
 */
export const LINE_STATUSES = [
  'matched',
  'ambiguous',
  'unmatched',
  'confirmed',
  'ignored',
  'outgoing',
  'duplicate',
] as const;
export type LineStatus = (typeof LINE_STATUSES)[number];

export const ZImportResult = z.object({
  statementId: z.number().int(),
  isNew: z.boolean(),
  /** Credit lines added, by what matching made of them. */
  matched: z.number().int(),
  ambiguous: z.number().int(),
  unmatched: z.number().int(),
  /** Lines already imported from an earlier, overlapping statement. */
  alreadyImported: z.number().int(),
  /** Debits: money out, kept on the statement, never booked. */
  outgoing: z.number().int(),
  message: z.string(),
});
export type TImportResult = z.infer<typeof ZImportResult>;

export const ZLineCandidate = z.object({
  paymentId: z.number().int(),
  participationId: z.number().int(),
  reference: z.string(),
  name: z.string(),
  rateLabel: z.string(),
  /** The transfer as chosen, and what would leave nothing due (its amount plus the statement's due). */
  transferCents: z.number().int(),
  awaitedCents: z.number().int(),
  paymentStatus: z.string(),
});
export type TLineCandidate = z.infer<typeof ZLineCandidate>;

/**
 * What a line says about itself: the transfer it named was settled elsewhere (booked from another
 * line or by hand, or cancelled), another line proposes the same transfer, several participations
 * carry the reference, the amount and name fit several people, or only the amount fits.
 */
export const LINE_NOTES = [
  'settled-elsewhere',
  'proposed-elsewhere',
  'reference-shared',
  'amount-name-shared',
  'amount-only',
] as const;
export type LineNote = (typeof LINE_NOTES)[number];

export const ZStatementLine = z.object({
  id: z.number().int(),
  bookedOn: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  counterparty: z.string().nullable(),
  remittance: z.string().nullable(),
  bankReference: z.string().nullable(),
  status: z.enum(LINE_STATUSES),
  matchRule: z.enum(MATCH_RULES).nullable(),
  /** The transfer proposed (matched) or booked (confirmed); the candidates of an ambiguous line. */
  proposed: ZLineCandidate.nullable(),
  candidates: z.array(ZLineCandidate),
  /** Against what the proposed transfer awaits (decisions 31): a partial or an excess payment. */
  receipt: z.enum(['exact', 'partial', 'excess']).nullable(),
  /** Why the line is where it is, read when the statement is shown (LINE_NOTES). */
  note: z.enum(LINE_NOTES).nullable(),
  /** The statement that imported a duplicate line first. */
  duplicateOf: z.object({ fileName: z.string(), importedAt: z.string() }).nullable(),
});
export type TStatementLine = z.infer<typeof ZStatementLine>;

export const STATEMENT_FORMATS = ['csv', 'camt052', 'camt053', 'camt054'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

export const ZStatementSummary = z.object({
  id: z.number().int(),
  fileName: z.string(),
  format: z.enum(STATEMENT_FORMATS),
  importedAt: z.string(),
  lineCount: z.number().int(),
  open: z.number().int(),
});
export const ZStatementList = z.object({ items: z.array(ZStatementSummary) });
export type TStatementList = z.infer<typeof ZStatementList>;

export const ZStatement = ZStatementSummary.extend({ lines: z.array(ZStatementLine) });
export type TStatement = z.infer<typeof ZStatement>;

export const ZStatementIdParam = z.object({ id: zIdParam() });

export const ZConfirmLinesRequest = z.object({
  lineIds: z.array(zId()).min(1).max(CONFIRM_BATCH),
});

export const ZConfirmLinesResult = z.object({
  booked: z.number().int(),
  failures: z.array(z.object({ lineId: z.number().int(), message: z.string() })),
});
export type TConfirmLinesResult = z.infer<typeof ZConfirmLinesResult>;

export const ZResolveLineRequest = z.discriminatedUnion('action', [
  z.object({ action: z.literal('book'), paymentId: zId() }),
  z.object({ action: z.literal('ignore') }),
]);
export type TResolveLineRequest = z.infer<typeof ZResolveLineRequest>;

export const ZResolveLineResult = z.object({
  status: z.enum(['confirmed', 'ignored']),
  message: z.string(),
});
export type TResolveLineResult = z.infer<typeof ZResolveLineResult>;
