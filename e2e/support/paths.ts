import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const E2E_TMP = `${ROOT}.tmp/e2e`;
export const TEMPLATE_DIR = `${E2E_TMP}/template`;
export const SERVER_ENTRY = `${ROOT}apps/server/src/main.ts`;
export const WEB_DIST = `${ROOT}apps/web/dist`;
