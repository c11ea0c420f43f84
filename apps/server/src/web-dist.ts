import { fileURLToPath } from 'node:url';

/**
 * The built web app. This file sits directly under `src/`, at the depth of the bundled `dist/main.js`,
 * so the same relative path holds when the server runs from source and from its build.
 */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
