import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every relative import of a file, as a path under src (e.g. "features/auth/api/keys.ts"). */
function relativeImports(file: string): string[] {
  const specifiers = [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)];
  return specifiers.map((match) =>
    relative(SRC, resolve(dirname(file), match[1] ?? ''))
      .split(sep)
      .join('/'),
  );
}

const areaOf = (path: string) => path.split('/').slice(0, 2).join('/');
/**
 * The app layer (router, providers, layouts) composes features; features never import it. The i18n
 * helpers every layer uses (`useText`, `defineMessages`) live in lib/i18n, as react-intl does in a package.
 */
const isAppLayer = (path: string) => path.startsWith('app/');

describe('house style: layers', () => {
  it('features never import each other, nor the app layer', () => {
    const offences = sourceFiles(join(SRC, 'features')).flatMap((file) => {
      const own = areaOf(relative(SRC, file).split(sep).join('/'));
      return relativeImports(file)
        .filter((target) => isAppLayer(target) || (target.startsWith('features/') && areaOf(target) !== own))
        .map((target) => `${relative(SRC, file)} -> ${target}`);
    });
    expect(offences).toEqual([]);
  });

  it('lib, components and config import neither features nor the app layer', () => {
    const shared = ['lib', 'components', 'config'].flatMap((folder) => sourceFiles(join(SRC, folder)));
    const offences = shared.flatMap((file) =>
      relativeImports(file)
        .filter((target) => target.startsWith('features/') || isAppLayer(target))
        .map((target) => `${relative(SRC, file)} -> ${target}`),
    );
    expect(offences).toEqual([]);
  });

  it('api (cross-feature data) imports neither features nor the app layer', () => {
    const offences = sourceFiles(join(SRC, 'api')).flatMap((file) =>
      relativeImports(file)
        .filter((target) => target.startsWith('features/') || isAppLayer(target))
        .map((target) => `${relative(SRC, file)} -> ${target}`),
    );
    expect(offences).toEqual([]);
  });

  it('lib and config sit below api: they never import it', () => {
    const lower = ['lib', 'config'].flatMap((folder) => sourceFiles(join(SRC, folder)));
    const offences = lower.flatMap((file) =>
      relativeImports(file)
        .filter((target) => target.startsWith('api/'))
        .map((target) => `${relative(SRC, file)} -> ${target}`),
    );
    expect(offences).toEqual([]);
  });

  it('has no barrel files', () => {
    const barrels = sourceFiles(SRC).filter((file) => /(^|\/)index\.tsx?$/.test(file));
    expect(barrels).toEqual([]);
  });
});
