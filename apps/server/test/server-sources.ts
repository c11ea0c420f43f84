import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Reading the server's own sources, for the architecture tests (src/architecture*.nodb.test.ts). */
export const SERVER = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

export const fromServer = (path: string) => relative(SERVER, path).split(sep).join('/');

/** Every relative import of a file (static, `export ... from` and dynamic), as a path under apps/server. */
export function relativeImports(file: string): string[] {
  const specifiers = [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)];
  return specifiers.map((match) => fromServer(resolve(dirname(file), match[1] ?? '')));
}

/** 'booking' for 'src/modules/booking/rates/routes.ts'; null outside modules/. */
export function moduleOf(path: string): string | null {
  return /^src\/modules\/([^/]+)\//.exec(path)?.[1] ?? null;
}

export const isTest = (path: string) => path.endsWith('.test.ts');
