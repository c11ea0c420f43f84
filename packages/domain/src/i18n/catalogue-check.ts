import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES, type Language } from './languages.ts';
import { registeredTexts } from './texts.ts';

/**
 * Node only (the catalogue check of the tests and of `npm run i18n:check`), never imported by the app.
 *
 * The message catalogues. English is in the code: FormatJS messages (`formatMessage`,
 * `<FormattedMessage>`, `defineMessages`) with their ids, extracted by the FormatJS CLI, and the
 * shared texts of the domain's `defineTexts` maps, whose English is their id. French and Portuguese
 * are JSON files in packages/domain/locales/<language>/, one per part of the product (a file named
 * `server-*.json` holds what only the server says, so the web app does not download it).
 */
export const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
export const LOCALES_DIR = join(ROOT, 'packages/domain/locales');
const SOURCE_DIRS = ['apps/web/src', 'apps/server/src', 'packages/domain/src'];
const IS_SOURCE = /\.(ts|tsx)$/;
const IS_NOT_SOURCE = /\.(test|spec)\.tsx?$|\.d\.ts$|\/test\//;

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(path, out);
    } else if (IS_SOURCE.test(entry.name) && !IS_NOT_SOURCE.test(path)) out.push(path);
  }
  return out;
}

/** The shared texts: they register themselves when their module loads, so every domain module is loaded. */
export async function sharedTexts(): Promise<ReadonlySet<string>> {
  for (const file of walk(join(ROOT, 'packages/domain/src'))) {
    if (!file.endsWith('catalogue-check.ts')) await import(pathToFileURL(file).href);
  }
  return registeredTexts();
}

export type SourceMessage = { id: string; english: string; kind: 'message' | 'text' };

/** Every message of the code, by id. */
export async function sourceMessages(): Promise<Map<string, SourceMessage>> {
  const files = SOURCE_DIRS.flatMap((dir) => walk(join(ROOT, dir)));
  const work = mkdtempSync(join(tmpdir(), 'i18n-'));
  writeFileSync(join(work, 'files.txt'), files.join('\n'));
  const out = join(work, 'en.json');
  execFileSync(
    join(ROOT, 'node_modules/.bin/formatjs'),
    ['extract', '--in-file', join(work, 'files.txt'), '--out-file', out, '--throws', '--preserve-whitespace'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const extracted = JSON.parse(readFileSync(out, 'utf8')) as Record<string, { defaultMessage: string }>;
  const messages = new Map<string, SourceMessage>();
  for (const [id, { defaultMessage }] of Object.entries(extracted)) {
    messages.set(id, { id, english: defaultMessage, kind: 'message' });
  }
  for (const text of await sharedTexts()) {
    if (!messages.has(text)) messages.set(text, { id: text, english: text, kind: 'text' });
  }
  return messages;
}

export type CatalogueEntry = { message: string; file: string };

/** A language's catalogue, from all its files; an id written in two files is an error of its own. */
export function readCatalogue(language: Language): {
  entries: Map<string, CatalogueEntry>;
  duplicates: string[];
} {
  const dir = join(LOCALES_DIR, language);
  const entries = new Map<string, CatalogueEntry>();
  const duplicates: string[] = [];
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const file = relative(ROOT, join(dir, name));
    const json = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, string>;
    for (const [id, message] of Object.entries(json)) {
      const before = entries.get(id);
      if (before && before.message !== message) duplicates.push(`${id} (${before.file}, ${file})`);
      entries.set(id, { message, file });
    }
  }
  return { entries, duplicates };
}

/** The arguments a message names ({name}, {count, plural, ...}, <b>...</b>), to compare translations. */
export function argumentsOf(message: string, ignoreTag: boolean): string[] {
  const names = new Set<string>();
  const visit = (elements: ReturnType<typeof parse>) => {
    for (const element of elements) {
      if ('value' in element && element.type !== 0 && typeof element.value === 'string')
        names.add(element.value);
      if ('options' in element) for (const option of Object.values(element.options)) visit(option.value);
      if ('children' in element) visit(element.children);
    }
  };
  visit(parse(message, { ignoreTag }));
  return [...names].sort();
}

export type CatalogueReport = {
  language: Language;
  missing: SourceMessage[];
  stale: string[];
  duplicates: string[];
  invalid: string[];
};

export async function checkCatalogues(): Promise<CatalogueReport[]> {
  const source = await sourceMessages();
  return LANGUAGES.filter((language) => language !== 'en').map((language) => {
    const { entries, duplicates } = readCatalogue(language);
    const missing = [...source.values()].filter((m) => !entries.has(m.id));
    const stale = [...entries.keys()].filter((id) => !source.has(id));
    const invalid: string[] = [];
    for (const [id, { message, file }] of entries) {
      const english = source.get(id);
      if (!english) continue;
      const ignoreTag = english.kind === 'text';
      try {
        const want = argumentsOf(english.english, ignoreTag).join(',');
        const got = argumentsOf(message, ignoreTag).join(',');
        if (want !== got) invalid.push(`${id} in ${file}: arguments {${got}} instead of {${want}}`);
      } catch (error) {
        invalid.push(`${id} in ${file}: ${(error as Error).message}`);
      }
    }
    return { language, missing, stale, duplicates, invalid };
  });
}
