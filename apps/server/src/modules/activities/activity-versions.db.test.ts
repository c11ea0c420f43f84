import { VERSION_MESSAGES } from '@congress/domain/contracts/versions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffClient } from '../../../test/fixtures/activity-fixtures.ts';
import {
  type CongressFixture,
  createCongress,
  TEST_JWT_SECRET,
} from '../../../test/fixtures/payment-fixtures.ts';
import { createTestContext, type TestClient, type TestContext } from '../../../test/test-app.ts';
import { activities } from '../../db/schema/index.ts';

const fields = {
  label: 'Harbour cruise',
  description: 'Two hours on the Tagus.',
  startDate: '2031-06-10',
  startTime: '14:00',
  endDate: '2031-06-10',
  endTime: '16:00',
  url: null,
  quota: 20,
  who: ['member'],
};

describe('activity versions (decisions 39)', () => {
  let t: TestContext;
  let congress: CongressFixture;
  let admin: TestClient;

  const rowOf = async (id: number) =>
    (await t.database.db.select().from(activities).where(eq(activities.id, id)))[0];

  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    congress = await createCongress(t.database.db);
    admin = await staffClient(t, congress, 'ROLE_ADMIN');
  });
  afterAll(() => t.close());

  it('a stale edit or open switch answers 409 and changes nothing', async () => {
    const created = (await admin.post('/api/activity/create', { ...fields, congressId: congress.id })).json();
    expect(created.version).toBe(1);
    const first = await admin.put(`/api/activity/${created.id}`, { ...fields, quota: 30, version: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ quota: 30, version: 2 });

    const stale = await admin.put(`/api/activity/${created.id}`, { ...fields, label: 'Lost', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', message: VERSION_MESSAGES.conflict });
    const staleSwitch = await admin.put(`/api/activity/${created.id}/congress/${congress.id}`, {
      isOpen: true,
      version: 1,
    });
    expect(staleSwitch.statusCode).toBe(409);
    expect(await rowOf(created.id)).toMatchObject({
      label: 'Harbour cruise',
      quota: 30,
      isOpen: false,
      version: 2,
    });

    const opened = await admin.put(`/api/activity/${created.id}/congress/${congress.id}`, {
      isOpen: true,
      version: 2,
    });
    expect(opened.json()).toMatchObject({ isOpen: true, version: 3 });
    const list = (await admin.get(`/api/activity/congress/${congress.slug}`)).json();
    expect(list.find((a: { id: number }) => a.id === created.id)?.version).toBe(3);
    const missing = await admin.put(`/api/activity/${created.id}`, fields);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('version');
  });
});
