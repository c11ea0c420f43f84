import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * The lazy screen of each page the server sends a variant for (apps/server/src/plugins/static-web.ts
 * names the same files): its page names the screen's chunks, so they load beside the first ones
 * instead of after them.
 */
export const ROUTE_PAGES = {
  'index.rate-list.html': 'src/features/rates/rate-list-screen.tsx',
  'index.registration-form.html': 'src/features/registration/registration-form-screen.tsx',
} as const;

/** The chunk's file and every chunk it imports statically, transitively. */
function closureOf(chunk: OutputChunk, bundle: OutputBundle, files = new Set<string>()): Set<string> {
  if (files.has(chunk.fileName)) return files;
  files.add(chunk.fileName);
  for (const name of chunk.imports) {
    const imported = bundle[name];
    if (imported?.type === 'chunk') closureOf(imported, bundle, files);
  }
  return files;
}

/** Writes `index.<page>.html` beside index.html: the same page plus `modulepreload` of its screen. */
export function routePreloads(): Plugin {
  return {
    name: 'congress-route-preloads',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const page = readFileSync(join(outDir, 'index.html'), 'utf8');
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      for (const [fileName, screen] of Object.entries(ROUTE_PAGES)) {
        const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(screen)));
        if (!chunk) throw new Error(`route-preloads: no chunk for ${screen}`);
        const links = [...closureOf(chunk, bundle)]
          .filter((file) => !page.includes(`/${file}"`))
          .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
          .join('');
        writeFileSync(join(outDir, fileName), page.replace('  </head>', `${links}  </head>`));
      }
    },
  };
}
