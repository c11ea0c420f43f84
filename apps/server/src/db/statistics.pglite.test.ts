import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

/**
 * PGlite runs no autovacuum: the planner knows a table's size only once statistics are gathered
 * (pg_class.reltuples stays -1, "never analysed", until then), and guesses plans that scan.
 */
describe("the embedded database's planner statistics", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const one = async (query: string) => (await t.database.pglite!.query<{ n: number }>(query)).rows[0]?.n;
  const plannerRows = () =>
    one("select reltuples::int as n from pg_class where relname = 'participations' and relkind = 'r'");

  it('are gathered by refreshStatistics, so the planner sees the demo participations', async () => {
    const participations = await one('select count(*)::int as n from participations');
    expect(participations).toBeGreaterThan(10);
    expect(await plannerRows()).not.toBe(participations);
    await t.database.refreshStatistics();
    expect(await plannerRows()).toBe(participations);
  });
});
