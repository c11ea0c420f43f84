import { readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/**
 * The domain's message maps, loaded by Node itself (not bundled into the Vite config): their texts
 * register in the module instance `sharedTexts` reads.
 */
async function sharedTexts(): Promise<ReadonlySet<string>> {
  const url = new URL('../../packages/domain/src/i18n/catalogue-check.ts', import.meta.url);
  const check = (await import(url.href)) as { sharedTexts: () => Promise<ReadonlySet<string>> };
  return check.sharedTexts();
}

const CATALOGUE = /\/packages\/domain\/locales\/[a-z]+\/[^/]+\.json$/;
const ENGLISH_TEXTS = 'virtual:english-texts';

/**
 * Messages reach the browser parsed (FormatJS's "precompile" advice), so the app ships
 * without the ICU parser (~7 KB compressed on every first page): the components' English through
 * @formatjs/unplugin, the catalogues here, and the English of the shared texts that take values (the
 * others are said as written) as `virtual:english-texts`. A shared text, whose English is its id, is
 * parsed without tags, as the server and `useText` read it.
 */
export function icuMessages(): Plugin {
  let texts: ReadonlySet<string> | undefined;
  const loadTexts = async () => {
    texts ??= await sharedTexts();
    return texts;
  };
  const parsed = (key: string, message: string, shared: ReadonlySet<string>) =>
    parse(message, { ignoreTag: shared.has(key) });

  return {
    name: 'icu-messages',
    enforce: 'pre',
    resolveId(id) {
      return id === ENGLISH_TEXTS ? `\0${ENGLISH_TEXTS}` : undefined;
    },
    async load(id) {
      if (id === `\0${ENGLISH_TEXTS}`) {
        const shared = await loadTexts();
        const withArguments = [...shared].filter((text) => text.includes('{'));
        const asts = Object.fromEntries(withArguments.map((text) => [text, parsed(text, text, shared)]));
        return `export default ${JSON.stringify(asts)};`;
      }
      const path = id.replace(/[?#].*$/, '');
      if (!CATALOGUE.test(path)) return undefined;
      const shared = await loadTexts();
      const catalogue = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
      const asts = Object.fromEntries(
        Object.entries(catalogue).map(([key, message]) => [key, parsed(key, message, shared)]),
      );
      // Still JSON: Vite's JSON plugin makes it a module, as for any catalogue.
      return JSON.stringify(asts);
    },
  };
}
