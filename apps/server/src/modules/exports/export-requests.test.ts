import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../../test/test-app.ts';
import { createCongress, createUser, signInAs } from '../../../test/fixtures/payment-fixtures.ts';
import { createServices } from '../../services.ts';
import { createExportsService } from './exports.service.ts';
import {
  type ExportFixture,
  readBook,
  rowsOf,
  setUpExportCongress,
} from '../../../test/fixtures/export-fixtures.ts';

describe('POST /api/export/:type: filters, errors, guards and paging', () => {
  let f: ExportFixture;
  beforeAll(async () => {
    f = await setUpExportCongress();
  });
  afterAll(() => f.t.close());

  it('applies the list filter: a status tab, a hotel, a search', async () => {
    const read = async (type: string, filter: object) => {
      const response = await f.exportOf(f.admin, type, { filter });
      expect(response.statusCode).toBe(200);
      const book = await readBook(response.rawPayload);
      return book.worksheets.flatMap((sheet) => rowsOf(sheet).rows);
    };
    const cancelled = await read('all', { status: 'cancelled' });
    expect(cancelled.map((row) => row.Participation)).toEqual([f.ids.cancelled]);
    const harbour = await read('all', { hotelId: f.secondHotelId });
    expect(harbour.map((row) => row.Participation)).toEqual([f.ids.sharer]);
    const anna = await read('accounting', { search: 'anna' });
    expect(anna).toHaveLength(3);
    expect(new Set(anna.map((row) => row.Participation))).toEqual(new Set([f.ids.couple]));
  });

  it('answers 404 "No data provided for export" when nothing matches', async () => {
    for (const [type, filter] of [
      ['all', { search: 'nobody-has-this-name' }],
      ['accounting', { search: 'Zoe' }],
      ['rooming', { status: 'cancelled' }],
      // The check-in and activity filters: nobody is checked in, no activity 2147483647 (each exported
      // everything when the export took a filter without a search or a path segment for all).
      ['all', { checkedIn: 'yes' }],
      ['all', { figure: 'activity:2147483647' }],
    ] as const) {
      const response = await f.exportOf(f.admin, type, { filter });
      expect(response.statusCode, type).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No data provided for export' });
    }
    const empty = await createCongress(f.t.database.db);
    const superAdmin = createClient(f.t.app);
    await signInAs(superAdmin, (await createUser(f.t.database.db, ['ROLE_SUPER_ADMIN'])).id);
    const response = await superAdmin.post('/api/export/all', { congressId: empty.id });
    expect([response.statusCode, response.json().message]).toEqual([404, 'No data provided for export']);
  });

  it('refuses an unknown type and a malformed body', async () => {
    expect((await f.exportOf(f.admin, 'passports')).statusCode).toBe(400);
    expect((await f.admin.post('/api/export/all', { congressId: 'x' })).statusCode).toBe(400);
  });

  it('guards: admin only (visualisation 403), granted congress only, participants 403, anonymous 401', async () => {
    const db = f.t.database.db;
    const as = async (roles: string[], grant?: number) => {
      const client = createClient(f.t.app);
      await signInAs(client, (await createUser(db, roles, grant)).id);
      return client;
    };
    const visualisation = await as(['ROLE_VISUALISATION'], f.congress.id);
    const foreignAdmin = await as(['ROLE_ADMIN'], (await createCongress(db)).id);
    const participant = await as(['ROLE_USER']);
    for (const client of [visualisation, foreignAdmin, participant]) {
      const response = await f.exportOf(client, 'all');
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Access denied');
    }
    expect((await f.exportOf(createClient(f.t.app), 'accounting')).statusCode).toBe(401);
    // The invoice export of the invoices module still answers on its own path.
    const invoice = await f.admin.post('/api/export/invoice/proforma', { participation: f.ids.couple });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toContain('application/pdf');
  });

  it('reads the rows page by page: a page size of 1 gives the same file content', async () => {
    const { booking, invoices } = createServices({
      config: f.t.config,
      db: f.t.database.db,
      clock: () => f.t.clock.now,
    });
    const service = createExportsService({ db: f.t.database.db, pageSize: 1, booking, invoices });
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
      const file = await service.prepare(session, type, { congressId: f.congress.id });
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
