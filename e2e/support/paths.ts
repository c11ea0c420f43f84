import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const E2E_TMP = `${ROOT}.tmp/e2e`;
export const TEMPLATE_DIR = `${E2E_TMP}/template`;
/** The bundled server (`npm run build -w @congress/server`): it starts in half the time of tsx. */
export const SERVER_ENTRY = `${ROOT}apps/server/dist/main.js`;
export const WEB_DIST = `${ROOT}apps/web/dist`;
