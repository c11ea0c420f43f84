import { readFileSync } from 'node:fs';

/**
 * Bundled into the server instead of loaded from node_modules at run time. drizzle-orm: Node 24's ESM
 * loader parses a package's package.json again for every module file it loads, and drizzle-orm's is
 * 179 KB for ~600 files, so importing it cost ~150 MB of heap and ~1 s at start (the server
 * idled at ~295 MB with a 195 MB heap of which 56 MB was live; bundled, drizzle costs ~9 MB).
 */
const BUNDLED = ['drizzle-orm'];

/** The server's dependencies esbuild leaves to node_modules: all but the workspace's and BUNDLED. */
export function externalDependencies() {
  const pkg = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));
  return Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
    (name) => !name.startsWith('@congress/') && !BUNDLED.includes(name),
  );
}
