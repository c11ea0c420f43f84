// The three exports on N participations from the built server in its own process, as it runs in
// production (plain Node, no tsx): time, and the server's RSS before and at its peak (the kernel's
// high-water mark, VmHWM), which the in-process bench (bench/exports.ts) cannot tell apart from the
// bench itself, the fixture and tsx. On PGlite the server opens a data directory, as `npm start` does.
// Run: node --import tsx bench/exports-server.ts [--participations 20000] [--node-args "--max-semi-space-size=4"]
//      (DATABASE_URL=... for PostgreSQL)
import { createAccessTokenSigner } from '../apps/server/src/lib/tokens.ts';
import { ACCESS_COOKIE } from '../apps/server/src/plugins/auth.ts';
import { insertTestSession } from '../apps/server/test/fixtures/auth-fixtures.ts';
import { argText, argValue } from './bench-app.ts';
import { BENCH_JWT_SECRET, prepareBuiltServer } from './built-server.ts';
import { createBulkFixture } from './bulk-fixture.ts';

const count = argValue('participations', 20_000);
const nodeArgs = argText('node-args', '').split(' ').filter(Boolean);
const work = await prepareBuiltServer();
const fixture = await createBulkFixture(work.handle.db, count);
const sid = await insertTestSession(work.handle.db, { kind: 'user', id: fixture.adminUserId });
const { token } = await createAccessTokenSigner(BENCH_JWT_SECRET).sign({
  sub: String(fixture.adminUserId),
  kind: 'user',
  sv: 1,
  sid,
});
const cookie = `${ACCESS_COOKIE}=${token}`;
const server = await work.start({ nodeArgs });
const { origin, memory } = server;
try {
  const results: Record<string, unknown>[] = [];
  for (const type of ['all', 'accounting', 'rooming']) {
    const before = memory('VmRSS');
    const started = performance.now();
    const response = await fetch(`${origin}/api/export/${type}`, {
      method: 'POST',
      headers: { cookie, origin, 'content-type': 'application/json' },
      body: JSON.stringify({ congressId: fixture.congressId }),
    });
    if (!response.ok || !response.body)
      throw new Error(`${type}: ${response.status} ${await response.text()}`);
    let bytes = 0;
    for await (const chunk of response.body) bytes += chunk.byteLength;
    results.push({
      export: type,
      seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
      fileMB: Number((bytes / (1024 * 1024)).toFixed(2)),
      serverRssBeforeMB: before,
      serverPeakRssSoFarMB: memory('VmHWM'),
    });
  }
  console.log(
    `${work.kind}: ${count} participations, exports from the built server in its own process${nodeArgs.length ? ` (node ${nodeArgs.join(' ')})` : ''}`,
  );
  console.table(results);
} finally {
  await server.stop();
  await work.cleanUp();
}
