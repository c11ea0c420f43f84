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

  it('are gathered at a start only when a table was never analysed', async () => {
    const pglite = t.database.pglite!;
    const planned = async () =>
      (
        await pglite.query<{ n: number }>(
          "select reltuples::int as n from pg_class where relname = 'statistics_probe' and relkind = 'r'",
        )
      ).rows[0]?.n;
    await pglite.exec(
      'create table statistics_probe (n int); insert into statistics_probe select generate_series(1, 100)',
    );
    await t.database.refreshStaleStatistics();
    expect(await planned()).toBe(100);

    // Every table analysed: no ANALYZE, the planner keeps what it knew (the stop refreshes it).
    await pglite.exec('insert into statistics_probe select generate_series(1, 40)');
    await t.database.refreshStaleStatistics();
    expect(await planned()).toBe(100);
    await t.database.refreshStatistics();
    expect(await planned()).toBe(140);
  });
});
