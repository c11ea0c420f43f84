import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { fromPglite } from '../src/db/database.ts';
import { migrateAndPrepare } from '../src/db/migrate.ts';
import { createPglite } from '../src/db/pglite.ts';
import { seedDemoIfEmpty } from '../seed/demo.ts';
import { pgliteTemplatePath, postgresUrlFor, TEMPLATE_DATABASE } from './test-paths.ts';

/** Builds the migrated, demo-seeded template once; every test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB ?? 'pglite';
  if (kind === 'pglite') {
    const pglite = await createPglite();
    const handle = fromPglite(pglite);
    await migrateAndPrepare(handle, { tasks: [(db) => seedDemoIfEmpty(db).then(() => {})] });
    const dump = await pglite.dumpDataDir('none');
    const path = pgliteTemplatePath(process.pid);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
    await pglite.close();
    project.provide('pgliteTemplatePath', path);
    return () => rmSync(path, { force: true });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    throw new Error(
      'TEST_DATABASE_URL is not set: run the suite through `npm test`, which starts a PostgreSQL cluster',
    );
  }
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  await admin.unsafe(`create database ${TEMPLATE_DATABASE}`);
  const templateUrl = postgresUrlFor(adminUrl, TEMPLATE_DATABASE);
  const { openPostgres } = await import('../src/db/database.ts');
  const handle = openPostgres(templateUrl, { max: 1 });
  await migrateAndPrepare(handle, {
    databaseUrl: templateUrl,
    tasks: [(db) => seedDemoIfEmpty(db).then(() => {})],
  });
  await handle.close();
  await admin.end();
  project.provide('postgresAdminUrl', adminUrl);
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    pgliteTemplatePath: string;
  }
}
