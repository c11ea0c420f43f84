import { englishText } from '@congress/domain/i18n/english';
import { RATE_ADMIN_MESSAGES } from '@congress/domain/contracts/rates';
import { MESSAGES } from '@congress/domain/messages';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createTestContext,
  type TestClient,
  type TestContext,
} from '../../../../test/test-app.ts';
import { auditLog } from '../../../db/schema/index.ts';
import { createParticipation } from '../../../../test/fixtures/payment-fixtures.ts';
import { createRateAdminService } from './rate-admin.service.ts';
import {
  clientAs,
  demoIds,
  insertRate,
  insertStaff,
  insertUsers,
} from '../../../../test/fixtures/booking-fixtures.ts';

type Ids = Awaited<ReturnType<typeof demoIds>>;

describe('Manage Rates API (spec 2.2, 5, 7)', () => {
  let t: TestContext;
  let ids: Ids;
  let admin: TestClient;
  let partnerTypeId: number;

  const body = (overrides: Record<string, unknown> = {}) => ({
    congressId: ids.congressId,
    hotelId: ids.hotelId,
    label: 'Admin single',
    sectionId: null,
    quota: 5,
    roomOption: 'twin/double',
    isOpened: true,
    isEarlyBird: true,
    openDate: '2020-01-01',
    closeDate: '2099-12-31',
    comment: 'Breakfast included',
    firstParticipantTypeId: partnerTypeId,
    secondParticipantType: 'accompany',
    firstParticipantPrice: '412.50',
    secondParticipantPrice: '100',
    ...overrides,
  });
  const publicRate = async (id: number) => {
    const list = (await createClient(t.app).get('/api/rate/congress/demo')).json() as { id: number }[];
    return list.find((rate) => rate.id === id) as Record<string, unknown> | undefined;
  };

  beforeAll(async () => {
    t = await createTestContext();
    ids = await demoIds(t.database.db);
    partnerTypeId = await ids.typeId('affiliate-partners');
    admin = await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN'));
  });
  afterAll(() => t.close());

  it('guards: admins of the congress write; visualisation, participants and other admins get 403', async () => {
    const rateId = await insertRate(t.database.db);
    expect((await createClient(t.app).post('/api/rate/create', body())).statusCode).toBe(401);
    const [participant] = await insertUsers(t.database.db, 1);
    const forbidden = [
      await clientAs(t, await insertStaff(t.database.db, 'ROLE_VISUALISATION')),
      await clientAs(t, participant!),
      await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN', false)),
    ];
    for (const client of forbidden) {
      expect((await client.post('/api/rate/create', body())).statusCode).toBe(403);
      expect((await client.put(`/api/rate/${rateId}`, body({ version: 1 }))).statusCode).toBe(403);
      expect((await client.put(`/api/rate/${rateId}/toggle`, { version: 1 })).statusCode).toBe(403);
    }
    const superAdmin = await clientAs(t, await insertStaff(t.database.db, 'ROLE_SUPER_ADMIN', false));
    expect((await superAdmin.put(`/api/rate/${rateId}/toggle`, { version: 1 })).statusCode).toBe(200);
  });

  it('answers every rate message of spec 5 at its boundary', async () => {
    const fields = async (overrides: Record<string, unknown>) =>
      (await admin.post('/api/rate/create', body(overrides))).json().fields as Record<string, string>;
    expect(await fields({ label: '', hotelId: null })).toEqual({
      label: MESSAGES.enterLabel,
      hotelId: MESSAGES.enterLabel,
    });
    expect(await fields({ firstParticipantPrice: '' })).toEqual({
      firstParticipantPrice: MESSAGES.enterPrice,
    });
    expect(await fields({ firstParticipantPrice: '1000.01' })).toEqual({
      firstParticipantPrice: MESSAGES.priceTooLong,
    });
    expect(await fields({ firstParticipantPrice: '10.123' })).toEqual({
      firstParticipantPrice: MESSAGES.priceDecimals,
    });
    expect(await fields({ comment: 'x'.repeat(201) })).toEqual({ comment: MESSAGES.commentTooLong });
    expect(await fields({ openDate: '2027-06-01', closeDate: '2027-06-01' })).toEqual({
      closeDate: MESSAGES.endBeforeStart,
    });
    const edge = await admin.post(
      '/api/rate/create',
      body({
        firstParticipantPrice: '1000',
        comment: 'x'.repeat(200),
        openDate: '2027-06-01',
        closeDate: '2027-06-02',
      }),
    );
    expect(edge.statusCode).toBe(201);
    const noCongress = await admin.post('/api/rate/create', body({ congressId: 999999 }));
    expect(noCongress.statusCode).toBe(403);
  });

  it('creates a rate with every field, shows it on the public list, updates it and audits both', async () => {
    const created = await admin.post('/api/rate/create', body());
    expect(created.statusCode).toBe(201);
    const rate = created.json();
    expect(rate).toMatchObject({
      label: 'Admin single',
      hotelId: ids.hotelId,
      quota: 5,
      roomOption: 'twin/double',
      isOpened: true,
      isEarlyBird: true,
      comment: 'Breakfast included',
      firstParticipantType: { id: partnerTypeId },
      secondParticipantType: 'accompany',
      firstParticipantPrice: '412.50',
      secondParticipantPrice: '100.00',
      openDate: '2020-01-01T12:00:00.000Z',
      places: 0,
      isAvailable: true,
    });
    expect(await publicRate(rate.id)).toMatchObject({ label: 'Admin single', isAvailable: true });

    const updated = await admin.put(
      `/api/rate/${rate.id}`,
      body({
        label: 'Admin single (edited)',
        secondParticipantType: null,
        roomOption: 'single',
        comment: '',
        version: rate.version,
      }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      label: 'Admin single (edited)',
      secondParticipantType: null,
      secondParticipantPrice: null,
      comment: null,
    });
    expect(await publicRate(rate.id)).toMatchObject({ label: 'Admin single (edited)' });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'rate'), eq(auditLog.entityId, String(rate.id))))
      .orderBy(desc(auditLog.id));
    expect(entries.map((e) => e.action)).toEqual(['update', 'create']);
    expect(entries[0]?.before).toMatchObject({ label: 'Admin single' });

    const moved = await admin.put(
      `/api/rate/${rate.id}`,
      body({ congressId: ids.congressId, hotelId: 999999, version: updated.json().version }),
    );
    expect([moved.statusCode, moved.json().message]).toEqual([400, RATE_ADMIN_MESSAGES.hotelNotInCongress]);
    expect((await admin.put('/api/rate/999999', body({ version: 1 }))).statusCode).toBe(404);
  });

  it('keeps the registration fee within the first price; the rest is billed as accommodation (decisions 45)', async () => {
    const above = await admin.post('/api/rate/create', body({ registrationFee: '412.51' }));
    expect(above.statusCode).toBe(400);
    expect(above.json().fields).toEqual({ registrationFee: RATE_ADMIN_MESSAGES.feeAbovePrice });
    const created = await admin.post('/api/rate/create', body({ registrationFee: '150' }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().registrationFee).toBe('150.00');
    const cleared = await admin.put(
      `/api/rate/${created.json().id}`,
      body({ registrationFee: '', version: created.json().version }),
    );
    expect(cleared.json().registrationFee).toBeNull();
  });

  it('the Open toggle closes a rate (SOLD OUT on the list) and opens it again', async () => {
    const rateId = await insertRate(t.database.db);
    const closed = await admin.put(`/api/rate/${rateId}/toggle`, { version: 1 });
    expect(closed.json()).toMatchObject({ isOpened: false, isSoldOut: true, isAvailable: false });
    expect(await publicRate(rateId)).toMatchObject({ isOpened: false, isSoldOut: true });
    const opened = await admin.put(`/api/rate/${rateId}/toggle`, { version: 2 });
    expect(opened.json()).toMatchObject({ isOpened: true, isSoldOut: false });
    expect(MESSAGES.rateStatusUpdated).toBe('Rate status updated successfully');
  });

  it('refuses a quota below the places taken with 409, accepts it equal', async () => {
    const rateId = await insertRate(t.database.db, { quota: 3 });
    const congress = { id: ids.congressId, slug: 'demo', typeId: partnerTypeId, hotelId: ids.hotelId };
    await createParticipation(t.database.db, congress, rateId, { holdUntil: null });
    await createParticipation(t.database.db, congress, rateId, { holdUntil: null });
    const current = (await admin.put(`/api/rate/${rateId}/toggle`, { version: 1 })).json();
    const edit = (quota: number) =>
      admin.put(`/api/rate/${rateId}`, {
        ...body({ secondParticipantType: null, secondParticipantPrice: null, roomOption: 'single' }),
        label: current.label,
        quota,
        version: current.version,
      });
    const below = await edit(1);
    expect(below.statusCode).toBe(409);
    expect(below.json()).toMatchObject({
      code: 'CONFLICT',
      message: englishText(RATE_ADMIN_MESSAGES.quotaBelowUses, { uses: 2 }),
    });
    expect(below.json().message).toBe(
      'The quota cannot be lower than the 2 places already taken on this rate.',
    );
    const equal = await edit(2);
    expect(equal.json()).toMatchObject({ quota: 2, places: 2, isFull: true, isSoldOut: true });
  });

  it("setQuota (the bulk seed's path) changes only the quota, audited as the system, never below uses", async () => {
    const rateId = await insertRate(t.database.db, { quota: 1 });
    const congress = { id: ids.congressId, slug: 'demo', typeId: partnerTypeId, hotelId: ids.hotelId };
    await createParticipation(t.database.db, congress, rateId, { holdUntil: null });
    const service = createRateAdminService({ db: t.database.db, clock: () => t.clock.now });
    await expect(service.setQuota('system', rateId, 0)).rejects.toMatchObject({ statusCode: 409 });
    const raised = await service.setQuota('system', rateId, 7);
    expect(raised).toMatchObject({ quota: 7, places: 1, isFull: false });
    expect(await publicRate(rateId)).toMatchObject({ quota: 7, isAvailable: true });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'rate'), eq(auditLog.entityId, String(rateId))))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ actorKind: 'system', action: 'update' });
  });
});
