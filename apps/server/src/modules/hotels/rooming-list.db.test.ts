import { ROOMING_MESSAGES, type TRoomingList } from '@congress/domain/contracts/rooming-lists';
import { ROOMING_LINK_DAYS } from '@congress/domain/rooming-list';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingBody,
  clientAs,
  demoIds,
  insertRate,
  insertStaff,
  insertUsers,
  person,
} from '../../../test/fixtures/booking-fixtures.ts';
import { deliverOutbox } from '../../../test/outbox-delivery.ts';
import { pdfFonts } from '../../../test/pdf-fonts.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { type CapturedMessage, type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createClient, createTestContext, type TestContext } from '../../../test/test-app.ts';
import { hotels, participations, registrations } from '../../db/schema/index.ts';

const DAY_MS = 86_400_000;
const RESERVATIONS = 'reservations@rooming-hotel.test';

/** The xlsx attached or downloaded, read back by ExcelJS: the header and each line's cells. */
async function sheetRows(data: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const values = row.values as unknown[];
    // An empty cell is a hole in ExcelJS's values: read every column.
    rows.push(
      Array.from(values.slice(1), (value) => (value === null || value === undefined ? '' : String(value))),
    );
  });
  return rows;
}

const rowOf = (rows: string[][], guest: string) => {
  const found = rows.find((row) => row[5] === guest);
  if (!found) throw new Error(`no line for ${guest}: ${JSON.stringify(rows)}`);
  return found;
};

/** Decisions 47: a hotel's rooming list, sent with its changes, read by the hotel through its link. */
describe('rooming lists sent to hotels', () => {
  let t: TestContext;
  let smtp: SmtpCapture;
  let hotelId: number;
  let congressId: number;
  let admin: Awaited<ReturnType<typeof clientAs>>;
  const ids: Record<string, number> = {};

  const list = async () => {
    const response = await admin.get(`/api/hotel/${hotelId}/rooming-list`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TRoomingList;
  };
  const send = () => admin.post(`/api/hotel/${hotelId}/rooming-list/send`, {});
  const delivered = async (count: number): Promise<CapturedMessage> => {
    await deliverOutbox(t.database.db, smtp.url, 'congress@rooming.test');
    const mails = smtp.messages.filter((m) => m.to.includes(RESERVATIONS));
    expect(mails).toHaveLength(count);
    return mails.at(-1)!;
  };
  const attachment = (mail: CapturedMessage, extension: string) => {
    const found = mail.attachments.find((a) => a.filename.endsWith(`.${extension}`));
    if (!found) throw new Error(`no .${extension} attached`);
    return found.content;
  };

  beforeAll(async () => {
    t = await createTestContext();
    smtp = await startSmtpCapture();
    const db = t.database.db;
    ({ congressId } = await demoIds(db));
    const [hotel] = await db.insert(hotels).values({ congressId, name: 'Rooming Hotel' }).returning();
    hotelId = hotel!.id;
    const single = await insertRate(db, { hotelId, quota: 50 });
    const double = await insertRate(db, {
      hotelId,
      quota: 50,
      roomOption: 'twin/double',
      secondParticipantType: 'accompany',
      secondParticipantPrice: '300.00',
    });
    const bookings = [
      ['Ana', single, {}],
      ['Bruno', single, {}],
      [
        'Chen',
        double,
        { roomOption: 'double', companion: person('Dora', { lastName: 'Łuk-Πάνος-Иван-山田' }) },
      ],
      ['Eve', single, {}, 'held'],
    ] as const;
    for (const [name, rateId, extra, held] of bookings) {
      const [subject] = await insertUsers(db, 1);
      const response = await (await clientAs(t, subject!)).post(
        '/api/registration/submit',
        bookingBody(rateId, { main: person(name) as never, ...extra }),
      );
      expect(response.statusCode, response.body).toBe(201);
      ids[name] = response.json().id;
      // Paid (or a transfer chosen): no hold left. Eve is still paying by card: not on the list yet.
      if (!held)
        await db.update(participations).set({ holdExpiresAt: null }).where(eq(participations.id, ids[name]!));
    }
    admin = await clientAs(t, await insertStaff(db, 'ROLE_ADMIN'));
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });

  it('lists one line per room, a companion in the booker’s room, every line new before the first sending', async () => {
    const first = await list();
    // By arrival, then room type, then guest.
    expect(
      first.lines.map((line) => [line.guests, line.roomType, line.arrival, line.departure, line.mark]),
    ).toEqual([
      [['Chen Martin', 'Dora Łuk-Πάνος-Иван-山田'], 'double', '2027-06-10', '2027-06-12', 'new'],
      [['Ana Martin'], 'single', '2027-06-10', '2027-06-12', 'new'],
      [['Bruno Martin'], 'single', '2027-06-10', '2027-06-12', 'new'],
    ]);
    expect(first.counts).toEqual({ rooms: 3, new: 3, changed: 0, cancelled: 0 });
    expect(first.sendings).toEqual([]);
    expect(first.hotelLink).toBeNull();
  });

  it('refuses to send without the hotel’s reservations e-mail, and sends nothing', async () => {
    const refused = await send();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ROOMING_MESSAGES.noReservationsEmail);
    expect((await list()).sendings).toEqual([]);
    const bad = await admin.put(`/api/hotel/update/${hotelId}`, {
      congressId,
      name: 'Rooming Hotel',
      address: null,
      website: null,
      description: null,
      reservationsEmail: 'not an address',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('sends the xlsx and the PDF to the reservations e-mail and keeps the sending', async () => {
    const saved = await admin.put(`/api/hotel/update/${hotelId}`, {
      congressId,
      name: 'Rooming Hotel',
      address: null,
      website: null,
      description: null,
      reservationsEmail: RESERVATIONS,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().reservationsEmail).toBe(RESERVATIONS);
    // The public hotel never shows where the organisers write to the hotel.
    expect((await createClient(t.app).get(`/api/hotel/${hotelId}`)).json()).not.toHaveProperty(
      'reservationsEmail',
    );

    const response = await send();
    expect(response.statusCode, response.body).toBe(200);
    const { sending, list: after } = response.json();
    expect(sending).toMatchObject({
      sentTo: RESERVATIONS,
      counts: { rooms: 3, new: 3, changed: 0, cancelled: 0 },
    });
    expect(Date.parse(sending.linkExpiresAt) - Date.parse(sending.sentAt)).toBe(ROOMING_LINK_DAYS * DAY_MS);
    expect(after.lines.every((line: { mark: string }) => line.mark === 'unchanged')).toBe(true);

    const mail = await delivered(1);
    expect(mail.subject).toContain('rooming list for Rooming Hotel');
    expect(mail.text).toContain('This is our first list');
    expect(mail.text).toContain(after.hotelLink.url);
    const rows = await sheetRows(attachment(mail, 'xlsx'));
    expect(rows[0]).toEqual([
      'Change',
      'Arrival',
      'Departure',
      'Nights',
      'Room type',
      'Guest',
      'Second guest',
      'Reference',
      'What changed',
    ]);
    expect(rowOf(rows, 'Chen Martin')).toEqual([
      'New',
      '10 June 2027',
      '12 June 2027',
      '2',
      'Double',
      'Chen Martin',
      'Dora Łuk-Πάνος-Иван-山田',
      `#${ids.Chen}`,
    ]);
    expect(rows.some((row) => row.includes('Eve Martin'))).toBe(false);
    const pdf = await pdfText(attachment(mail, 'pdf'));
    expect(pdf).toContain('Rooming list: Rooming Hotel');
    expect(pdf).toContain('Dora Łuk-Πάνος-Иван-山田');
    // Decisions 44: every font embedded, so the hotel's reader prints the names as typed.
    const fonts = await pdfFonts(attachment(mail, 'pdf'));
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((font) => !font.embedded)).toEqual([]);
  });

  it('marks a date change and a cancellation in the next sending, with what changed', async () => {
    const db = t.database.db;
    await db.update(participations).set({ checkOutOn: '2027-06-13' }).where(eq(participations.id, ids.Ana!));
    await db
      .update(registrations)
      .set({ statusRegistration: 'cancelled' })
      .where(and(eq(registrations.participationId, ids.Bruno!), eq(registrations.position, 1)));
    const before = await list();
    const byGuest = Object.fromEntries(before.lines.map((line) => [line.guests[0], line]));
    expect(byGuest['Ana Martin']).toMatchObject({
      mark: 'changed',
      changes: ['dates'],
      before: { arrival: '2027-06-10', departure: '2027-06-12' },
      departure: '2027-06-13',
    });
    expect(byGuest['Bruno Martin']).toMatchObject({ mark: 'cancelled' });
    expect(byGuest['Chen Martin']).toMatchObject({ mark: 'unchanged' });
    expect(before.counts).toEqual({ rooms: 2, new: 0, changed: 1, cancelled: 1 });

    expect((await send()).statusCode).toBe(200);
    const mail = await delivered(2);
    expect(mail.text).toContain('1 changed, 1 cancelled');
    const rows = await sheetRows(attachment(mail, 'xlsx'));
    expect(rowOf(rows, 'Ana Martin').slice(0, 4)).toEqual(['Changed', '10 June 2027', '13 June 2027', '3']);
    expect(rowOf(rows, 'Ana Martin')[8]).toBe('Dates were 10 June 2027 to 12 June 2027');
    expect(rowOf(rows, 'Bruno Martin')[0]).toBe('Cancelled');
    expect(rowOf(rows, 'Chen Martin')[0]).toBe('');

    const sendings = (await list()).sendings;
    expect(sendings.map((s) => s.counts)).toEqual([
      { rooms: 2, new: 0, changed: 1, cancelled: 1 },
      { rooms: 3, new: 3, changed: 0, cancelled: 0 },
    ]);
  });

  it('lets the hotel read its list and the change log through its link until it expires', async () => {
    const { hotelLink } = await list();
    expect(hotelLink).not.toBeNull();
    const path = new URL(hotelLink!.url).pathname;
    expect(path).toMatch(/^\/rooming\/[0-9a-z]+\.[0-9a-z]+\.[A-Za-z0-9_-]{22}$/);
    const token = path.split('/').at(-1)!;
    const hotel = createClient(t.app);
    const view = await hotel.get(`/api/rooming/${token}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.headers['cache-control']).toContain('no-store');
    const body = view.json();
    expect(body).toMatchObject({ hotelName: 'Rooming Hotel', counts: { rooms: 2 } });
    expect(
      body.changeLog.map((entry: { lines: { mark: string; guests: string[] }[] }) =>
        entry.lines.map((line) => `${line.mark} ${line.guests[0]}`).sort(),
      ),
    ).toEqual([
      ['cancelled Bruno Martin', 'changed Ana Martin'],
      ['new Ana Martin', 'new Bruno Martin', 'new Chen Martin'],
    ]);
    const file = await hotel.get(`/api/rooming/${token}/xlsx`);
    expect(file.statusCode).toBe(200);
    expect(rowOf(await sheetRows(file.rawPayload), 'Chen Martin')[6]).toBe('Dora Łuk-Πάνος-Иван-山田');

    const tampered = token.replace(/^[0-9a-z]+/, (id) => (Number.parseInt(id, 36) + 1).toString(36));
    expect((await hotel.get(`/api/rooming/${tampered}`)).json().message).toBe(ROOMING_MESSAGES.linkInvalid);
    expect((await hotel.get(`/api/rooming/${tampered}`)).statusCode).toBe(404);

    t.clock.advance(ROOMING_LINK_DAYS * DAY_MS + 60_000);
    const expired = await hotel.get(`/api/rooming/${token}`);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe(ROOMING_MESSAGES.linkExpired);
    expect((await hotel.get(`/api/rooming/${token}/xlsx`)).statusCode).toBe(403);
  });

  it('answers staff of another congress and participants with 403, and the PDF and xlsx downloads to staff', async () => {
    const [participant] = await insertUsers(t.database.db, 1);
    const outsider = await clientAs(t, participant!);
    expect((await outsider.get(`/api/hotel/${hotelId}/rooming-list`)).statusCode).toBe(403);
    expect((await outsider.post(`/api/hotel/${hotelId}/rooming-list/send`, {})).statusCode).toBe(403);
    const viewer = await clientAs(t, await insertStaff(t.database.db, 'ROLE_VISUALISATION'));
    expect((await viewer.get(`/api/hotel/${hotelId}/rooming-list`)).statusCode).toBe(200);
    expect((await viewer.post(`/api/hotel/${hotelId}/rooming-list/send`, {})).statusCode).toBe(403);
    const pdf = await admin.get(`/api/hotel/${hotelId}/rooming-list/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(pdf.rawPayload)).toContain('Chen Martin');
    expect((await admin.get(`/api/hotel/${hotelId + 100_000}/rooming-list`)).statusCode).toBe(404);
  });
});
