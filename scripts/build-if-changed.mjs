// `npm start` builds only what changed since the last build: a hash of each part's sources (and
// of the lock file) is kept beside its output; a part whose hash matches is not built again. The
// stamp also keeps the sources' names, sizes and modification times: while those are all the same,
// the part is current without reading a file (reading and hashing every source cost most of this
// script's time on every start). A changed time alone (a checkout, a touch) falls back to the hash.
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

function sourceFiles(sources) {
  return sources.flatMap((source) => [...files(join(root, source))]);
}

function hashOf(paths) {
  const hash = createHash('sha256');
  for (const file of paths) {
    hash.update(file.slice(root.length));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

function fingerprintOf(paths) {
  const hash = createHash('sha256');
  for (const file of paths) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${file.slice(root.length)}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex');
}

/** The stamp as written below, or as the hash alone (a stamp written before the fingerprint). */
function readStamp(path) {
  if (!existsSync(path)) return null;
  const text = readFileSync(path, 'utf8');
  try {
    return JSON.parse(text);
  } catch {
    return { hash: text, fingerprint: null };
  }
}

for (const part of parts) {
  const paths = sourceFiles(part.sources);
  const fingerprint = fingerprintOf(paths);
  const stampPath = join(root, part.stamp);
  const stamp = existsSync(join(root, part.output)) ? readStamp(stampPath) : null;
  if (stamp?.fingerprint === fingerprint) {
    console.log(`${part.name}: up to date`);
    continue;
  }
  const hash = hashOf(paths);
  if (stamp?.hash === hash) {
    writeFileSync(stampPath, JSON.stringify({ hash, fingerprint }));
    console.log(`${part.name}: up to date`);
    continue;
  }
  execFileSync('npm', ['run', 'build', '--silent', '--workspace', part.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  writeFileSync(stampPath, JSON.stringify({ hash, fingerprint }));
}
