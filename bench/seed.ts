// Measures how long an empty embedded database takes to migrate and to receive the demo data.
// Run: node --import tsx bench/seed.ts [runs]
import { fromPglite } from '../apps/server/src/db/database.ts';
import { migrateAndPrepare } from '../apps/server/src/db/migrate.ts';
import { createPglite } from '../apps/server/src/db/pglite.ts';
import { seedDemoIfEmpty } from '../apps/server/seed/demo.ts';

const runs = Number(process.argv[2] ?? 3);
const rows: { migrateMs: number; seedMs: number }[] = [];
for (let run = 0; run < runs; run++) {
  const handle = fromPglite(await createPglite());
  const started = performance.now();
  await migrateAndPrepare(handle);
  const migrated = performance.now();
  await seedDemoIfEmpty(handle.db);
  rows.push({ migrateMs: migrated - started, seedMs: performance.now() - migrated });
  await handle.close();
}
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
console.log(
  JSON.stringify({
    runs,
    migrateMedianMs: Math.round(median(rows.map((r) => r.migrateMs))),
    seedMedianMs: Math.round(median(rows.map((r) => r.seedMs))),
  }),
);
