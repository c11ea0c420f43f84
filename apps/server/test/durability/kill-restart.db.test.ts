import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sized } from '../suite-size.ts';
import { burstParticipants, journey, newLog } from './booking-journeys.ts';
import { expectConsistent } from './invariants.ts';
import { type PreparedDatabase, prepareDatabase } from './prepared-database.ts';
import { type SpawnedServer, startServer } from './spawned-server.ts';

const PARTICIPANTS = sized(24, 200);
const QUOTA = sized(10, 80);
const ROUNDS = sized(1, 3);
/** kill -9 once this many bookings of the round were answered: the rest are in flight. */
const KILL_AFTER = sized(3, 12);

const servers: SpawnedServer[] = [];
afterAll(() => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
});

/** Durability: the real server killed -9 in a burst of bookings and payments, then restarted. */
describe('kill -9 during a booking burst, then restart', () => {
  let prepared: PreparedDatabase;
  afterAll(() => prepared?.drop());

  it(`keeps every answered booking and payment, the quota and the invoice sequence (${ROUNDS} kill -9)`, async () => {
    prepared = await prepareDatabase();
    const setup = await prepared.open();
    const { rateId, tokens } = await burstParticipants(setup.db, PARTICIPANTS, QUOTA);
    await prepared.release(setup);
    const log = newLog();
    const start = async () => {
      const server = await startServer(prepared.env);
      servers.push(server);
      return server;
    };

    let server = await start();
    let next = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const batch = tokens.slice(next, next + Math.ceil(PARTICIPANTS / (ROUNDS + 1)));
      next += batch.length;
      let answered = 0;
      const victim = server;
      const killed = victim.exited;
      await Promise.all(
        batch.map((token, i) =>
          journey(victim, rateId, token, next - batch.length + i, log, () => {
            answered += 1;
            if (answered === KILL_AFTER) victim.child.kill('SIGKILL');
          }),
        ),
      );
      if (victim.child.exitCode === null && victim.child.signalCode === null) victim.child.kill('SIGKILL');
      await killed;
      server = await start();
      // PGlite: the lock file of the killed process is taken over by the new one.
      if (prepared.dataDir)
        expect(readFileSync(join(prepared.dataDir, 'app.lock'), 'utf8')).toBe(String(server.child.pid));
    }

    // After the last restart the server books normally: the rest of the participants, no 5xx.
    await Promise.all(
      tokens.slice(next).map((token, i) => journey(server, rateId, token, next + i, log, () => {})),
    );
    expect(log.statuses.filter((status) => status >= 500)).toEqual([]);
    expect(log.booked.size).toBeGreaterThan(0);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const after = await prepared.open();
    try {
      const outcome = await expectConsistent(after.db, rateId, QUOTA, log);
      // Enough participants came after the crashes to fill the rate: none was lost or doubled.
      expect(outcome.places).toBe(QUOTA);
    } finally {
      await prepared.release(after);
    }
  }, 240_000);
});
