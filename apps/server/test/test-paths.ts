import { fileURLToPath } from 'node:url';

export const PGLITE_TEMPLATE_PATH = fileURLToPath(
  new URL('../../../.tmp/pglite-template.tar', import.meta.url),
);
export const TEMPLATE_DATABASE = 'congress_test_template';

export function postgresUrlFor(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
