import { fileURLToPath } from 'node:url';
import formatjs from '@formatjs/unplugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { icuMessages } from './icu-messages.ts';
import { precompress } from './precompress.ts';
import { routePreloads } from './route-preloads.ts';

export default defineConfig({
  // Messages arrive parsed (icu-messages.ts): the components' English by FormatJS's own plugin.
  plugins: [
    formatjs({ ast: true, preserveWhitespace: true, flatten: false }),
    icuMessages(),
    react(),
    routePreloads(),
    precompress(),
  ],
  resolve: {
    // Zod without eval: our CSP forbids it (src/lib/zod-without-eval.ts).
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/lib/zod-without-eval.ts', import.meta.url)),
      },
      // Every message is parsed at build time: the browser needs no ICU parser.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // React and the router change least often: one long-cached chunk. The rest of what the first
        // page needs is one chunk, and so is each screen of the public path with what it needs
        // beyond that: split along every lazy screen they made ~35 files of 1-5 KB each, a request
        // chain that cost the first paint more than their bytes. Everything else is still split by
        // rolldown along the lazy screens, so charts, the rich-text editor and admin screens load
        // only where they are used (a manual Mantine chunk once put them all on the first page).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 4,
            },
            { name: 'app', tags: ['$initial'], priority: 3 },
            // A group takes its modules' imports too: the form reuses some of the rate list's chunk.
            { name: 'rate-list', test: /features[\\/]rates[\\/]rate-list-screen\.tsx$/, priority: 2 },
            {
              name: 'registration-form',
              test: /features[\\/]registration[\\/]registration-form-screen\.tsx$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
