import { PassThrough } from 'node:stream';
import { paymentNumber } from '@congress/domain/pricing';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createTestContext,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import type { Database } from '../../db/database.ts';
import {
  hotels,
  invoices,
  participants,
  participations,
  payments,
  rates,
  registrations,
} from '../../db/schema/index.ts';
import {
  type CongressFixture,
  createCongress,
  createParticipation,
  createRate,
  createUser,
  signInAs,
  TEST_JWT_SECRET,
} from '../payments/test-fixtures.ts';
import { createExportsService } from './exports.service.ts';

const HOSTILE_NAME = '=HYPERLINK("x")';

async function readBook(data: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  return book;
}

/** Rows after the header, each as an array of cell texts (1-based columns dropped). */
function rowsOf(sheet: ExcelJS.Worksheet) {
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values = row.values as unknown[];
    rows.push(Object.fromEntries(header.map((name, index) => [name, values[index + 1]])));
  });
  return { header, rows };
}

async function addPayment(
  db: Database,
  participationId: number,
  values: Partial<typeof payments.$inferInsert> = {},
) {
  const [row] = await db
    .insert(payments)
    .values({
      participationId,
      kind: 'charge',
      method: 'card',
      status: 'confirmed',
      amountCents: 80000,
      currency: 'EUR',
      ...values,
    })
    .returning();
  if (!row) throw new Error('payment not created');
  return row;
}

describe('POST /api/export/:type', () => {
  let t: TestContext;
  let congress: CongressFixture;
  let admin: TestClient;
  let secondHotelId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    const db = t.database.db;
    congress = await createCongress(db);
    const single = await createRate(db, congress, { label: 'Single - Grand Hotel', price: '500.00' });
    const double = await createRate(db, congress, {
      label: 'Double with companion',
      price: '800.00',
      secondPrice: '200.00',
    });
    const [harbour] = await db
      .insert(hotels)
      .values({ congressId: congress.id, name: 'Harbour Inn' })
      .returning({ id: hotels.id });
    secondHotelId = harbour?.id ?? 0;
    const [harbourRate] = await db
      .insert(rates)
      .values({
        congressId: congress.id,
        hotelId: secondHotelId,
        label: 'Twin sharing - Harbour Inn',
        quota: 10,
        roomOption: 'twin/double',
        isOpened: true,
        firstParticipantTypeId: congress.typeId,
        secondParticipantType: 'member',
        firstParticipantPrice: '300.00',
        secondParticipantPrice: '300.00',
      })
      .returning({ id: rates.id });

    const hostile = await createParticipation(db, congress, single, { firstName: HOSTILE_NAME });
    ids.hostile = hostile.id;
    await db
      .update(participants)
      .set({
        passportNumber: 'PASSPORT-SECRET-77',
        medicalInformation: 'MEDICAL-SECRET-88',
        phone: '+351 912 345 678',
      })
      .where(eq(participants.id, hostile.mainParticipantId));
    const couple = await createParticipation(db, congress, double, { companion: true, firstName: 'Anna' });
    ids.couple = couple.id;
    await db
      .update(registrations)
      .set({ arrivalDate: '2027-05-10', arrivalTime: '14:30:00', departureDate: '2027-05-13' })
      .where(eq(registrations.participationId, couple.id));
    const cancelled = await createParticipation(db, congress, single, { firstName: 'Zoe' });
    ids.cancelled = cancelled.id;
    await db
      .update(registrations)
      .set({ statusRegistration: 'cancelled' })
      .where(eq(registrations.participationId, cancelled.id));
    const sharer = await createParticipation(db, congress, harbourRate?.id ?? 0, { firstName: 'Marc' });
    ids.sharer = sharer.id;
    await db
      .update(participations)
      .set({ accompanyingMemberNumber: 'M-0042' })
      .where(eq(participations.id, sharer.id));
    await db
      .update(registrations)
      .set({ hotelId: secondHotelId, roomOption: 'twin' })
      .where(eq(registrations.participationId, sharer.id));
    const [mate] = await db
      .insert(participants)
      .values({
        congressId: congress.id,
        isAccompanying: true,
        firstName: 'Pedro',
        lastName: 'Room-mate',
        memberNumber: 'M-0042',
      })
      .returning({ id: participants.id });
    await db.insert(registrations).values({
      congressId: congress.id,
      participationId: sharer.id,
      participantId: mate?.id ?? 0,
      hotelId: secondHotelId,
      position: 2,
      roomOption: 'twin',
    });

    // Payments: the couple paid by card (with an invoice), the hostile one by a pending transfer,
    // and a Denied attempt; the refund is negative in the accounting file.
    const paid = await addPayment(db, couple.id, {
      amountCents: 100000,
      providerIntentId: 'pi_test_123',
      date: new Date('2027-01-15T10:00:00Z'),
    });
    ids.paidPayment = paid.id;
    await db.insert(invoices).values({
      congressId: congress.id,
      participationId: couple.id,
      paymentId: paid.id,
      kind: 'invoice',
      number: 7,
      content: {},
    });
    await addPayment(db, hostile.id, {
      method: 'bank_transfer',
      status: 'pending',
      amountCents: 50000,
      reference: `REF-${hostile.id}`,
    });
    await addPayment(db, couple.id, { status: 'denied', amountCents: 100000 });
    await addPayment(db, couple.id, { kind: 'refund', amountCents: 20000, status: 'confirmed' });

    const user = await createUser(db, ['ROLE_ADMIN'], congress.id);
    admin = createClient(t.app);
    await signInAs(admin, user.id);
  });
  afterAll(() => t.close());

  const exportOf = (client: TestClient, type: string, body: object = {}) =>
    client.post(`/api/export/${type}`, { congressId: congress.id, ...body });

  it('All: an xlsx named with the type and the slug, one row per participation, every column', async () => {
    const response = await exportOf(admin, 'all');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="all-${congress.slug}.xlsx"`);
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
      'Amount due',
    ])
      expect(header).toContain(column);
    expect(rows.map((row) => row.Participation)).toEqual([
      ids.hostile,
      ids.couple,
      ids.cancelled,
      ids.sharer,
    ]);
    const couple = rows.find((row) => row.Participation === ids.couple);
    expect(couple).toMatchObject({
      'First name': 'Anna',
      Hotel: 'Grand Hotel',
      'Room option': 'Double',
      'Second person': 'Companion',
      'Second person first name': 'Louis',
      'Arrival date': '2027-05-10',
      'Arrival time': '14:30',
      'Payment status': 'Confirmed',
      Price: 1000,
      Paid: 800,
      'Amount due': 200,
    });
    const cancelled = rows.find((row) => row.Participation === ids.cancelled);
    expect(cancelled?.['Registration status']).toBe('Cancelled');
    const sharer = rows.find((row) => row.Participation === ids.sharer);
    expect(sharer).toMatchObject({
      Hotel: 'Harbour Inn',
      'Second person': 'Sharing room-mate',
      'Sharing with (member number)': 'M-0042',
    });
  });

  it('writes formula-looking text as text, never as a formula, and no passport or medical data', async () => {
    const response = await exportOf(admin, 'all');
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
    const response = await exportOf(admin, 'accounting');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="accounting-${congress.slug}.xlsx"`,
    );
    const sheet = (await readBook(response.rawPayload)).getWorksheet('Accounting');
    if (!sheet) throw new Error('no Accounting sheet');
    const { header, rows } = rowsOf(sheet);
    expect(header).toEqual(
      expect.arrayContaining([
        'Payment number',
        'Date',
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
    const stored = await t.database.db
      .select({ id: payments.id })
      .from(payments)
      .innerJoin(participations, eq(participations.id, payments.participationId))
      .where(eq(participations.congressId, congress.id));
    expect(rows).toHaveLength(stored.length);
    expect(rows).toHaveLength(4);
    const card = rows.find((row) => row['Transaction number'] === 'pi_test_123');
    expect(card).toMatchObject({
      'Payment number': paymentNumber(new Date('2027-01-15T10:00:00Z'), ids.paidPayment ?? 0),
      'First name': 'Anna',
      Method: 'Card',
      Status: 'Confirmed',
      Amount: 1000,
      Currency: 'EUR',
      'Invoice number': `${congress.slug.toUpperCase()}-000007`,
    });
    expect(rows.map((row) => row.Status)).toEqual(['Confirmed', 'Pending', 'Denied', 'Confirmed']);
    expect(rows.find((row) => row.Kind === 'Refund')?.Amount).toBe(-200);
    const transfer = rows.find((row) => row.Method === 'Bank transfer');
    expect(transfer?.['Transaction number']).toBe(`REF-${ids.hostile}`);
    // The formula-looking participant name is text here too.
    expect(transfer?.['First name']).toEqual({ richText: [{ text: HOSTILE_NAME }] });
  });

  it('Rooming list: one sheet per hotel, rooms not cancelled, occupants, companion, room-mate and dates', async () => {
    const response = await exportOf(admin, 'rooming');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="rooming-${congress.slug}.xlsx"`,
    );
    const book = await readBook(response.rawPayload);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Grand Hotel', 'Harbour Inn']);
    const grand = rowsOf(book.getWorksheet('Grand Hotel') as ExcelJS.Worksheet).rows;
    expect(grand.map((row) => row.Participation)).toEqual([ids.hostile, ids.couple]);
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

  it('applies the list filter: a status tab, a hotel, a search', async () => {
    const read = async (type: string, filter: object) => {
      const response = await exportOf(admin, type, { filter });
      expect(response.statusCode).toBe(200);
      const book = await readBook(response.rawPayload);
      return book.worksheets.flatMap((sheet) => rowsOf(sheet).rows);
    };
    const cancelled = await read('all', { status: 'cancelled' });
    expect(cancelled.map((row) => row.Participation)).toEqual([ids.cancelled]);
    const harbour = await read('all', { hotelId: secondHotelId });
    expect(harbour.map((row) => row.Participation)).toEqual([ids.sharer]);
    const anna = await read('accounting', { search: 'anna' });
    expect(anna).toHaveLength(3);
    expect(new Set(anna.map((row) => row.Participation))).toEqual(new Set([ids.couple]));
  });

  it('answers 404 "No data provided for export" when nothing matches', async () => {
    for (const [type, filter] of [
      ['all', { search: 'nobody-has-this-name' }],
      ['accounting', { search: 'Zoe' }],
      ['rooming', { status: 'cancelled' }],
    ] as const) {
      const response = await exportOf(admin, type, { filter });
      expect(response.statusCode, type).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No data provided for export' });
    }
    const empty = await createCongress(t.database.db);
    const superAdmin = createClient(t.app);
    await signInAs(superAdmin, (await createUser(t.database.db, ['ROLE_SUPER_ADMIN'])).id);
    const response = await superAdmin.post('/api/export/all', { congressId: empty.id });
    expect([response.statusCode, response.json().message]).toEqual([404, 'No data provided for export']);
  });

  it('refuses an unknown type and a malformed body', async () => {
    expect((await exportOf(admin, 'passports')).statusCode).toBe(400);
    expect((await admin.post('/api/export/all', { congressId: 'x' })).statusCode).toBe(400);
  });

  it('guards: admin only (visualisation 403), granted congress only, participants 403, anonymous 401', async () => {
    const db = t.database.db;
    const as = async (roles: string[], grant?: number) => {
      const client = createClient(t.app);
      await signInAs(client, (await createUser(db, roles, grant)).id);
      return client;
    };
    const visualisation = await as(['ROLE_VISUALISATION'], congress.id);
    const foreignAdmin = await as(['ROLE_ADMIN'], (await createCongress(db)).id);
    const participant = await as(['ROLE_USER']);
    for (const client of [visualisation, foreignAdmin, participant]) {
      const response = await exportOf(client, 'all');
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Access denied');
    }
    expect((await exportOf(createClient(t.app), 'accounting')).statusCode).toBe(401);
    // The invoice export of the invoices module still answers on its own path.
    const invoice = await admin.post('/api/export/invoice/proforma', { participation: ids.couple });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toContain('application/pdf');
  });

  it('reads the rows page by page: a page size of 1 gives the same file content', async () => {
    const service = createExportsService({ db: t.database.db, pageSize: 1 });
    const session = {
      kind: 'user' as const,
      id: 0,
      email: 'x@test',
      roles: ['ROLE_SUPER_ADMIN'],
      isActivated: true,
      sessionVersion: 1,
      congressId: null,
      congressIds: [],
    };
    const collect = async (type: 'all' | 'accounting' | 'rooming') => {
      const file = await service.prepare(session, type, { congressId: congress.id });
      const output = new PassThrough();
      const chunks: Buffer[] = [];
      output.on('data', (chunk: Buffer) => chunks.push(chunk));
      const ended = new Promise((resolve) => output.on('end', resolve));
      await file.write(output);
      await ended;
      const book = await readBook(Buffer.concat(chunks));
      return book.worksheets.map((sheet) => [sheet.name, rowsOf(sheet).rows.length]);
    };
    expect(await collect('all')).toEqual([['All', 4]]);
    expect(await collect('accounting')).toEqual([['Accounting', 4]]);
    expect(await collect('rooming')).toEqual([
      ['Grand Hotel', 2],
      ['Harbour Inn', 1],
    ]);
  });
});
