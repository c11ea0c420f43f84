import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@congress/domain/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingBody,
  clientAs,
  insertRate,
  insertUsers,
} from '../../../../test/fixtures/booking-fixtures.ts';
import { createTestContext, type TestContext } from '../../../../test/test-app.ts';
import { bookingArrivals } from '../../../db/schema/index.ts';
import { admissionGate } from './admission-gate.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Decisions 10: in a rush, places go in arrival order, and a waiting browser is told where it stands. */
describe('the rush queue', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('gives the places to the first arrivals: no one who came later is placed before one refused', async () => {
    const quota = 8;
    const rateId = await insertRate(t.database.db, { quota });
    const clients = await Promise.all((await insertUsers(t.database.db, 60)).map((s) => clientAs(t, s)));
    const responses = await Promise.all(
      clients.map((client) => client.post('/api/registration/submit', bookingBody(rateId))),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(quota);
    expect(statuses.filter((status) => status === 409)).toHaveLength(60 - quota);
    const arrivals = await t.database.db
      .select({ id: bookingArrivals.id, outcome: bookingArrivals.outcome })
      .from(bookingArrivals)
      .where(eq(bookingArrivals.rateId, rateId));
    const placed = arrivals.filter((a) => a.outcome === 'placed').map((a) => a.id);
    const refused = arrivals.filter((a) => a.outcome === 'refused').map((a) => a.id);
    expect(placed).toHaveLength(quota);
    expect(arrivals.filter((a) => a.outcome === null)).toEqual([]);
    // Refusals answered before any arrival was recorded came after the rate was full.
    if (refused.length > 0) expect(Math.max(...placed)).toBeLessThan(Math.min(...refused));
  }, 60_000);

  it('tells each waiting browser its position and an estimate, and only its owner', async () => {
    const rateId = await insertRate(t.database.db, { quota: 10 });
    const clients = await Promise.all((await insertUsers(t.database.db, 4)).map((s) => clientAs(t, s)));
    const gate = admissionGate(t.database.db);
    // Another booking holds the rate's turn: the three below wait behind it.
    const owner = { ticket: null, subject: { kind: 'user' as const, id: 0 } };
    await gate.enter(rateId, 0, owner);
    const tickets = [randomUUID(), randomUUID(), randomUUID()];
    const answers: Promise<{ statusCode: number }>[] = [];
    for (const [i, ticket] of tickets.entries()) {
      answers.push(
        clients[i]!.post('/api/registration/submit', { ...bookingBody(rateId), queueTicket: ticket }),
      );
      // One after the other: the arrival order is the order they were sent in.
      for (let tries = 0; tries < 200 && gate.waitingOn(rateId) < i + 2; tries++) await sleep(10);
    }
    const positions = await Promise.all(
      tickets.map(async (ticket, i) => (await clients[i]!.get(`/api/registration/queue/${ticket}`)).json()),
    );
    expect(positions.map((p) => p.position)).toEqual([2, 3, 4]);
    for (const p of positions) expect(p.estimateSeconds).toBeGreaterThan(0);
    // Someone else's ticket tells nothing, nor does an unknown one.
    expect((await clients[3]!.get(`/api/registration/queue/${tickets[0]}`)).json()).toEqual({
      position: null,
      estimateSeconds: null,
    });
    expect((await clients[0]!.get(`/api/registration/queue/${randomUUID()}`)).json().position).toBeNull();
    expect((await clients[0]!.get('/api/registration/queue/not-a-ticket')).statusCode).toBe(400);

    gate.leave(rateId, 10);
    expect((await Promise.all(answers)).map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect((await clients[0]!.get(`/api/registration/queue/${tickets[0]}`)).json().position).toBeNull();
  }, 60_000);

  it('refuses at once every booking waiting for a rate its turn found full', async () => {
    const rateId = await insertRate(t.database.db, { quota: 1 });
    const clients = await Promise.all((await insertUsers(t.database.db, 5)).map((s) => clientAs(t, s)));
    const gate = admissionGate(t.database.db);
    await gate.enter(rateId, 0, { ticket: null, subject: { kind: 'user', id: 0 } });
    const answers = clients.map((client) => client.post('/api/registration/submit', bookingBody(rateId)));
    for (let tries = 0; tries < 300 && gate.waitingOn(rateId) < 6; tries++) await sleep(10);
    expect(gate.waitingOn(rateId)).toBe(6);
    gate.leave(rateId, 10);
    const responses = await Promise.all(answers);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409))
      expect(response.json()).toMatchObject({ code: 'RATE_UNAVAILABLE', message: MESSAGES.rateUnavailable });
    const outcomes = await t.database.db
      .select({ outcome: bookingArrivals.outcome })
      .from(bookingArrivals)
      .where(eq(bookingArrivals.rateId, rateId));
    expect(outcomes.map((o) => o.outcome).sort()).toEqual([
      'placed',
      'refused',
      'refused',
      'refused',
      'refused',
    ]);
  }, 60_000);
});
