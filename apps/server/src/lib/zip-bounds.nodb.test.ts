import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxBomb } from '../../test/hostile/upload-files.ts';
import { checkZipBounds } from './zip-bounds.ts';

describe('checkZipBounds', () => {
  it('lets a real spreadsheet through', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Members');
    for (let i = 0; i < 2000; i++) sheet.addRow(['Portugal', `M-${i}`, 'Ana', `Silva ${i}`, `a${i}@x.test`]);
    expect(await checkZipBounds(Buffer.from(await workbook.xlsx.writeBuffer()))).toBeNull();
  });

  it('refuses an archive unpacking past the cap, whether its directory says so or lies', async () => {
    expect(await checkZipBounds(xlsxBomb())).toBe('expands');
    expect(await checkZipBounds(xlsxBomb(1_500_000, true))).toBe('expands');
  });

  it('refuses an entry packed past any spreadsheet ratio, even under the cap', async () => {
    // 8,192 identical rows: about 2.5 MB, packed about 200 to 1.
    expect(await checkZipBounds(xlsxBomb(8192))).toBe('expands');
  });

  it('calls what is no zip, or a cut one, unreadable', async () => {
    const zip = xlsxBomb(10);
    expect(await checkZipBounds(Buffer.from('PK\u0003\u0004 not a zip'))).toBe('unreadable');
    expect(await checkZipBounds(zip.subarray(0, zip.length - 30))).toBe('unreadable');
  });
});
