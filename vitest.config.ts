import { defineConfig } from 'vitest/config';

/**
 * Server tests by what they need (the file name says it):
 * - `*.test.ts`        the API and services: on PostgreSQL, the production database;
 * - `*.db.test.ts`     the database is the subject (transactions, quotas, migrations, queries): on both;
 * - `*.pglite.test.ts` the embedded mode itself: on PGlite only;
 * - `*.nodb.test.ts`   no database: once, with the PostgreSQL project.
 * `isolate: false` reuses a worker's module graph between files (each file still has its own
 * database and app), which halves the suite's time; no module keeps state between apps.
 */
const serverProject = (db: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${db}`,
    root: './apps/server',
    include:
      db === 'postgres'
        ? ['src/**/*.test.ts', 'test/**/*.test.ts', 'seed/**/*.test.ts']
        : ['**/*.db.test.ts', '**/*.pglite.test.ts'],
    exclude: db === 'postgres' ? ['**/*.pglite.test.ts', '**/node_modules/**'] : ['**/node_modules/**'],
    environment: 'node',
    env: { TEST_DB: db },
    globalSetup: ['./test/global-setup.ts'],
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const webProject = (kind: 'node' | 'dom') => ({
  extends: './apps/web/vite.config.ts',
  test: {
    name: `web-${kind}`,
    root: './apps/web',
    // Pure modules (`.ts`) need no DOM; components (`.tsx`) render in jsdom.
    include: kind === 'node' ? ['src/**/*.test.ts'] : ['src/**/*.test.tsx'],
    environment: kind === 'node' ? 'node' : 'jsdom',
    ...(kind === 'dom' ? { setupFiles: ['./src/test/setup.ts'] } : {}),
    // A ceiling, not a speed goal: a screen rendered in jsdom on a loaded 2-core machine can pass 5 s.
    testTimeout: 20_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      serverProject('pglite'),
      serverProject('postgres'),
      webProject('node'),
      webProject('dom'),
    ],
  },
});
