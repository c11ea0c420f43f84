// The three exports on N participations over real HTTP (the body streamed and discarded): time,
// size, the process's peak RSS while each runs and what the export itself added to it (the RSS
// before holds the app, and on PGlite the whole database in memory), and the JavaScript heap's peak.
// Run: npm run bench:exports -- [--participations 20000]   (DATABASE_URL=... for PostgreSQL)
import { argValue, createBenchApp } from './bench-app.ts';

const rssAtStart = process.memoryUsage().rss;

const count = argValue('participations', 20_000);
const bench = await createBenchApp(count);
const address = await bench.app.listen({ port: 0, host: '127.0.0.1' });
const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));
const results: Record<string, unknown>[] = [];
for (const type of ['all', 'accounting', 'rooming']) {
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  let heapPeak = process.memoryUsage().heapUsed;
  const sample = () => {
    const usage = process.memoryUsage();
    peak = Math.max(peak, usage.rss);
    heapPeak = Math.max(heapPeak, usage.heapUsed);
  };
  const sampler = setInterval(sample, 10);
  const started = performance.now();
  const response = await fetch(`${address}/api/export/${type}`, {
    method: 'POST',
    headers: { cookie: bench.cookie, origin: bench.origin, 'content-type': 'application/json' },
    body: JSON.stringify({ congressId: bench.fixture.congressId }),
  });
  if (!response.ok || !response.body) throw new Error(`${type}: ${response.status} ${await response.text()}`);
  let bytes = 0;
  let firstByteMs = 0;
  for await (const chunk of response.body) {
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += chunk.byteLength;
  }
  const elapsed = performance.now() - started;
  clearInterval(sampler);
  sample();
  results.push({
    export: type,
    seconds: Number((elapsed / 1000).toFixed(1)),
    firstByteMs: Math.round(firstByteMs),
    fileMB: Number((bytes / (1024 * 1024)).toFixed(2)),
    rssBeforeMB: mb(before),
    peakRssMB: mb(peak),
    addedRssMB: mb(peak - before),
    heapPeakMB: mb(heapPeak),
  });
}
console.log(
  `${bench.kind}: ${count} participations, exports over HTTP (process RSS ${mb(rssAtStart)} MB once the modules are loaded)`,
);
console.table(results);
await bench.close();
