import { paymentNumber } from '@congress/domain/pricing';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participations, payments } from '../../db/schema/index.ts';
import {
  type ExportFixture,
  HOSTILE_NAME,
  readBook,
  rowsOf,
  setUpExportCongress,
} from '../../../test/fixtures/export-fixtures.ts';

describe('POST /api/export/:type: the files (All, Accounting, Rooming list)', () => {
  let f: ExportFixture;
  beforeAll(async () => {
    f = await setUpExportCongress();
  });
  afterAll(() => f.t.close());

  it('All: an xlsx named with the type and the slug, one row per participation, every column', async () => {
    const response = await f.exportOf(f.admin, 'all');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="all-${f.congress.slug}.xlsx"`,
    );
    const book = await readBook(response.rawPayload);
    const sheet = book.getWorksheet('All');
    if (!sheet) throw new Error('no All sheet');
    const { header, rows } = rowsOf(sheet);
    for (const column of [
      'First name',
      'Last name',
      'Email',
      'Hotel',
      'Room option',
      'Rate',
      'Arrival date',
      'Departure date',
      'Second person first name',
      'Sharing with (member number)',
      'Registration status',
      'Payment status',
      'Price',
      'Paid',
      'Awaiting transfer',
      'Refunded',
      'Refund requested',
      'Amount due',
    ])
      expect(header).toContain(column);
    expect(rows.map((row) => row.Participation)).toEqual([
      f.ids.hostile,
      f.ids.couple,
      f.ids.cancelled,
      f.ids.sharer,
    ]);
    const couple = rows.find((row) => row.Participation === f.ids.couple);
    expect(couple).toMatchObject({
      'First name': 'Anna',
      Hotel: 'Grand Hotel',
      'Room option': 'Double',
      'Second person': 'Companion',
      'Second person first name': 'Louis',
      'Arrival date': '2027-05-10',
      'Arrival time': '14:30',
      // Decisions 41: EUR 200 of the 1,000 was refunded and is due again, so part paid.
      'Payment status': 'Partly paid',
      Price: 1000,
      Paid: 1000,
      Refunded: 200,
      'Amount due': 200,
    });
    // A transfer on its way is awaited, never paid (decisions 31).
    const hostile = rows.find((row) => row.Participation === f.ids.hostile);
    expect(hostile).toMatchObject({ Paid: 0, 'Awaiting transfer': 500 });
    const cancelled = rows.find((row) => row.Participation === f.ids.cancelled);
    expect(cancelled?.['Registration status']).toBe('Cancelled');
    const sharer = rows.find((row) => row.Participation === f.ids.sharer);
    expect(sharer).toMatchObject({
      Hotel: 'Harbour Inn',
      'Second person': 'Sharing room-mate',
      'Sharing with (member number)': 'M-0042',
    });
  });

  it('writes formula-looking text as text, never as a formula, and no passport or medical data', async () => {
    const response = await f.exportOf(f.admin, 'all');
    const book = await readBook(response.rawPayload);
    const sheet = book.getWorksheet('All');
    if (!sheet) throw new Error('no All sheet');
    const firstNameColumn = (sheet.getRow(1).values as unknown[]).indexOf('First name');
    const cell = sheet.getRow(2).getCell(firstNameColumn);
    expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
    expect(cell.formula).toBeUndefined();
    expect(cell.text).toBe(HOSTILE_NAME);
    const phoneColumn = (sheet.getRow(1).values as unknown[]).indexOf('Phone');
    expect(sheet.getRow(2).getCell(phoneColumn).text).toBe('+351 912 345 678');
    // The raw sheet: an inline string, and no formula element anywhere.
    const zip = await JSZip.loadAsync(response.rawPayload);
    const xml = (await zip.file('xl/worksheets/sheet1.xml')?.async('string')) ?? '';
    expect(xml).toContain('t="inlineStr"');
    expect(xml).toContain('=HYPERLINK(&quot;x&quot;)');
    expect(xml).not.toMatch(/<f[ >]/);
    expect(xml).not.toContain('PASSPORT-SECRET');
    expect(xml).not.toContain('MEDICAL-SECRET');
  });

  it('Accounting: one row per payment with number, method, status, amount, transaction and invoice', async () => {
    const response = await f.exportOf(f.admin, 'accounting');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="accounting-${f.congress.slug}.xlsx"`,
    );
    const sheet = (await readBook(response.rawPayload)).getWorksheet('Accounting');
    if (!sheet) throw new Error('no Accounting sheet');
    const { header, rows } = rowsOf(sheet);
    expect(header).toEqual(
      expect.arrayContaining([
        'Payment number',
        // Times are the congress's wall clock, and the header says which.
        'Date (Europe/Lisbon)',
        'First name',
        'Last name',
        'Method',
        'Status',
        'Amount',
        'Currency',
        'Transaction number',
        'Invoice number',
      ]),
    );
    const stored = await f.t.database.db
      .select({ id: payments.id })
      .from(payments)
      .innerJoin(participations, eq(participations.id, payments.participationId))
      .where(eq(participations.congressId, f.congress.id));
    expect(rows).toHaveLength(stored.length);
    expect(rows).toHaveLength(4);
    const card = rows.find((row) => row['Transaction number'] === 'pi_test_123');
    expect(card).toMatchObject({
      'Payment number': paymentNumber(new Date('2027-01-15T10:00:00Z'), f.ids.paidPayment ?? 0),
      'First name': 'Anna',
      Method: 'Card',
      Status: 'Confirmed',
      Amount: 1000,
      Currency: 'EUR',
      'Invoice number': `${f.congress.slug.toUpperCase()}-000007`,
    });
    expect(rows.map((row) => row.Status)).toEqual(['Confirmed', 'Pending', 'Denied', 'Confirmed']);
    expect(rows.find((row) => row.Kind === 'Refund')?.Amount).toBe(-200);
    const transfer = rows.find((row) => row.Method === 'Bank transfer');
    expect(transfer?.['Transaction number']).toBe(`REF-${f.ids.hostile}`);
    // The formula-looking participant name is text here too.
    expect(transfer?.['First name']).toEqual({ richText: [{ text: HOSTILE_NAME }] });
  });

  it('Rooming list: one sheet per hotel, rooms not cancelled, occupants, companion, room-mate and dates', async () => {
    const response = await f.exportOf(f.admin, 'rooming');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="rooming-${f.congress.slug}.xlsx"`,
    );
    const book = await readBook(response.rawPayload);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Grand Hotel', 'Harbour Inn']);
    const grand = rowsOf(book.getWorksheet('Grand Hotel') as ExcelJS.Worksheet).rows;
    expect(grand.map((row) => row.Participation)).toEqual([f.ids.hostile, f.ids.couple]);
    expect(grand[1]).toMatchObject({
      'Room option': 'Double',
      Occupant: 'Anna Martin',
      'Second occupant': 'Louis Martin',
      'Second occupant is': 'Companion',
      'Arrival date': '2027-05-10',
      'Departure date': '2027-05-13',
    });
    const harbour = rowsOf(book.getWorksheet('Harbour Inn') as ExcelJS.Worksheet).rows;
    expect(harbour).toEqual([
      expect.objectContaining({
        Occupant: 'Marc Martin',
        'Second occupant': 'Pedro Room-mate',
        'Second occupant is': 'Sharing room-mate',
        'Second occupant member number': 'M-0042',
      }),
    ]);
  });
});
