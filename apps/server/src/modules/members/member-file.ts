import type { TextValues } from '@congress/domain/i18n/translator';
import { MEMBER_COLUMNS, MEMBER_IMPORT_MAX_ROWS, MEMBER_MESSAGES } from '@congress/domain/contracts/members';
import { parse } from 'csv-parse/sync';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { AppError } from '../../lib/app-error.ts';
import { checkZipBounds, ZIP_LIMITS } from '../../lib/zip-bounds.ts';

export type MemberColumn = (typeof MEMBER_COLUMNS)[number];
export type RawMemberRow = { line: number; values: Record<MemberColumn, string> };

/** Header spellings we accept for each column, compared lowercased without spaces, dots, dashes or underscores. */
const HEADER_ALIASES: Record<MemberColumn, string[]> = {
  section: ['section', 'sectionname'],
  'member number': ['membernumber', 'nummember', 'number', 'memberno', 'membernum'],
  'first name': ['firstname', 'prenom', 'givenname'],
  name: ['name', 'lastname', 'surname', 'nom', 'familyname'],
  'e-mail': ['email', 'mail', 'emailaddress'],
  'working hotel': ['workinghotel', 'hotel'],
};
const normalise = (header: string) => header.toLowerCase().replace(/[\s._\-/]/g, '');

const fileError = (text: string, values?: TextValues) =>
  new AppError('VALIDATION', text, { fields: { file: text }, values });

const isZip = (data: Buffer) => data.length > 4 && data.readUInt32LE(0) === 0x04034b50;

/** A row of the file with its line number in the sheet (blank rows of a sheet are not stored there). */
type Line = { line: number; cells: string[] };

/** More rows than this and reading stops: the header, the limit, and one to know it is passed. */
const ROWS_READ = MEMBER_IMPORT_MAX_ROWS + 2;

/**
 * The first sheet, read as a stream: the archive's sizes checked before anything is inflated, then
 * rows counted as they come and reading stopped past the limit, so a small file unpacking to
 * millions of rows costs what 5000 do (loading the whole workbook held the process for minutes).
 */
async function readXlsx(data: Buffer): Promise<Line[]> {
  const refusal = await checkZipBounds(data);
  if (refusal === 'expands') {
    throw fileError(MEMBER_MESSAGES.fileExpands, { size: String(ZIP_LIMITS.expandedBytes / 1024 / 1024) });
  }
  if (refusal) throw fileError(MEMBER_MESSAGES.fileType);
  const rows: Line[] = [];
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([data]), {
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      worksheets: 'emit',
      entries: 'ignore',
    });
    let isFirst = true;
    for await (const sheet of reader) {
      // The first sheet only; the reader still runs to its end, where it deletes the temporary
      // file it writes for a sheet stored before the shared strings (a break would leave it behind).
      if (!isFirst) continue;
      isFirst = false;
      for await (const row of sheet) {
        const cells: string[] = [];
        for (let c = 1; c <= Math.max(row.cellCount, MEMBER_COLUMNS.length); c++)
          cells.push(row.getCell(c).text ?? '');
        if (cells.some((cell) => cell.trim() !== '')) rows.push({ line: row.number, cells });
        if (rows.length > ROWS_READ) break;
      }
    }
  } catch {
    throw fileError(MEMBER_MESSAGES.fileType);
  }
  return rows;
}

function readCsv(data: Buffer): Line[] {
  const text = data.toString('utf8');
  if (text.includes('\u0000')) throw fileError(MEMBER_MESSAGES.fileType);
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [';', '\t', ','].reduce((best, d) =>
    firstLine.split(d).length > firstLine.split(best).length ? d : best,
  );
  try {
    const records = parse(text, {
      delimiter,
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      // Stop past the limit rather than parse a file of blank lines and rows to its end.
      to: ROWS_READ + 1,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    if (records.length > ROWS_READ) throw fileError(MEMBER_MESSAGES.tooManyRows);
    return records.map(({ record, info }) => ({ line: info.lines, cells: record }));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw fileError(MEMBER_MESSAGES.fileType);
  }
}

/** The rows of a CSV (comma, semicolon or tab) or XLSX member file, keyed by column; blank lines dropped. */
export async function readMemberFile(data: Buffer | null): Promise<RawMemberRow[]> {
  if (!data || data.length === 0) throw fileError(MEMBER_MESSAGES.fileMissing);
  const table = isZip(data) ? await readXlsx(data) : readCsv(data);
  const [first, ...body] = table;
  const header = first?.cells;
  const positions = new Map<MemberColumn, number>();
  const normalisedHeader = (header ?? []).map((h) => normalise(String(h)));
  for (const column of MEMBER_COLUMNS) {
    const index = normalisedHeader.findIndex((h) => HEADER_ALIASES[column].includes(h));
    if (index >= 0) positions.set(column, index);
  }
  const missing = MEMBER_COLUMNS.filter((c) => c !== 'working hotel' && !positions.has(c));
  if (missing.length > 0) throw fileError(MEMBER_MESSAGES.missingColumns, { columns: missing.join(', ') });
  const rows: RawMemberRow[] = [];
  for (const { line, cells } of body) {
    if (cells.every((cell) => String(cell ?? '').trim() === '')) continue;
    const values = Object.fromEntries(
      MEMBER_COLUMNS.map((column) => {
        const at = positions.get(column);
        return [column, at === undefined ? '' : String(cells[at] ?? '').trim()];
      }),
    ) as Record<MemberColumn, string>;
    rows.push({ line, values });
  }
  if (rows.length === 0) throw fileError(MEMBER_MESSAGES.noRows);
  if (rows.length > MEMBER_IMPORT_MAX_ROWS) throw fileError(MEMBER_MESSAGES.tooManyRows);
  return rows;
}
