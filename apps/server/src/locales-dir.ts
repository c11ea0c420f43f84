import { fileURLToPath } from 'node:url';

/**
 * The message catalogues (packages/domain/locales). Like web-dist.ts, this file sits directly under
 * `src/`, at the depth of the bundled `dist/main.js`, so the path holds from source and from the build.
 */
export const LOCALES_DIR = fileURLToPath(new URL('../../../packages/domain/locales', import.meta.url));
