import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { createCongress, createRate } from '../../../test/fixtures/payment-fixtures.ts';
import { createParticipation } from '../../../test/fixtures/payment-fixtures.ts';
import {
  type ExportFixture,
  readBook,
  rowsOf,
  setUpExportCongress,
} from '../../../test/fixtures/export-fixtures.ts';

/** "export only the selection" of the participation list. */
describe('POST /api/export/:type with the selected participations', () => {
  let f: ExportFixture;
  beforeAll(async () => {
    f = await setUpExportCongress();
  });
  afterAll(() => f.t.close());

  const participationsOf = async (type: string, body: object) => {
    const response = await f.exportOf(f.admin, type, body);
    expect(response.statusCode, response.body).toBe(200);
    const book = await readBook(response.rawPayload);
    return book.worksheets.flatMap((sheet) => rowsOf(sheet).rows).map((row) => row.Participation);
  };

  it('exports only the selected participations, whatever the filter says', async () => {
    const selected = [f.ids.couple, f.ids.sharer] as number[];
    const all = await participationsOf('all', {
      participationIds: selected,
      filter: { status: 'cancelled' },
    });
    expect([...all].sort()).toEqual([...selected].sort());
    const accounting = await participationsOf('accounting', { participationIds: [f.ids.couple] });
    expect(new Set(accounting)).toEqual(new Set([f.ids.couple]));
    const audit = await f.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'export-selection'), eq(auditLog.congressId, f.congress.id)));
    expect(audit.map((entry) => entry.after)).toEqual([
      {
        type: 'all',
        participations: 2,
        filter: { status: 'cancelled', sharing: 'all', hotelId: 'all', roomOption: 'all', type: 'all' },
      },
      { type: 'accounting', participations: 1, filter: null },
    ]);
  });

  it('never reads a participation of another congress, even when its id is sent', async () => {
    const db = f.t.database.db;
    const other = await createCongress(db);
    const stranger = await createParticipation(db, other, await createRate(db, other));
    const response = await f.exportOf(f.admin, 'all', { participationIds: [stranger.id] });
    expect([response.statusCode, response.json().message]).toEqual([404, 'No data provided for export']);
    const mixed = await participationsOf('all', { participationIds: [stranger.id, f.ids.couple] });
    expect(mixed).toEqual([f.ids.couple]);
  });
});
