import { createHash, randomUUID } from 'node:crypto';
import { CHECK_IN_MESSAGES } from '@congress/domain/contracts/check-in';
import { CHECK_IN_OFFLINE_MESSAGES, type TCheckInPack } from '@congress/domain/contracts/check-in-offline';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { clientAs, insertStaff } from '../../../test/fixtures/booking-fixtures.ts';
import { createTestContext, type TestClient, type TestContext } from '../../../test/test-app.ts';

/** The door without the network: the offline pack, the queue's sync, conflicts between doors. */
describe('check-in offline', () => {
  let t: TestContext;
  let door: TestClient;
  let doorEmail: string;
  let pack: TCheckInPack;
  const deviceA = randomUUID();
  const deviceB = randomUUID();

  beforeAll(async () => {
    t = await createTestContext();
    const staff = await insertStaff(t.database.db, 'ROLE_CHECKIN');
    door = await clientAs(t, staff);
    const [row] = await t.database.db
      .select({ email: s.users.email })
      .from(s.users)
      .where(eq(s.users.id, staff.id));
    doorEmail = row?.email ?? '';
    const response = await door.get('/api/check-in/congress/demo/pack');
    expect(response.statusCode, response.body).toBe(200);
    pack = response.json();
  }, 60_000);
  afterAll(() => t.close());

  /** People of the pack nobody has checked in yet, not cancelled. */
  const waiting = () => pack.items.filter((item) => !item.checkIn && item.registrationStatus !== 'cancelled');
  const entry = (
    item: { registrationId: number; proof: string },
    scannedAt = '2026-11-26T08:15:00.000Z',
  ) => ({
    id: randomUUID(),
    registrationId: item.registrationId,
    proof: item.proof,
    scannedAt,
  });
  const sync = (deviceId: string, entries: ReturnType<typeof entry>[], slug = 'demo', client = door) =>
    client.post(`/api/check-in/congress/${slug}/sync`, { deviceId, entries });
  const auditCount = async (registrationId: number) =>
    (
      await t.database.db
        .select()
        .from(s.auditLog)
        .where(and(eq(s.auditLog.action, 'check-in'), eq(s.auditLog.entityId, String(registrationId))))
    ).length;

  it('packs every person with the least the door shows: a hash of the ticket, never the ticket', async () => {
    const owner = await t.database.db
      .select({ userId: s.participants.userId, participationId: s.registrations.participationId })
      .from(s.registrations)
      .innerJoin(s.participants, eq(s.participants.id, s.registrations.participantId))
      .innerJoin(s.users, eq(s.users.id, s.participants.userId))
      .where(and(eq(s.users.email, 'registered@demo.test'), eq(s.registrations.position, 1)));
    const claire = await clientAs(t, { kind: 'user', id: owner[0]?.userId ?? 0 });
    const tickets = await claire.get(`/api/ticket/participation/${owner[0]?.participationId}`);
    const [ticket] = tickets.json().items;
    const item = pack.items.find((candidate) => candidate.registrationId === ticket.registrationId);
    expect(item).toMatchObject({ firstName: 'Claire', lastName: 'Martin', hotel: 'Grand Hotel' });
    expect(item?.tokenHash).toBe(createHash('sha256').update(ticket.token).digest('base64url'));
    expect(Object.keys(item ?? {}).sort()).toEqual(
      [
        'checkIn',
        'firstName',
        'hotel',
        'lastName',
        'proof',
        'registrationId',
        'registrationStatus',
        'tokenHash',
        'typeLabel',
      ].sort(),
    );
    expect(JSON.stringify(pack)).not.toContain(ticket.token);
    expect(pack.items.find((candidate) => candidate.lastName === 'Sato')?.checkIn?.by).toBe('door@demo.test');
    expect(pack).toMatchObject({ congressSlug: 'demo', timeZone: expect.any(String) });
    expect(Number.isNaN(Date.parse(pack.generatedAt))).toBe(false);
  });

  it('keeps the pack to the door staff of the congress, out of any cache', async () => {
    const again = await door.get('/api/check-in/congress/demo/pack');
    expect(again.headers['cache-control']).toContain('no-store');
    const viewer = await clientAs(t, await insertStaff(t.database.db, 'ROLE_VISUALISATION'));
    expect((await viewer.get('/api/check-in/congress/demo/pack')).statusCode).toBe(403);
    const elsewhere = await clientAs(t, await insertStaff(t.database.db, 'ROLE_CHECKIN', false));
    expect((await elsewhere.get('/api/check-in/congress/demo/pack')).statusCode).toBe(403);
  });

  it('records an offline check-in at its scan time, once however often the queue is sent', async () => {
    const [person] = waiting();
    if (!person) throw new Error('no one left to check in');
    const entries = [entry(person)];
    const first = await sync(deviceA, entries);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().results).toEqual([{ id: entries[0]?.id, outcome: 'checked_in' }]);
    const replay = await sync(deviceA, entries);
    expect(replay.json().results).toEqual([{ id: entries[0]?.id, outcome: 'duplicate' }]);
    const [row] = await t.database.db
      .select()
      .from(s.checkIns)
      .where(eq(s.checkIns.registrationId, person.registrationId));
    expect(row?.checkedInAt.toISOString()).toBe('2026-11-26T08:15:00.000Z');
    expect(row?.deviceId).toBe(deviceA);
    expect(await auditCount(person.registrationId)).toBe(1);
    const scans = await t.database.db
      .select()
      .from(s.checkInScans)
      .where(eq(s.checkInScans.id, entries[0]?.id ?? ''));
    expect(scans).toHaveLength(1);
  });

  it('records a conflict when a person checked in at one door is checked in offline at another', async () => {
    const [online, offline] = waiting().slice(1);
    if (!online || !offline) throw new Error('not enough people left');
    // Online at one door, then offline at another.
    const atDoor = await door.post(`/api/check-in/congress/demo/registration/${online.registrationId}`, {});
    expect(atDoor.json().outcome).toBe('checked_in');
    const late = entry(online, '2026-11-26T08:20:00.000Z');
    expect((await sync(deviceB, [late])).json().results[0].outcome).toBe('conflict');
    // Two devices offline.
    expect(
      (await sync(deviceA, [entry(offline, '2026-11-26T08:21:00.000Z')])).json().results[0].outcome,
    ).toBe('checked_in');
    const second = entry(offline, '2026-11-26T08:22:00.000Z');
    expect((await sync(deviceB, [second])).json().results[0].outcome).toBe('conflict');
    expect((await sync(deviceB, [second])).json().results[0].outcome).toBe('duplicate');

    const conflicts = await door.get('/api/check-in/congress/demo/conflicts');
    expect(conflicts.statusCode, conflicts.body).toBe(200);
    const items = conflicts.json().items;
    expect(items).toHaveLength(2);
    expect(
      items.find((item: { registrationId: number }) => item.registrationId === online.registrationId),
    ).toMatchObject({
      firstName: online.firstName,
      first: { by: doorEmail, deviceId: null },
      second: { at: '2026-11-26T08:20:00.000Z', by: doorEmail, deviceId: deviceB },
    });
    expect(
      items.find((item: { registrationId: number }) => item.registrationId === offline.registrationId),
    ).toMatchObject({
      first: { at: '2026-11-26T08:21:00.000Z', deviceId: deviceA },
      second: { at: '2026-11-26T08:22:00.000Z', deviceId: deviceB },
    });
    // The check-in that counts stays the first.
    expect(await auditCount(offline.registrationId)).toBe(1);
  });

  it('refuses an entry changed on the device, or of another congress, and writes nothing', async () => {
    const [person, other] = waiting().slice(3);
    if (!person || !other) throw new Error('not enough people left');
    const swapped = entry({ registrationId: person.registrationId, proof: other.proof });
    const forged = entry({ registrationId: person.registrationId, proof: 'AAAAAAAAAAAAAAAAAAAAAA' });
    const answer = await sync(deviceA, [swapped, forged]);
    expect(answer.statusCode, answer.body).toBe(200);
    for (const result of answer.json().results)
      expect(result).toMatchObject({ outcome: 'refused', message: CHECK_IN_OFFLINE_MESSAGES.refused });
    // A demo entry at another congress's door: its proof covers the congress.
    const superAdmin = await clientAs(t, await insertStaff(t.database.db, 'ROLE_SUPER_ADMIN'));
    const foreign = await sync(deviceA, [entry(person)], 'closed-demo', superAdmin);
    expect(foreign.json().results[0]).toMatchObject({ outcome: 'refused' });
    const rows = await t.database.db
      .select()
      .from(s.checkIns)
      .where(eq(s.checkIns.registrationId, person.registrationId));
    expect(rows).toHaveLength(0);
    expect(
      await t.database.db
        .select()
        .from(s.checkInScans)
        .where(eq(s.checkInScans.registrationId, person.registrationId)),
    ).toHaveLength(0);
  });

  it('refuses a cancelled person and a malformed queue', async () => {
    const cancelled = pack.items.find((item) => item.registrationStatus === 'cancelled');
    if (cancelled)
      expect((await sync(deviceA, [entry(cancelled)])).json().results[0]).toMatchObject({
        outcome: 'refused',
        message: CHECK_IN_MESSAGES.cancelled,
      });
    const malformed = await door.post('/api/check-in/congress/demo/sync', {
      deviceId: 'door-1',
      entries: [],
    });
    expect(malformed.statusCode).toBe(400);
  });
});
