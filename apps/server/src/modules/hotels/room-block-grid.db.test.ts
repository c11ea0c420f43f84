import type { TRoomBlockCellWrite, TRoomBlockGrid } from '@congress/domain/contracts/room-block-grid';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestClient, type TestContext } from '../../../test/test-app.ts';
import { clientAs, demoIds, insertRate, insertStaff } from '../../../test/fixtures/booking-fixtures.ts';
import { createParticipation } from '../../../test/fixtures/payment-fixtures.ts';
import { auditLog, hotels, participations, roomBlocks } from '../../db/schema/index.ts';

/*
 * The room-block grid (decisions 46) on both databases: what stays have sold and held per cell,
 * a save that replaces the rows, the refusal below what is taken, the audit entry and the guards.
 * The demo congress runs 10-12 June 2027: its nights are 10 and 11 June.
 */
describe('Room blocks grid: GET and PUT /api/hotel/:id/room-blocks', () => {
  let t: TestContext;
  let admin: TestClient;
  let hotelId: number;
  const url = () => `/api/hotel/${hotelId}/room-blocks`;
  const cell = (night: string, rooms: number, roomType = 'single'): TRoomBlockCellWrite =>
    ({ roomType, night, rooms, releaseOn: '2027-05-10', extraNightPriceCents: 9_500 }) as TRoomBlockCellWrite;
  const read = async () => (await admin.get(url())).json() as TRoomBlockGrid;
  const cellOf = (grid: TRoomBlockGrid, night: string, roomType = 'single') =>
    grid.cells.find((c) => c.night === night && c.roomType === roomType);

  beforeAll(async () => {
    t = await createTestContext();
    const db = t.database.db;
    admin = await clientAs(t, await insertStaff(db, 'ROLE_ADMIN'));
    const ids = await demoIds(db);
    const [hotel] = await db
      .insert(hotels)
      .values({ congressId: ids.congressId, name: 'Hotel of the grid' })
      .returning({ id: hotels.id });
    hotelId = hotel!.id;
    const rateId = await insertRate(db, { hotelId, roomOption: 'single' });
    const congress = {
      id: ids.congressId,
      slug: 'demo',
      typeId: await ids.typeId('affiliate-partners'),
      hotelId,
    };
    // Two rooms sold over 9-11 June, one held over the congress nights.
    const stays = [
      { holdUntil: null, checkInOn: '2027-06-09' },
      { holdUntil: null, checkInOn: '2027-06-09' },
      { holdUntil: new Date(Date.now() + 3_600_000), checkInOn: '2027-06-10' },
    ];
    for (const stay of stays) {
      const { id } = await createParticipation(db, congress, rateId, { holdUntil: stay.holdUntil });
      await db
        .update(participations)
        .set({ checkInOn: stay.checkInOn, checkOutOn: '2027-06-12' })
        .where(eq(participations.id, id));
    }
  });
  afterAll(() => t.close());

  it('reads a hotel without rows: the nights taken and the congress nights, nothing contracted', async () => {
    const grid = await read();
    expect(grid).toMatchObject({
      hotelName: 'Hotel of the grid',
      congressNights: ['2027-06-10', '2027-06-11'],
    });
    expect(grid.nights).toEqual(['2027-06-09', '2027-06-10', '2027-06-11']);
    expect(grid.cells).toHaveLength(9);
    expect(cellOf(grid, '2027-06-09')).toMatchObject({ contracted: null, sold: 2, held: 0, free: 0 });
    expect(cellOf(grid, '2027-06-10')).toMatchObject({ contracted: null, sold: 2, held: 1 });
    expect(cellOf(grid, '2027-06-10', 'twin')).toMatchObject({ contracted: null, sold: 0, held: 0 });
  });

  it('saves the grid, reads sold, held and free back, and audits the change', async () => {
    const { version } = await read();
    const cells = [
      cell('2027-06-09', 4),
      cell('2027-06-10', 10),
      cell('2027-06-11', 3),
      cell('2027-06-12', 5),
    ];
    const saved = await admin.put(url(), { version, cells: [...cells, cell('2027-06-10', 6, 'double')] });
    expect(saved.statusCode).toBe(200);
    const grid = saved.json() as TRoomBlockGrid;
    expect(grid.nights).toEqual(['2027-06-09', '2027-06-10', '2027-06-11', '2027-06-12']);
    expect(cellOf(grid, '2027-06-10')).toEqual({
      roomType: 'single',
      night: '2027-06-10',
      contracted: 10,
      releaseOn: '2027-05-10',
      extraNightPriceCents: 9_500,
      sold: 2,
      held: 1,
      free: 7,
    });
    expect(cellOf(grid, '2027-06-11')).toMatchObject({ contracted: 3, free: 0 });
    expect(cellOf(grid, '2027-06-10', 'double')).toMatchObject({ contracted: 6, free: 6 });
    expect(grid.version).not.toBe(version);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'room-blocks'), eq(auditLog.entityId, String(hotelId))));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'update', before: { cells: [] } });
    expect((entries[0]!.after as { cells: unknown[] }).cells).toHaveLength(5);

    // One cell changed, one removed: the entry names both, before and after.
    const next = await admin.put(url(), {
      version: grid.version,
      cells: [cell('2027-06-09', 4), cell('2027-06-10', 12), cell('2027-06-11', 3), cell('2027-06-12', 5)],
    });
    expect(next.statusCode).toBe(200);
    const rows = await t.database.db.select().from(roomBlocks).where(eq(roomBlocks.hotelId, hotelId));
    expect(rows.map((row) => [row.roomType, row.night, row.rooms]).sort()).toEqual([
      ['single', '2027-06-09', 4],
      ['single', '2027-06-10', 12],
      ['single', '2027-06-11', 3],
      ['single', '2027-06-12', 5],
    ]);
    const [last] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'room-blocks'), eq(auditLog.entityId, String(hotelId))))
      .orderBy(auditLog.id)
      .limit(1)
      .offset(1);
    expect(last?.before).toEqual({
      cells: [cell('2027-06-10', 10), cell('2027-06-10', 6, 'double')],
    });
    expect(last?.after).toEqual({ cells: [cell('2027-06-10', 12)] });
  });

  it('refuses fewer rooms than are sold and held, naming the night and the count, and saves nothing', async () => {
    const before = await read();
    const lower = await admin.put(url(), {
      version: before.version,
      cells: [cell('2027-06-09', 4), cell('2027-06-10', 2), cell('2027-06-12', 5)],
    });
    expect(lower.statusCode).toBe(409);
    expect(lower.json().message).toBe(
      'On the night of 10 June 2027, 3 rooms are already sold or held: contract at least that many.',
    );
    expect(Object.keys(lower.json().fields).sort()).toEqual([
      'cells.single.2027-06-10',
      'cells.single.2027-06-11',
    ]);
    expect(lower.json().fields['cells.single.2027-06-11']).toContain('11 June 2027, 3 rooms');
    expect((await read()).version).toBe(before.version);
  });

  it('refuses a save from an older read with 409 VERSION_CONFLICT', async () => {
    const stale = await admin.put(url(), { version: 'stale', cells: [cell('2027-06-09', 4)] });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'VERSION_CONFLICT']);
  });

  it('answers 400 for bad cells, 404 for an unknown hotel', async () => {
    const { version } = await read();
    const bad = await admin.put(url(), {
      version,
      cells: [
        { ...cell('2027-06-09', 4), rooms: 100_001 },
        { ...cell('2027-02-30', 1) },
        cell('2027-06-09', 5),
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual([
      'cells.0.rooms',
      'cells.1.night',
      'cells.2.night',
    ]);
    const price = await admin.put(url(), {
      version,
      cells: [{ ...cell('2027-06-09', 4), extraNightPriceCents: 1.5 }],
    });
    expect(price.statusCode).toBe(400);
    expect((await admin.get('/api/hotel/999999/room-blocks')).statusCode).toBe(404);
  });

  it('lets visualisation read but not write; admins of another congress neither', async () => {
    const { version } = await read();
    const viewer = await clientAs(t, await insertStaff(t.database.db, 'ROLE_VISUALISATION'));
    expect((await viewer.get(url())).statusCode).toBe(200);
    expect((await viewer.put(url(), { version, cells: [] })).statusCode).toBe(403);
    const elsewhere = await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN', false));
    expect((await elsewhere.get(url())).statusCode).toBe(403);
    expect((await elsewhere.put(url(), { version, cells: [] })).statusCode).toBe(403);
  });
});
