import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ExportFixture,
  readBook,
  rowsOf,
  setUpExportCongress,
} from '../../../test/fixtures/export-fixtures.ts';

/** Decisions 31: the accounting file says what each line is, and only money that moved is received. */
describe('the accounting export reads each line as the account statement does', () => {
  let f: ExportFixture;
  beforeAll(async () => {
    f = await setUpExportCongress();
  });
  afterAll(() => f.t.close());

  it('a pending transfer is "Awaiting transfer" and not money received; the Received column sums to what was kept', async () => {
    const sheet = (await readBook((await f.exportOf(f.admin, 'accounting')).rawPayload)).getWorksheet(
      'Accounting',
    );
    if (!sheet) throw new Error('no Accounting sheet');
    const { rows } = rowsOf(sheet);
    expect(rows.map((row) => [row.Method, row.State, row.Amount, row.Received])).toEqual([
      ['Card', 'Paid', 1000, 1000],
      ['Bank transfer', 'Awaiting transfer', 500, 0],
      ['Card', 'Declined', 1000, 0],
      ['Card', 'Refunded', -200, -200],
    ]);
    expect(rows.reduce((sum, row) => sum + Number(row.Received), 0)).toBe(800);
  });
});
