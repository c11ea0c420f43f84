import { DATE_ORDER_MESSAGES } from '@congress/domain/contracts/date-order';
import { PARTICIPANT_MESSAGES } from '@congress/domain/contracts/participants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/test-app.ts';
import {
  bookingBody,
  clientAs,
  insertRate,
  insertStaff,
  insertUsers,
  person,
} from '../../../../test/fixtures/booking-fixtures.ts';

const EXPIRY = DATE_ORDER_MESSAGES.expiryNotAfterIssue;
const DEPARTURE = DATE_ORDER_MESSAGES.departureBeforeArrival;
const expiredBeforeIssue = { passportCreationDate: '2024-05-10', passportExpirationDate: '2024-05-09' };
const leavesBeforeArrival = { arrivalDate: '2027-06-09', departureDate: '2027-06-08' };

/** Decisions 37: dates of one person that must agree, refused with 400 and a message under the field. */
describe('dates that must agree (decisions 37)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  const userClient = async () => clientAs(t, (await insertUsers(t.database.db, 1))[0]!);
  const fieldsOf = (response: { statusCode: number; json: () => { fields?: unknown } }) => [
    response.statusCode,
    response.json().fields,
  ];

  it('the booking refuses a passport expiring before its issue and a departure before the arrival', async () => {
    const client = await userClient();
    const rateId = await insertRate(t.database.db);
    const both = await client.post(
      '/api/registration/submit',
      bookingBody(rateId, {
        main: person('Claire', { ...expiredBeforeIssue, ...leavesBeforeArrival }) as never,
      }),
    );
    expect(fieldsOf(both)).toEqual([
      400,
      { 'main.passportExpirationDate': EXPIRY, 'main.departureDate': DEPARTURE },
    ]);
    const sameDay = await client.post(
      '/api/registration/submit',
      bookingBody(rateId, {
        main: person('Claire', {
          passportExpirationDate: '2020-01-15',
          departureDate: '2027-06-09',
        }) as never,
      }),
    );
    expect(fieldsOf(sameDay)).toEqual([400, { 'main.passportExpirationDate': EXPIRY }]);
    const fine = await client.post(
      '/api/registration/submit',
      bookingBody(rateId, { main: person('Claire', { departureDate: '2027-06-09' }) as never }),
    );
    expect(fine.statusCode).toBe(201);
  });

  it('the companion is held to the same rules', async () => {
    const rateId = await insertRate(t.database.db, {
      roomOption: 'twin/double',
      secondParticipantType: 'accompany',
      secondParticipantPrice: '400.00',
    });
    const response = await (await userClient()).post(
      '/api/registration/submit',
      bookingBody(rateId, {
        roomOption: 'double',
        companion: person('Ana', leavesBeforeArrival) as never,
      }),
    );
    expect(fieldsOf(response)).toEqual([400, { 'companion.departureDate': DEPARTURE }]);
  });

  it('an empty passport date is asked for in words, not as YYYY-MM-DD', async () => {
    const response = await (await userClient()).post(
      '/api/registration/submit',
      bookingBody(await insertRate(t.database.db), {
        main: person('Claire', { passportCreationDate: '' }) as never,
      }),
    );
    expect(fieldsOf(response)).toEqual([
      400,
      { 'main.passportCreationDate': PARTICIPANT_MESSAGES.dateRequired },
    ]);
  });

  it("the spec's create calls and the travel update refuse them too", async () => {
    const client = await userClient();
    const participant = await client.post('/api/participant/create', [
      { ...person('Paul', expiredBeforeIssue), congressSlug: 'demo', participantType: 'affiliate-partners' },
    ]);
    expect(fieldsOf(participant)).toEqual([400, { '0.passportExpirationDate': EXPIRY }]);

    const booked = (
      await client.post('/api/registration/submit', bookingBody(await insertRate(t.database.db)))
    ).json();
    const main = { participation_id: booked.id, participant_id: booked.mainParticipantId };
    const created = await client.post('/api/registration/create', [{ ...main, ...leavesBeforeArrival }]);
    expect(fieldsOf(created)).toEqual([400, { '0.departureDate': DEPARTURE }]);

    // The stored arrival is 2027-06-09: a departure alone is checked against it.
    const url = `/api/registration/${booked.registrations[0].id}`;
    expect(fieldsOf(await client.put(url, { departureDate: '2027-06-08' }))).toEqual([
      400,
      { departureDate: DEPARTURE },
    ]);
    expect(fieldsOf(await client.put(url, leavesBeforeArrival))).toEqual([400, { departureDate: DEPARTURE }]);
    expect((await client.put(url, { departureDate: '2027-06-12' })).statusCode).toBe(200);
    expect(fieldsOf(await client.put(url, { arrivalDate: '2027-06-13' }))).toEqual([
      400,
      { departureDate: DEPARTURE },
    ]);
  });

  it('Manage Registration refuses them on create and on update', async () => {
    const admin = await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN'));
    const rateId = await insertRate(t.database.db);
    const body = (main: Record<string, unknown>) => ({
      congressSlug: 'demo',
      rateId,
      statusRegistration: 'pending',
      main: person('Agnes', { email: `agnes-${Date.now()}@behalf.test`, ...main }),
    });
    const created = await admin.post('/api/admin/participation', body(expiredBeforeIssue));
    expect(fieldsOf(created)).toEqual([400, { 'main.passportExpirationDate': EXPIRY }]);
    const fine = await admin.post('/api/admin/participation', body({}));
    expect(fine.statusCode, fine.body).toBe(201);
    const { congressSlug: _slug, ...update } = body(leavesBeforeArrival);
    const updated = await admin.put(`/api/admin/participation/${fine.json().id}`, {
      ...update,
      version: fine.json().version,
    });
    expect(fieldsOf(updated)).toEqual([400, { 'main.departureDate': DEPARTURE }]);
  });
});
