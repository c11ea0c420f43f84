import type { TParticipation } from '@congress/domain/contracts/participations';
import { MESSAGES } from '@congress/domain/messages';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/test-app.ts';
import { auditLog, memberUsers, participants, participations, users } from '../../../db/schema/index.ts';
import {
  bookingBody,
  clientAs,
  demoRateId,
  insertRate,
  insertStaff,
  insertUsers,
  manageBodyOf,
  person,
  type Subject,
} from '../../../../test/fixtures/booking-fixtures.ts';

let t: TestContext;
let admin: Awaited<ReturnType<typeof clientAs>>;

beforeAll(async () => {
  t = await createTestContext();
  admin = await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN'));
});
afterAll(() => t.close());

/** The demo participation of a user account or of a member (demo-data.md). */
async function demoParticipationId(owner: { userEmail?: string; memberEmail?: string }): Promise<number> {
  const { db } = t.database;
  const ownerWhere = owner.userEmail
    ? eq(users.email, owner.userEmail)
    : eq(memberUsers.email, owner.memberEmail ?? '');
  const base = db.select({ id: participations.id }).from(participations);
  const joined = owner.userEmail
    ? base
        .innerJoin(participants, eq(participants.id, participations.mainParticipantId))
        .innerJoin(users, eq(users.id, participants.userId))
    : base
        .innerJoin(participants, eq(participants.id, participations.mainParticipantId))
        .innerJoin(memberUsers, eq(memberUsers.id, participants.memberUserId));
  const [row] = await joined.where(ownerWhere);
  if (!row) throw new Error('demo participation missing');
  return row.id;
}

async function load(id: number): Promise<TParticipation> {
  const response = await admin.get(`/api/admin/participation/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const createBody = (
  overrides: Record<string, unknown> = {},
  mainOverrides: Record<string, unknown> = {},
) => ({
  congressSlug: 'demo',
  statusRegistration: 'pending',
  main: person('Agnes', {
    email: `agnes-${Math.random().toString(36).slice(2, 8)}@behalf.test`,
    ...mainOverrides,
  }),
  ...overrides,
});

describe('Manage Registration: load and edit', () => {
  it('loads the full editable participation with personal, travel and statuses', async () => {
    const id = await demoParticipationId({ userEmail: 'registered@demo.test' });
    const participation = await load(id);
    const main = participation.registrations.find((r) => r.position === 1);
    expect(main?.participant.firstName).toBe('Claire');
    expect(main?.participant.passportNumber).not.toBeNull();
    expect(participation.rate.label).toBe('Partner single - Grand Hotel');
    expect(main?.statusRegistration).toBe('confirmed');
  });

  it('answers 404 for an unknown participation', async () => {
    expect((await admin.get('/api/admin/participation/999999')).statusCode).toBe(404);
  });

  it('saves personal and travel fields and records an audit entry without passport data', async () => {
    const id = await demoParticipationId({ userEmail: 'registered@demo.test' });
    const body = manageBodyOf(await load(id));
    body.main = { ...body.main, phone: '+33 1 23 45 67 89', arrivalOrigin: 'Madrid', arrivalTime: '09:15' };
    const response = await admin.put(`/api/admin/participation/${id}`, body);
    expect(response.statusCode).toBe(200);
    const reloaded = await load(id);
    const main = reloaded.registrations.find((r) => r.position === 1);
    expect(main?.participant.phone).toBe('+33 1 23 45 67 89');
    expect(main?.arrivalOrigin).toBe('Madrid');
    expect(main?.arrivalTime?.slice(0, 5)).toBe('09:15');
    // Unchanged: the rate's place, the payment and the confirmed status.
    expect(main?.statusRegistration).toBe('confirmed');

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'participation'), eq(auditLog.entityId, String(id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.action).toBe('update');
    expect(JSON.stringify(entry?.before)).toContain('+33 6 12 34 56 78');
    expect(JSON.stringify(entry?.after)).toContain('+33 1 23 45 67 89');
    expect(JSON.stringify(entry?.after)).not.toMatch(/passport/i);
  });

  it('applies the status to both registrations of a shared room', async () => {
    const id = await demoParticipationId({ memberEmail: 'member3@demo.test' });
    const loaded = await load(id);
    expect(loaded.registrations).toHaveLength(2);
    const response = await admin.put(`/api/admin/participation/${id}`, {
      ...manageBodyOf(loaded),
      statusRegistration: 'on_hold',
    });
    expect(response.statusCode).toBe(200);
    const statuses = (await load(id)).registrations.map((r) => r.statusRegistration);
    expect(statuses).toEqual(['on_hold', 'on_hold']);

    const noShow = await admin.put(`/api/admin/participation/${id}`, {
      ...manageBodyOf(await load(id)),
      statusRegistration: 'no_show',
    });
    expect(noShow.statusCode).toBe(200);
    expect((await load(id)).registrations.map((r) => r.statusRegistration)).toEqual(['no_show', 'no_show']);
  });

  it('cancels the companion when the new rate has no second person, and revives within the quota', async () => {
    const id = await demoParticipationId({ memberEmail: 'member6@demo.test' });
    const loaded = await load(id);
    expect(loaded.registrations.map((r) => r.statusRegistration)).toEqual(['confirmed', 'confirmed']);
    const single = await demoRateId(t.database.db, 'Single - Grand Hotel');
    const response = await admin.put(`/api/admin/participation/${id}`, {
      ...manageBodyOf(loaded),
      rateId: single,
    });
    expect(response.statusCode).toBe(200);
    const after = response.json() as TParticipation;
    expect(after.registrations.map((r) => r.statusRegistration)).toEqual(['confirmed', 'cancelled']);
    expect(after.registrations[0]?.roomOption).toBe('single');
    expect(after.registrations[1]?.statusComment).toBe('removed by an administrator');
    expect(after.accompanyingFirstName).toBeNull();

    // Paul Girard's cancelled registration comes back only while its rate has a free place.
    const cancelled = await demoParticipationId({ userEmail: 'cancelled@demo.test' });
    const paul = await load(cancelled);
    const { db } = t.database;
    const full = await insertRate(db, { quota: 0 });
    const onFull = await admin.put(`/api/admin/participation/${cancelled}`, {
      ...manageBodyOf(paul),
      rateId: full,
    });
    expect(onFull.statusCode).toBe(200);
    const revive = await admin.put(`/api/admin/participation/${cancelled}`, {
      ...manageBodyOf(await load(cancelled)),
      statusRegistration: 'pending',
    });
    expect(revive.statusCode).toBe(409);
    expect((await load(cancelled)).registrations[0]?.statusRegistration).toBe('cancelled');
  });

  it('changes the rate under its quota, keeps the last rate, and refuses a full rate with 409', async () => {
    const { db } = t.database;
    const [owner] = await insertUsers(db, 1);
    const client = await clientAs(t, owner as Subject);
    const booked = await client.post('/api/registration/submit', bookingBody(await insertRate(db)));
    expect(booked.statusCode).toBe(201);
    const participation = booked.json() as TParticipation;

    const full = await insertRate(db, { quota: 0 });
    const refused = await admin.put(`/api/admin/participation/${participation.id}`, {
      ...manageBodyOf(participation),
      rateId: full,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGES.rateUnavailable);
    expect((await load(participation.id)).rateId).toBe(participation.rateId);

    // A closed rate (dates passed, not opened) is an organiser's choice; only the quota is enforced.
    const closed = await insertRate(db, {
      quota: 1,
      isOpened: false,
      openDate: new Date('2020-01-01T00:00:00Z'),
      closeDate: new Date('2020-02-01T00:00:00Z'),
      firstParticipantPrice: '900.00',
    });
    const moved = await admin.put(`/api/admin/participation/${participation.id}`, {
      ...manageBodyOf(participation),
      rateId: closed,
    });
    expect(moved.statusCode).toBe(200);
    const after = moved.json() as TParticipation;
    expect(after.rateId).toBe(closed);
    expect(after.lastRateId).toBe(participation.rateId);
    expect(after.priceCents).toBe(90_000);
    expect(after.holdExpiresAt).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/api/rate/${closed}/count` })).json()).toBe(1);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/rate/${participation.rateId}/count` })).json(),
    ).toBe(0);

    // The place on the closed rate is now taken: a second participation cannot have it.
    const other = await admin.post('/api/admin/participation', createBody({ rateId: closed }));
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(MESSAGES.rateUnavailable);
  });

  it('refuses fields that break the spec 5 rules with 400', async () => {
    const id = await demoParticipationId({ userEmail: 'registered@demo.test' });
    const body = manageBodyOf(await load(id));
    const empty = await admin.put(`/api/admin/participation/${id}`, {
      ...body,
      main: { ...body.main, firstName: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MESSAGES.requiredText);

    const badStatus = await admin.put(`/api/admin/participation/${id}`, {
      ...body,
      statusRegistration: 'lost',
    });
    expect(badStatus.statusCode).toBe(400);

    const shared = await demoRateId(t.database.db, 'Twin shared with a member - Grand Hotel');
    const noMate = await admin.put(`/api/admin/participation/${id}`, {
      ...body,
      rateId: shared,
      main: { ...body.main, memberNumber: 'M-1001', workingHotel: 'Hotel Lutetia' },
      sharing: null,
    });
    expect(noMate.statusCode).toBe(400);
    expect(noMate.json().fields['sharing.firstName']).toBe(MESSAGES.requiredText);

    const memberType = await admin.put(`/api/admin/participation/${id}`, { ...body, rateId: shared });
    expect(memberType.statusCode).toBe(400);
    expect(memberType.json().fields['main.memberNumber']).toBe(MESSAGES.requiredText);
  });
});

describe('Manage Registration: Add Registration on behalf', () => {
  it('registers a person and creates the account without a password', async () => {
    const rateId = await demoRateId(t.database.db, 'Partner single - Grand Hotel');
    const body = createBody({ rateId, statusRegistration: 'confirmed' });
    const response = await admin.post('/api/admin/participation', body);
    expect(response.statusCode).toBe(201);
    const created = response.json() as TParticipation;
    const main = created.registrations[0];
    expect(main?.statusRegistration).toBe('confirmed');
    expect(main?.participant.participantType?.slug).toBe('affiliate-partners');
    expect(created.holdExpiresAt).toBeNull();

    const [account] = await t.database.db.select().from(users).where(eq(users.email, body.main.email));
    expect(account?.roles).toEqual(['ROLE_USER']);
    expect(main?.participant.users?.id).toBe(account?.id);
    // Nobody knows the password: signing in fails until "forgot password" sets one.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      headers: { origin: t.config.publicUrl },
      payload: { username: body.main.email, password: 'Demo!2345' },
    });
    expect(login.statusCode).toBe(401);

    const again = await admin.post('/api/admin/participation', body);
    expect(again.statusCode).toBe(409);
  });

  it('links the member of the member book for a member type, with a companion', async () => {
    const rateId = await demoRateId(t.database.db, 'Double with accompanying person - Grand Hotel');
    const response = await admin.post(
      '/api/admin/participation',
      createBody(
        { rateId, roomOption: 'double', companion: person('Yves'), statusRegistration: 'pending' },
        { memberNumber: 'M-1001', workingHotel: 'Hotel Lutetia' },
      ),
    );
    expect(response.statusCode).toBe(201);
    const created = response.json() as TParticipation;
    const [member] = await t.database.db
      .select()
      .from(memberUsers)
      .where(eq(memberUsers.numMember, 'M-1001'));
    expect(created.registrations).toHaveLength(2);
    expect(created.registrations[0]?.participant.memberUserId).toBe(member?.id);
    expect(created.registrations[0]?.participant.section).toBe('France');
    expect(created.registrations[1]?.participant.firstName).toBe('Yves');
    expect(created.registrations.map((r) => r.roomOption)).toEqual(['double', 'double']);
    expect(created.priceCents).toBe(120_000);
  });

  it('takes places under the rate lock: 6 concurrent adds on 2 places give exactly 2', async () => {
    const rateId = await insertRate(t.database.db, { quota: 2 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        admin.post('/api/admin/participation', createBody({ rateId }, { firstName: `Rush${i}` })),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 201, 409, 409, 409, 409]);
    expect((await t.app.inject({ method: 'GET', url: `/api/rate/${rateId}/count` })).json()).toBe(2);
  });

  it('refuses an unknown member number and an empty required field with 400', async () => {
    const rateId = await demoRateId(t.database.db, 'Single - Grand Hotel');
    const unknown = await admin.post(
      '/api/admin/participation',
      createBody({ rateId }, { memberNumber: 'M-0000', workingHotel: 'Nowhere' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().fields)).toEqual(['main.memberNumber']);

    const partner = await demoRateId(t.database.db, 'Partner single - Grand Hotel');
    const empty = await admin.post(
      '/api/admin/participation',
      createBody({ rateId: partner }, { phone: '' }),
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MESSAGES.requiredText);

    const noRate = await admin.post('/api/admin/participation', createBody({}));
    expect(noRate.statusCode).toBe(400);
    expect(noRate.json().message).toBe(MESSAGES.selectRate);
  });
});

describe('Manage Registration: guards', () => {
  it('lets visualisation, participants and admins of other congresses write nothing', async () => {
    const { db } = t.database;
    const id = await demoParticipationId({ userEmail: 'registered@demo.test' });
    const body = manageBodyOf(await load(id));
    const rateId = await demoRateId(db, 'Partner single - Grand Hotel');
    const viewer = await clientAs(t, await insertStaff(db, 'ROLE_VISUALISATION'));
    const [user] = await insertUsers(db, 1);
    const participant = await clientAs(t, user as Subject);
    const foreignAdmin = await clientAs(t, await insertStaff(db, 'ROLE_ADMIN', false));

    for (const client of [viewer, participant, foreignAdmin]) {
      expect((await client.get(`/api/admin/participation/${id}`)).statusCode).toBe(403);
      expect(
        (await client.put(`/api/admin/participation/${id}`, { ...body, statusRegistration: 'cancelled' }))
          .statusCode,
      ).toBe(403);
      expect((await client.post('/api/admin/participation', createBody({ rateId }))).statusCode).toBe(403);
    }
    expect((await load(id)).registrations[0]?.statusRegistration).toBe('confirmed');
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/admin/participation/${id}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
