// Builds the pre-seeded PGlite data directory that every browser-test file starts from a copy of.
import { mkdirSync, rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { fromPglite } from '../../apps/server/src/db/database.ts';
import { migrateAndPrepare } from '../../apps/server/src/db/migrate.ts';
import { seedDemoIfEmpty } from '../../apps/server/seed/demo.ts';

const target = process.argv[2];
if (!target) throw new Error('usage: prepare-template.ts <data-dir>');
rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });
const pglite = await PGlite.create(`${target}/pgdata`);
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
