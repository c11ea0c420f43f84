// Builds the server to JavaScript: dist/main.js (the app), dist/statement-worker.js (its bank statement
// parser thread) and dist/admin-create.js (the first super
// admin), so production runs plain Node. Dependencies stay in node_modules (see build-external.mjs for
// the ones bundled in); the workspace's own TypeScript (@congress/domain) is bundled in. Files read at
// run time relative to their module (`./migrations`, `./assets`) are copied beside the bundle.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';
import { externalDependencies } from './build-external.mjs';

const here = new URL('./', import.meta.url);
const external = externalDependencies();

rmSync(new URL('dist', here), { recursive: true, force: true });
await build({
  absWorkingDir: new URL('.', here).pathname,
  entryPoints: {
    main: 'src/main.ts',
    'admin-create': 'src/cli/admin-create.ts',
    // Bank statements are parsed on a worker thread (payments-desk/statement-off-thread.ts).
    'statement-worker': 'src/modules/payments-desk/statement-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external,
  sourcemap: true,
  // Stack traces name the source file and line without the sources' text in the map: `npm start`
  // (source maps enabled) reads and parses the whole map as it loads the bundle, 3.7 MB with them.
  sourcesContent: false,
  logLevel: 'warning',
});
cpSync(new URL('src/db/migrations', here), new URL('dist/migrations', here), { recursive: true });
cpSync(new URL('seed/assets', here), new URL('dist/assets', here), { recursive: true });
