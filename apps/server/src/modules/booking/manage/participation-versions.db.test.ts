import type { TParticipation } from '@congress/domain/contracts/participations';
import { VERSION_MESSAGES } from '@congress/domain/contracts/versions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingBody,
  clientAs,
  insertRate,
  insertStaff,
  insertUsers,
  manageBodyOf,
} from '../../../../test/fixtures/booking-fixtures.ts';
import { createTestContext, type TestClient, type TestContext } from '../../../../test/test-app.ts';
import { participants, participations, registrations } from '../../../db/schema/index.ts';

describe('participation versions (decisions 39)', () => {
  let t: TestContext;
  let admin: TestClient;
  let otherAdmin: TestClient;

  const load = async (client: TestClient, id: number): Promise<TParticipation> =>
    (await client.get(`/api/admin/participation/${id}`)).json();
  const stored = async (id: number) => {
    const { db } = t.database;
    const [participation] = await db.select().from(participations).where(eq(participations.id, id));
    const rows = await db.select().from(registrations).where(eq(registrations.participationId, id));
    const [main] = await db
      .select()
      .from(participants)
      .where(eq(participants.id, participation?.mainParticipantId ?? 0));
    return { participation, statuses: rows.map((r) => r.statusRegistration), phone: main?.phone };
  };
  const expectStale = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'VERSION_CONFLICT', message: VERSION_MESSAGES.conflict });
  };

  /** A participant books a rate; the owner's client comes back with the participation. */
  async function booked() {
    const [user] = await insertUsers(t.database.db, 1);
    const owner = await clientAs(t, user!);
    const response = await owner.post(
      '/api/registration/submit',
      bookingBody(await insertRate(t.database.db)),
    );
    expect(response.statusCode).toBe(201);
    return { owner, participation: response.json() as TParticipation };
  }

  beforeAll(async () => {
    t = await createTestContext();
    admin = await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN'));
    otherAdmin = await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN'));
  });
  afterAll(() => t.close());

  it('Manage Registration: the second of two saves from the same read answers 409 and saves nothing', async () => {
    const { participation } = await booked();
    const first = await load(admin, participation.id);
    const second = await load(otherAdmin, participation.id);
    expect(first.version).toBe(second.version);

    const phoneChange = manageBodyOf(first);
    phoneChange.main = { ...phoneChange.main, phone: '+351 911 111 111' };
    const saved = await admin.put(`/api/admin/participation/${participation.id}`, phoneChange);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().version).toBeGreaterThan(first.version);

    const statusChange = { ...manageBodyOf(second), statusRegistration: 'cancelled' };
    expectStale(await otherAdmin.put(`/api/admin/participation/${participation.id}`, statusChange));
    const after = await stored(participation.id);
    expect(after.phone).toBe('+351 911 111 111');
    expect(after.statuses).toEqual(['pending']);
    expect(after.participation?.version).toBe(saved.json().version);

    const { version: _v, ...withoutVersion } = manageBodyOf(await load(admin, participation.id));
    const missing = await admin.put(`/api/admin/participation/${participation.id}`, withoutVersion);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('version');
  });

  it('a status change by staff carries the version too; a participant write makes staff reads stale', async () => {
    const { owner, participation } = await booked();
    const registrationId = participation.registrations[0]!.id;
    const read = await load(admin, participation.id);

    // The participant edits its travel (no version asked of participants)...
    const travel = await owner.put(`/api/registration/${registrationId}`, { arrivalOrigin: 'Porto' });
    expect(travel.statusCode).toBe(200);
    // ...so a status change or a form save from the earlier read is stale.
    const url = `/api/registration/${registrationId}`;
    expectStale(await admin.put(url, { statusRegistration: 'on_hold', version: read.version }));
    expectStale(await admin.put(`/api/admin/participation/${participation.id}`, manageBodyOf(read)));
    expect((await stored(participation.id)).statuses).toEqual(['pending']);

    const missing = await admin.put(url, { statusRegistration: 'on_hold' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('version');
    const fresh = await load(admin, participation.id);
    const changed = await admin.put(url, { statusRegistration: 'on_hold', version: fresh.version });
    expect(changed.statusCode).toBe(200);
    expect((await stored(participation.id)).participation?.version).toBeGreaterThan(fresh.version);

    const names = `/api/participation/update/${participation.id}`;
    expectStale(await admin.put(names, { accompanyingFirstName: 'Camille', version: fresh.version }));
    const current = await load(admin, participation.id);
    expect(
      (await admin.put(names, { accompanyingFirstName: 'Camille', version: current.version })).statusCode,
    ).toBe(200);
  });
});
