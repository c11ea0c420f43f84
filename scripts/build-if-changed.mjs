// `npm start` builds only what changed since the last build: a hash of each part's sources (and
// of the lock file) is kept beside its output; a part whose hash matches is not built again.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const shared = ['packages/domain/src', 'packages/domain/package.json', 'package-lock.json'];
const parts = [
  {
    name: 'web app',
    workspace: '@congress/web',
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public',
      'apps/web/vite.config.ts',
      'apps/web/precompress.ts',
      ...shared,
    ],
    output: 'apps/web/dist/index.html',
    stamp: 'apps/web/dist/.sources-hash',
  },
  {
    name: 'server',
    workspace: '@congress/server',
    sources: [
      'apps/server/src',
      'apps/server/seed',
      'apps/server/build.mjs',
      'apps/server/build-external.mjs',
      ...shared,
    ],
    output: 'apps/server/dist/main.js',
    stamp: 'apps/server/dist/.sources-hash',
  },
];

function* files(path) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const name of readdirSync(path).sort()) {
    if (name === 'node_modules' || name === 'dist') continue;
    yield* files(join(path, name));
  }
}

function hashOf(sources) {
  const hash = createHash('sha256');
  for (const source of sources) {
    for (const file of files(join(root, source))) {
      hash.update(file.slice(root.length));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

for (const part of parts) {
  const hash = hashOf(part.sources);
  const stamp = join(root, part.stamp);
  const isCurrent =
    existsSync(join(root, part.output)) && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash;
  if (isCurrent) {
    console.log(`${part.name}: up to date`);
    continue;
  }
  execFileSync('npm', ['run', 'build', '--silent', '--workspace', part.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  writeFileSync(stamp, hash);
}
