import { defineConfig } from 'vitest/config';

const serverProject = (db: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${db}`,
    root: './apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Tests of the embedded mode, and tests that touch no database, run once.
    exclude:
      db === 'postgres'
        ? ['**/*.pglite.test.ts', '**/*.nodb.test.ts', '**/node_modules/**']
        : ['**/node_modules/**'],
    environment: 'node',
    env: { TEST_DB: db },
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
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
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // A ceiling, not a speed goal: a screen rendered in jsdom on a loaded 2-core machine can pass 5 s.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
