import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { createXlsxStream, isFormulaLike } from './xlsx-writer.ts';

async function writeRows(values: (string | number | null)[]) {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => output.on('end', resolve));
  const book = createXlsxStream(output);
  await book.sheet<string | number | null>('Values', [{ header: 'Value', value: (v) => v }], [values]);
  await book.commit();
  await ended;
  return Buffer.concat(chunks);
}

describe('xlsx writer', () => {
  it('knows formula-looking text', () => {
    for (const text of ['=1+1', '+33 6', '-2', '@SUM(A1)', '\t=x', '\r=x'])
      expect(isFormulaLike(text)).toBe(true);
    for (const text of ['Anna', ' =1', '1=1', '']) expect(isFormulaLike(text)).toBe(false);
  });

  it('writes = + - @ text as inline strings that read back as text, and numbers as numbers', async () => {
    const hostile = ['=1+1', '+1', '-2', '@SUM(A1)', '=HYPERLINK("http://x","y")'];
    const data = await writeRows([...hostile, 'plain', -5, null]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(data as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Values');
    if (!sheet) throw new Error('no sheet');
    hostile.forEach((text, index) => {
      const cell = sheet.getRow(index + 2).getCell(1);
      expect(cell.type, text).toBe(ExcelJS.ValueType.RichText);
      expect(cell.formula, text).toBeUndefined();
      expect(cell.text).toBe(text);
    });
    expect(sheet.getRow(7).getCell(1).value).toBe('plain');
    expect(sheet.getRow(8).getCell(1).value).toBe(-5);
    expect(sheet.getRow(9).getCell(1).value).toBeNull();
    const xml = (await (await JSZip.loadAsync(data)).file('xl/worksheets/sheet1.xml')?.async('string')) ?? '';
    expect(xml.match(/t="inlineStr"/g)).toHaveLength(hostile.length);
    expect(xml).not.toMatch(/<f[ >]/);
  });

  it('drops the characters XML cannot carry instead of writing a file that does not open', async () => {
    const data = await writeRows(['a\u0001b\u000bc', 'lone \ud800 surrogate', 'emoji 😀 & <tag>']);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(data as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Values');
    expect(sheet?.getRow(2).getCell(1).value).toBe('abc');
    expect(sheet?.getRow(3).getCell(1).value).toBe('lone  surrogate');
    expect(sheet?.getRow(4).getCell(1).value).toBe('emoji 😀 & <tag>');
  });
});
