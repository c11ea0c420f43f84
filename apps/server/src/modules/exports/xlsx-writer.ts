import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';

/** What a cell may hold: text, a number (amounts), or nothing. */
export type CellValue = string | number | null | undefined;

export type ExportColumn<R> = {
  header: string;
  width?: number;
  value: (row: R) => CellValue;
};

/**
 * Text that a spreadsheet could read as a formula (= + - @, and the tab / carriage return used in
 * CSV injection). Such cells are written with the explicit inline-string cell type (t="inlineStr"):
 * an inline string holds text only and is never evaluated as a formula.
 */
const FORMULA_LIKE = /^[=+\-@\t\r]/;
export const isFormulaLike = (text: string) => FORMULA_LIKE.test(text);

export type XlsxSheet<R> = { add(row: R): void; readonly rowCount: number; commit(): void };

function cellOf(value: CellValue): ExcelJS.CellValue {
  if (value === undefined || value === '') return null;
  return typeof value === 'string' && isFormulaLike(value) ? { richText: [{ text: value }] } : value;
}

/** A streaming workbook: rows are committed as they come, so only the current page is in memory. */
export function createXlsxStream(output: Writable) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    // Styles double the writing time of a large sheet; the files carry values only.
    useStyles: false,
    useSharedStrings: false,
  });
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
    sheet<R>(title: string, columns: readonly ExportColumn<R>[]): XlsxSheet<R> {
      const worksheet = workbook.addWorksheet(sheetName(title), {
        views: [{ state: 'frozen', ySplit: 1 }],
      });
      worksheet.columns = columns.map((column, index) => ({
        key: String(index),
        width: column.width ?? Math.min(Math.max(column.header.length + 2, 12), 40),
      }));
      worksheet.addRow(columns.map((column) => column.header)).commit();
      let count = 0;
      return {
        add(row: R) {
          worksheet.addRow(columns.map((column) => cellOf(column.value(row)))).commit();
          count += 1;
        },
        get rowCount() {
          return count;
        },
        commit: () => worksheet.commit(),
      };
    },
    commit: () => workbook.commit(),
  };
}
