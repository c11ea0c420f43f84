import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../seed/demo.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type DatabaseHandle, openPostgres } from '../src/db/database.ts';
import { migrateAndPrepare } from '../src/db/migrate.ts';
import { signIn } from './fixtures/auth-fixtures.ts';
import { createClient, TEST_ORIGIN, type TestClient } from './test-app.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres.ts';

type Phase = 'up' | 'changing' | 'down' | 'recovered';
type Answer = { phase: Phase; probe: string; status: number; retryAfter?: string };

/**
 * The database goes away under load and comes back: while it is down every route
 * answers 503 with Retry-After (never 500), and the same app process serves again once it is back.
 */
describe('PostgreSQL stopped and started under load', () => {
  let pg: ThrowawayPostgres;
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let anonymous: TestClient;
  let owner: TestClient;
  /** The load's loops run until this is false; a failed test stops them before the app closes. */
  let isLoading = true;
  let load: Promise<unknown> = Promise.resolve();

  beforeAll(async () => {
    pg = startThrowawayPostgres('outage');
    handle = openPostgres(pg.url, { max: 10 });
    await migrateAndPrepare(handle, {
      databaseUrl: pg.url,
      tasks: [(db) => seedDemoIfEmpty(db).then(() => {})],
    });
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: TEST_ORIGIN, LOG_LEVEL: 'silent' });
    app = await buildApp({ config, db: handle.db });
    await app.ready();
    anonymous = createClient(app);
    owner = createClient(app);
    const signedIn = await signIn(owner, { email: 'registered@demo.test', password: 'Demo!2345' }, 'user');
    expect(signedIn.statusCode).toBe(200);
  }, 120_000);
  afterAll(async () => {
    isLoading = false;
    await load;
    await app?.close();
    await handle?.close();
    pg?.destroy();
  });

  /** Routes of every kind that read or write the database; each answers 200 while it is up. */
  const probes = (): Array<[string, () => ReturnType<TestClient['get']>]> => [
    ['health', () => anonymous.get('/api/health')],
    ['congress', () => anonymous.get('/api/congress/slug/demo')],
    ['hotels', () => anonymous.get('/api/hotel/congress/demo')],
    ['current user', () => owner.get('/api/user/')],
    ['own participation', () => owner.get('/api/participation/mine/congress/demo')],
    [
      'sign-in',
      () =>
        createClient(app).post('/api/login_check', {
          username: 'registered@demo.test',
          password: 'Demo!2345',
        }),
    ],
  ];

  it('answers 503 with Retry-After while the database is down, and recovers on its own', async () => {
    const answers: Answer[] = [];
    let phase: Phase = 'up';
    const round = async () => {
      for (const [probe, send] of probes()) {
        const asked = phase;
        const response = await send();
        const retryAfter = response.headers['retry-after'];
        answers.push({
          // A request that spans a change of phase belongs to neither.
          phase: asked === phase ? asked : 'changing',
          probe,
          status: response.statusCode,
          ...(retryAfter === undefined ? {} : { retryAfter: String(retryAfter) }),
        });
      }
    };
    load = Promise.all(
      Array.from({ length: 4 }, async () => {
        while (isLoading) await round();
      }),
    );
    const roundsIn = (wanted: Phase) => answers.filter((a) => a.phase === wanted).length / probes().length;
    const pause = () => new Promise((resolve) => setTimeout(resolve, 20));
    // A guard against a hang, not a speed limit: it fails with what was seen instead of a bare timeout.
    const deadline = Date.now() + 25_000;
    const until = async (test: () => boolean, what: string) => {
      while (!test()) {
        if (Date.now() > deadline)
          throw new Error(`${what}: never (last: ${JSON.stringify(answers.slice(-12))})`);
        await pause();
      }
    };

    await until(() => roundsIn('up') >= 4, 'answers while up');
    phase = 'changing';
    await pg.stop();
    phase = 'down';
    await until(() => roundsIn('down') >= 8, 'answers while down');
    phase = 'changing';
    await pg.start();
    // Recovered when a whole round answers 200, from the same app process (no restart).
    let statuses: number[] = [];
    while (statuses.length === 0 || statuses.some((status) => status !== 200)) {
      if (Date.now() > deadline) throw new Error(`no recovery: ${statuses.join(', ')}`);
      await pause();
      statuses = await Promise.all(probes().map(async ([, send]) => (await send()).statusCode));
    }
    phase = 'recovered';
    await until(() => roundsIn('recovered') >= 4, 'answers once recovered');
    isLoading = false;
    await load;

    const inPhase = (wanted: Phase) => answers.filter((a) => a.phase === wanted);
    const notOk = (list: Answer[]) => list.filter((a) => a.status !== 200);
    expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
    expect(notOk(inPhase('up'))).toEqual([]);
    expect(notOk(inPhase('recovered'))).toEqual([]);
    expect(inPhase('down').length).toBeGreaterThanOrEqual(8 * probes().length);
    expect(inPhase('down').filter((a) => a.status !== 503)).toEqual([]);
    // Every 503, whenever it came, says when to come back.
    expect(answers.filter((a) => a.status === 503 && a.retryAfter === undefined)).toEqual([]);
  });
});
