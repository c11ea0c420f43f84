// Prints one closing line for the whole run, "N passed, N failed", from the runners' JSON reports.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? '.tmp/reports';
let passed = 0;
let failed = 0;
let skipped = 0;
let flaky = 0;
for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (typeof report.numPassedTests === 'number') {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    passed += report.stats.expected;
    // Flaky: failed once, then passed on its retry (Playwright's CI retry).
    flaky += report.stats.flaky ?? 0;
    passed += report.stats.flaky ?? 0;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
}
const flakyNote = flaky ? ` (${flaky} only on a retry: flaky, see the browser test output)` : '';
console.log(`\n${passed} passed${flakyNote}, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (failed > 0 || passed === 0) process.exit(1);
