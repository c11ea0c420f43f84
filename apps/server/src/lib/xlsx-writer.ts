import type { Writable } from 'node:stream';
import { createZipWriter } from './zip-writer.ts';

/** What a cell may hold: text, a number (amounts), or nothing. */
export type CellValue = string | number | null | undefined;

export type ExportColumn<R> = {
  header: string;
  width?: number;
  /** The time zone of the column's wall times: its header names it, "Registered on (Europe/Lisbon)". */
  zone?: string;
  value: (row: R) => CellValue;
};

/**
 * Text that a spreadsheet could read as a formula (= + - @, and the tab / carriage return used in
 * CSV injection). Such cells are written with the explicit inline-string cell type (t="inlineStr"):
 * an inline string holds text only and is never evaluated as a formula.
 */
const FORMULA_LIKE = /^[=+\-@\t\r]/;
export const isFormulaLike = (text: string) => FORMULA_LIKE.test(text);

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS_R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_PKG_R = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const SHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml';

// Characters XML 1.0 does not allow (controls but tab and newlines, unpaired surrogates, U+FFFE/F).
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it removes.
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const escapeXml = (text: string) =>
  text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** A1-style column letters: 0 -> A, 25 -> Z, 26 -> AA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/**
 * One cell. Numbers as numbers; text as a string value (t="str", no formula element, which is how the
 * spreadsheet libraries write text without a shared-string table); formula-looking text as an inline
 * string, which a spreadsheet never evaluates. Nothing is written for an empty cell.
 */
function cellXml(ref: string, value: CellValue): string {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"><v>${value}</v></c>` : '';
  const text = escapeXml(value);
  if (isFormulaLike(value))
    return `<c r="${ref}" t="inlineStr"><is><r><t xml:space="preserve">${text}</t></r></is></c>`;
  return `<c r="${ref}" t="str"><v>${text}</v></c>`;
}

function rowXml(rowNumber: number, letters: readonly string[], values: readonly CellValue[]): string {
  let cells = '';
  for (let i = 0; i < values.length; i += 1) cells += cellXml(`${letters[i]}${rowNumber}`, values[i]);
  return `<row r="${rowNumber}">${cells}</row>`;
}

function sheetStart<R>(columns: readonly ExportColumn<R>[]): string {
  const cols = columns
    .map((column, index) => {
      const width = column.width ?? Math.min(Math.max(column.header.length + 2, 12), 40);
      return `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`;
    })
    .join('');
  return (
    `${XML}<worksheet xmlns="${NS}" xmlns:r="${NS_R}">` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    `<cols>${cols}</cols><sheetData>`
  );
}

const STYLES =
  `${XML}<styleSheet xmlns="${NS}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>` +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

/**
 * A streaming workbook written as it is read: each sheet's rows go from the database page
 * to the deflated zip entry and the socket, and the next page is only read when the socket has taken
 * the last one, so an export holds about one page whatever its size. Values only, no styles.
 */
export function createXlsxStream(output: Writable) {
  const zip = createZipWriter(output);
  const sheets: string[] = [];
  const usedNames = new Set<string>();

  function sheetName(wanted: string): string {
    const base =
      wanted
        .replace(/[[\]:*?/\\]/g, ' ')
        .trim()
        .slice(0, 28) || 'Sheet';
    let name = base;
    for (let n = 2; usedNames.has(name.toLowerCase()); n += 1) name = `${base.slice(0, 25)} (${n})`;
    usedNames.add(name.toLowerCase());
    return name;
  }

  return {
    /**
     * Writes a sheet from pages of rows; with `skipEmpty`, a sheet without rows is left out. Answers
     * the number of rows written.
     */
    async sheet<R>(
      title: string,
      columns: readonly ExportColumn<R>[],
      pages: AsyncIterable<readonly R[]> | Iterable<readonly R[]>,
      options: { skipEmpty?: boolean } = {},
    ): Promise<number> {
      const letters = columns.map((_, index) => columnLetters(index));
      const iterator = (
        Symbol.asyncIterator in pages ? pages[Symbol.asyncIterator]() : pages[Symbol.iterator]()
      ) as AsyncIterator<readonly R[]> | Iterator<readonly R[]>;
      let first = await iterator.next();
      while (!first.done && first.value.length === 0) first = await iterator.next();
      if (first.done && options.skipEmpty) return 0;
      let rowNumber = 1;
      async function* xml() {
        yield sheetStart(columns) +
          rowXml(
            rowNumber,
            letters,
            columns.map((column) => column.header),
          );
        for (let page = first; !page.done; page = await iterator.next()) {
          let chunk = '';
          for (const row of page.value) {
            rowNumber += 1;
            chunk += rowXml(
              rowNumber,
              letters,
              columns.map((column) => column.value(row)),
            );
          }
          yield chunk;
        }
        yield '</sheetData></worksheet>';
      }
      const name = sheetName(title);
      sheets.push(name);
      await zip.entry(`xl/worksheets/sheet${sheets.length}.xml`, xml());
      return rowNumber - 1;
    },

    /** Writes the workbook's parts and ends the output. */
    async commit(): Promise<void> {
      const overrides = sheets
        .map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="${SHEET_TYPE}"/>`)
        .join('');
      await zip.entry('xl/workbook.xml', [
        `${XML}<workbook xmlns="${NS}" xmlns:r="${NS_R}"><sheets>`,
        ...sheets.map(
          (name, i) => `<sheet name="${escapeXml(name)}" sheetId="${i + 1}" r:id="rId${i + 2}"/>`,
        ),
        '</sheets></workbook>',
      ]);
      await zip.entry('xl/_rels/workbook.xml.rels', [
        `${XML}<Relationships xmlns="${NS_PKG_R}">`,
        `<Relationship Id="rId1" Type="${NS_R}/styles" Target="styles.xml"/>`,
        ...sheets.map(
          (_, i) =>
            `<Relationship Id="rId${i + 2}" Type="${NS_R}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
        ),
        '</Relationships>',
      ]);
      await zip.entry('xl/styles.xml', [STYLES]);
      await zip.entry('_rels/.rels', [
        `${XML}<Relationships xmlns="${NS_PKG_R}"><Relationship Id="rId1" Type="${NS_R}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ]);
      await zip.entry('[Content_Types].xml', [
        `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`,
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>',
        '<Default Extension="xml" ContentType="application/xml"/>',
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>',
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>',
        overrides,
        '</Types>',
      ]);
      await zip.finish();
      output.end();
    },
  };
}
