import { MESSAGES } from '@congress/domain/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, participations, registrations } from '../../../db/schema/index.ts';
import { createClient, createTestContext, type TestContext } from '../../../../test/test-app.ts';
import {
  bookingBody,
  clientAs,
  insertRate,
  insertStaff,
  insertUsers,
} from '../../../../test/fixtures/booking-fixtures.ts';

const STAFF_ONLY = 'Only an administrator can change the status of a registration.';

describe('registration routes (spec 7)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  const userClient = async () => clientAs(t, (await insertUsers(t.database.db, 1))[0]!);
  /** Decisions 39: a staff write names the participation's version as read. */
  const versionOf = async (registrationId: number) =>
    (
      await t.database.db
        .select({ version: participations.version })
        .from(registrations)
        .innerJoin(participations, eq(participations.id, registrations.participationId))
        .where(eq(registrations.id, registrationId))
    )[0]?.version;
  const bookOn = async (rateId: number) => {
    const client = await userClient();
    const booked = (await client.post('/api/registration/submit', bookingBody(rateId))).json();
    return { client, booked, registrationId: booked.registrations[0].id as number };
  };

  it('PUT /api/registration/:id: the owner edits its travel, not the status', async () => {
    const { client, registrationId } = await bookOn(await insertRate(t.database.db));
    const url = `/api/registration/${registrationId}`;
    const edited = await client.put(url, {
      departureDate: '2027-06-13',
      departureTime: '09:05',
      arrivalOrigin: '',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      departureDate: '2027-06-13',
      departureTime: '09:05',
      arrivalOrigin: null,
    });
    expect(edited.json().arrivalDate).toBe('2027-06-09'); // fields not sent are kept
    const sameStatus = await client.put(url, { statusRegistration: 'pending', roomOption: 'single' });
    expect(sameStatus.statusCode).toBe(200);
    const status = await client.put(url, { statusRegistration: 'confirmed' });
    expect([status.statusCode, status.json().message]).toEqual([403, STAFF_ONLY]);
    const invalid = await client.put(url, { departureDate: '13/06/2027' });
    expect(invalid.json().fields).toEqual({ departureDate: 'Please enter a valid date (YYYY-MM-DD)' });
    expect((await (await userClient()).put(url, {})).statusCode).toBe(403);
    expect((await createClient(t.app).put(url, {})).statusCode).toBe(401);
    expect((await client.put('/api/registration/999999', {})).statusCode).toBe(404);
  });

  it('lets an admin cancel a registration, freeing its place, and revive it within the quota', async () => {
    const rateId = await insertRate(t.database.db, { quota: 1 });
    const { registrationId } = await bookOn(rateId);
    const admin = await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN'));
    const viewer = await clientAs(t, await insertStaff(t.database.db, 'ROLE_VISUALISATION'));
    const url = `/api/registration/${registrationId}`;
    expect((await viewer.put(url, { statusRegistration: 'cancelled' })).statusCode).toBe(403);
    const cancelled = await admin.put(url, {
      statusRegistration: 'cancelled',
      statusComment: 'duplicate',
      version: await versionOf(registrationId),
    });
    expect(cancelled.json()).toMatchObject({ statusRegistration: 'cancelled', statusComment: 'duplicate' });
    expect((await admin.get(`/api/rate/${rateId}/count`)).json()).toBe(0);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'registration'), eq(auditLog.entityId, String(registrationId))));
    expect(audit).toMatchObject({ action: 'update', actorKind: 'user' });
    expect(audit?.before).toMatchObject({ statusRegistration: 'pending' });
    expect(audit?.after).toMatchObject({ statusRegistration: 'cancelled', statusComment: 'duplicate' });

    const { client: other } = await bookOn(rateId);
    const full = await admin.put(url, {
      statusRegistration: 'pending',
      version: await versionOf(registrationId),
    });
    expect([full.statusCode, full.json().message]).toEqual([409, MESSAGES.rateUnavailable]);
    const otherBooking = (await other.get('/api/participation/mine/congress/demo')).json();
    await admin.put(`/api/registration/${otherBooking.registrations[0].id}`, {
      statusRegistration: 'cancelled',
      version: await versionOf(otherBooking.registrations[0].id),
    });
    const revived = await admin.put(url, {
      statusRegistration: 'on_hold',
      version: await versionOf(registrationId),
    });
    expect([revived.statusCode, revived.json().statusRegistration]).toEqual([200, 'on_hold']);
    expect((await admin.get(`/api/rate/${rateId}/count`)).json()).toBe(1);
  });

  it('POST /api/registration/create: status is an admin choice, a second person needs a second type', async () => {
    const { client, booked } = await bookOn(await insertRate(t.database.db));
    const main = { participation_id: booked.id, participant_id: booked.mainParticipantId };
    const withStatus = await client.post('/api/registration/create', [
      { ...main, statusRegistration: 'confirmed' },
    ]);
    expect([withStatus.statusCode, withStatus.json().message]).toEqual([403, STAFF_ONLY]);
    const updated = await client.post('/api/registration/create', [{ ...main, arrivalNote: 'late' }]);
    expect(updated.statusCode).toBe(201);
    expect(updated.json()[0]).toMatchObject({ id: booked.registrations[0].id, arrivalNote: 'late' });
    const [companion] = (
      await client.post('/api/participant/create', [
        { ...bookingBody(0).main, congressSlug: 'demo', isAccompanying: true },
      ])
    ).json();
    const second = await client.post('/api/registration/create', [{ ...main, participant_id: companion.id }]);
    expect([second.statusCode, second.json().message]).toEqual([
      409,
      'The chosen rate has no second participant.',
    ]);
    const foreign = await (await userClient()).post('/api/registration/create', [main]);
    expect(foreign.statusCode).toBe(403);
  });
});
