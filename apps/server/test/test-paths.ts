import { fileURLToPath } from 'node:url';

/** One template per test run, so that concurrent runs never read each other's half-written file. */
export const pgliteTemplatePath = (runId: number) =>
  fileURLToPath(new URL(`../../../.tmp/pglite-template-${runId}.tar`, import.meta.url));
export const TEMPLATE_DATABASE = 'congress_test_template';

export function postgresUrlFor(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
