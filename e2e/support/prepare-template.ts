// Builds the pre-seeded PGlite data directory that every browser-test file starts from a copy of.
import { mkdirSync, rmSync } from 'node:fs';
import { fromPglite } from '../../apps/server/src/db/database.ts';
import { migrateAndPrepare } from '../../apps/server/src/db/migrate.ts';
import { createPglite } from '../../apps/server/src/db/pglite.ts';
import { seedDemoIfEmpty } from '../../apps/server/seed/demo.ts';

const target = process.argv[2];
if (!target) throw new Error('usage: prepare-template.ts <data-dir>');
rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });
const pglite = await createPglite({ dataDir: `${target}/pgdata` });
const handle = fromPglite(pglite);
await migrateAndPrepare(handle, {
  tasks: [
    async (db) => {
      await seedDemoIfEmpty(db);
    },
  ],
});
await handle.checkpoint();
await handle.close();
