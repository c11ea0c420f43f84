import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { E2E_TMP, ROOT, TEMPLATE_DIR, WEB_DIST } from './paths.ts';

/**
 * Builds the server bundle (under a second, so always: never a stale server), the web app when it has
 * not been built (`npm test` builds it just before), and the pre-seeded data directory every file copies.
 */
export default function globalSetup() {
  execFileSync(process.execPath, ['apps/server/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (!existsSync(`${WEB_DIST}/index.html`)) {
    execFileSync('npm', ['run', 'build', '--workspace', '@congress/web'], { cwd: ROOT, stdio: 'inherit' });
  }
  mkdirSync(E2E_TMP, { recursive: true });
  execFileSync(process.execPath, ['--import', 'tsx', 'e2e/support/prepare-template.ts', TEMPLATE_DIR], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}
