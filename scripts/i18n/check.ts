import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  checkCatalogues,
  LOCALES_DIR,
  sourceMessages,
} from '../../packages/domain/src/i18n/catalogue-check.ts';

/**
 * `npm run i18n:check`: every message of the code translated in every language, nothing stale.
 * `npm run i18n:check -- --missing`: also writes packages/domain/locales/missing-<language>.json
 * (id -> English) for whoever translates, and en.json, the whole English catalogue.
 */
const writeMissing = process.argv.includes('--missing');
const reports = await checkCatalogues();
let failed = false;
for (const report of reports) {
  const problems =
    report.missing.length + report.stale.length + report.duplicates.length + report.invalid.length;
  console.log(
    `${report.language}: ${report.missing.length} missing, ${report.stale.length} stale, ${report.duplicates.length} written twice differently, ${report.invalid.length} invalid`,
  );
  for (const id of report.stale.slice(0, 20)) console.log(`  stale: ${id}`);
  for (const line of [...report.duplicates, ...report.invalid].slice(0, 40)) console.log(`  ${line}`);
  if (writeMissing) {
    const missing = Object.fromEntries(report.missing.map((m) => [m.id, m.english]));
    writeFileSync(
      join(LOCALES_DIR, `missing-${report.language}.json`),
      `${JSON.stringify(missing, null, 2)}\n`,
    );
  }
  if (problems > 0) failed = true;
}
if (writeMissing) {
  const all = Object.fromEntries([...(await sourceMessages()).values()].map((m) => [m.id, m.english]));
  writeFileSync(join(LOCALES_DIR, 'en.json'), `${JSON.stringify(all, null, 2)}\n`);
}
process.exit(failed ? 1 : 0);
