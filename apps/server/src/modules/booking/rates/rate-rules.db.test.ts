import { RATE_ADMIN_MESSAGES } from '@congress/domain/contracts/rates';
import { VERSION_MESSAGES } from '@congress/domain/contracts/versions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs, demoIds, insertStaff } from '../../../../test/fixtures/booking-fixtures.ts';
import { createTestContext, type TestClient, type TestContext } from '../../../../test/test-app.ts';
import { rates } from '../../../db/schema/index.ts';

describe('Manage Rates rules (decisions 39)', () => {
  let t: TestContext;
  let admin: TestClient;
  let ids: Awaited<ReturnType<typeof demoIds>>;

  const body = async (overrides: Record<string, unknown> = {}) => ({
    congressId: ids.congressId,
    hotelId: ids.hotelId,
    label: `Rules rate ${Math.random().toString(36).slice(2, 6)}`,
    sectionId: null,
    quota: 5,
    roomOption: 'twin/double',
    isOpened: true,
    isEarlyBird: false,
    openDate: null,
    closeDate: null,
    comment: null,
    firstParticipantTypeId: await ids.typeId('affiliate-partners'),
    secondParticipantType: 'accompany',
    firstParticipantPrice: '400',
    secondParticipantPrice: '100',
    ...overrides,
  });
  const rowOf = async (id: number) => (await t.database.db.select().from(rates).where(eq(rates.id, id)))[0];

  beforeAll(async () => {
    t = await createTestContext();
    ids = await demoIds(t.database.db);
    admin = await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN'));
  });
  afterAll(() => t.close());

  it('refuses a Single rate with a second type and a Twin/Double rate without one', async () => {
    const single = await admin.post('/api/rate/create', await body({ roomOption: 'single' }));
    expect(single.statusCode).toBe(400);
    expect(single.json().fields).toEqual({ roomOption: RATE_ADMIN_MESSAGES.singleHasNoSecondType });
    const twin = await admin.post(
      '/api/rate/create',
      await body({ secondParticipantType: null, secondParticipantPrice: null }),
    );
    expect(twin.statusCode).toBe(400);
    expect(twin.json().fields).toEqual({ roomOption: RATE_ADMIN_MESSAGES.twinNeedsSecondType });

    const created = await admin.post('/api/rate/create', await body());
    expect(created.statusCode).toBe(201);
    const rate = created.json();
    const edit = await admin.put(
      `/api/rate/${rate.id}`,
      await body({ label: rate.label, roomOption: 'single', version: rate.version }),
    );
    expect(edit.statusCode).toBe(400);
    expect(await rowOf(rate.id)).toMatchObject({
      roomOption: 'twin/double',
      secondParticipantType: 'accompany',
    });
  });

  it('a stale rate edit or toggle answers 409 and changes nothing', async () => {
    const rate = (await admin.post('/api/rate/create', await body())).json();
    expect(rate.version).toBe(1);
    const first = await admin.put(
      `/api/rate/${rate.id}`,
      await body({ label: rate.label, quota: 7, version: rate.version }),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ quota: 7, version: 2 });

    const stale = await admin.put(
      `/api/rate/${rate.id}`,
      await body({ label: 'Overwritten', quota: 9, version: rate.version }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', message: VERSION_MESSAGES.conflict });
    const staleToggle = await admin.put(`/api/rate/${rate.id}/toggle`, { version: rate.version });
    expect(staleToggle.statusCode).toBe(409);
    expect(await rowOf(rate.id)).toMatchObject({ label: rate.label, quota: 7, isOpened: true, version: 2 });

    const toggled = await admin.put(`/api/rate/${rate.id}/toggle`, { version: 2 });
    expect(toggled.json()).toMatchObject({ isOpened: false, version: 3 });
    const missing = await admin.put(`/api/rate/${rate.id}`, await body({ label: rate.label }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('version');
    expect((await admin.put(`/api/rate/${rate.id}/toggle`, {})).statusCode).toBe(400);
  });
});
