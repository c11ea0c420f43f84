import type { TextValues } from '@congress/domain/i18n/translator';
import { MEMBER_COLUMNS, MEMBER_IMPORT_MAX_ROWS, MEMBER_MESSAGES } from '@congress/domain/contracts/members';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { AppError } from '../../lib/app-error.ts';

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

async function readXlsx(data: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw fileError(MEMBER_MESSAGES.fileType);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const cells: string[] = [];
    for (let c = 1; c <= Math.max(row.cellCount, MEMBER_COLUMNS.length); c++)
      cells.push(row.getCell(c).text ?? '');
    rows.push(cells);
  }
  return rows;
}

function readCsv(data: Buffer): string[][] {
  const text = data.toString('utf8');
  if (text.includes('\u0000')) throw fileError(MEMBER_MESSAGES.fileType);
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [';', '\t', ','].reduce((best, d) =>
    firstLine.split(d).length > firstLine.split(best).length ? d : best,
  );
  try {
    return parse(text, {
      delimiter,
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch {
    throw fileError(MEMBER_MESSAGES.fileType);
  }
}

/** The rows of a CSV (comma, semicolon or tab) or XLSX member file, keyed by column; blank lines dropped. */
export async function readMemberFile(data: Buffer | null): Promise<RawMemberRow[]> {
  if (!data || data.length === 0) throw fileError(MEMBER_MESSAGES.fileMissing);
  const table = isZip(data) ? await readXlsx(data) : readCsv(data);
  const [header, ...body] = table;
  const positions = new Map<MemberColumn, number>();
  const normalisedHeader = (header ?? []).map((h) => normalise(String(h)));
  for (const column of MEMBER_COLUMNS) {
    const index = normalisedHeader.findIndex((h) => HEADER_ALIASES[column].includes(h));
    if (index >= 0) positions.set(column, index);
  }
  const missing = MEMBER_COLUMNS.filter((c) => c !== 'working hotel' && !positions.has(c));
  if (missing.length > 0) throw fileError(MEMBER_MESSAGES.missingColumns, { columns: missing.join(', ') });
  const rows: RawMemberRow[] = [];
  body.forEach((cells, index) => {
    if (cells.every((cell) => String(cell ?? '').trim() === '')) return;
    const values = Object.fromEntries(
      MEMBER_COLUMNS.map((column) => {
        const at = positions.get(column);
        return [column, at === undefined ? '' : String(cells[at] ?? '').trim()];
      }),
    ) as Record<MemberColumn, string>;
    rows.push({ line: index + 2, values });
  });
  if (rows.length === 0) throw fileError(MEMBER_MESSAGES.noRows);
  if (rows.length > MEMBER_IMPORT_MAX_ROWS) throw fileError(MEMBER_MESSAGES.tooManyRows);
  return rows;
}
