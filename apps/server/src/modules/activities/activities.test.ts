import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createTestContext,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import { activities, auditLog } from '../../db/schema/index.ts';
import {
  type CongressFixture,
  createCongress,
  TEST_JWT_SECRET,
} from '../../../test/fixtures/payment-fixtures.ts';
import {
  insertActivity,
  participantWithRegistrations,
  staffClient,
} from '../../../test/fixtures/activity-fixtures.ts';

const newActivity = (congressId: number) => ({
  congressId,
  label: 'Harbour cruise',
  description: 'Two hours on the Tagus.',
  startDate: '2031-06-10',
  startTime: '14:00',
  endDate: '2031-06-10',
  endTime: '16:00',
  url: 'https://example.test/cruise',
  quota: 20,
  who: ['member', 'spouse'],
});

describe('admin activities API', () => {
  let t: TestContext;
  let congress: CongressFixture;
  let admin: TestClient;
  let viewer: TestClient;
  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    congress = await createCongress(t.database.db);
    admin = await staffClient(t, congress, 'ROLE_ADMIN');
    viewer = await staffClient(t, congress, 'ROLE_VISUALISATION');
  });
  afterAll(() => t.close());

  const auditOf = (entityId: number) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'activity'), eq(auditLog.entityId, String(entityId))))
      .orderBy(auditLog.id);

  it('creates an activity closed, lists it with its places, and records the audit entry', async () => {
    const created = await admin.post('/api/activity/create', newActivity(congress.id));
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({ label: 'Harbour cruise', isOpen: false, startTime: '14:00', quota: 20 });
    const list = await viewer.get(`/api/activity/congress/${congress.slug}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(expect.objectContaining({ id: body.id, chosen: 0, isFull: false }));
    const audit = await auditOf(body.id);
    expect(audit.map((a) => a.action)).toEqual(['create']);
    expect(audit[0]?.after).toMatchObject({ label: 'Harbour cruise', isOpen: false });
  });

  it('answers clear validation messages', async () => {
    const { congressId: _omitted, ...withoutCongress } = newActivity(congress.id);
    const missing = await admin.post('/api/activity/create', withoutCongress);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({ congressId: 'The congress id is missing' });
    const noLabel = await admin.post('/api/activity/create', { ...newActivity(congress.id), label: '' });
    expect([noLabel.statusCode, noLabel.json().fields]).toEqual([400, { label: 'Please type something' }]);
    const early = await admin.post('/api/activity/create', { ...newActivity(congress.id), endTime: '13:00' });
    expect(early.json().fields).toEqual({ endDate: 'End date must be after start date' });
    const unknownType = await admin.post('/api/activity/create', {
      ...newActivity(congress.id),
      who: ['nobody'],
    });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().message).toBe('Unknown participant type: nobody');
  });

  it('switches one activity open and closed, with and without a value', async () => {
    const activity = await insertActivity(t, congress, {
      label: 'Switch',
      startDate: '2031-06-11',
      isOpen: false,
    });
    const url = `/api/activity/${activity.id}/congress/${congress.id}`;
    expect((await admin.put(url, { isOpen: true, version: 1 })).json()).toMatchObject({ isOpen: true });
    expect((await admin.put(url, { version: 2 })).json()).toMatchObject({ isOpen: false });
    expect((await admin.put(url, { version: 3 })).json()).toMatchObject({ isOpen: true, version: 4 });
    const other = await createCongress(t.database.db);
    const elsewhere = `/api/activity/${activity.id}/congress/${other.id}`;
    expect((await admin.put(elsewhere, { isOpen: true, version: 4 })).statusCode).toBe(404);
    expect((await auditOf(activity.id)).map((a) => a.action)).toEqual(['open', 'close', 'open']);
  });

  it('edits and deletes an activity', async () => {
    const activity = await insertActivity(t, congress, { label: 'Edit me', startDate: '2031-06-12' });
    const { congressId: _c, ...fields } = newActivity(congress.id);
    const edited = await admin.put(`/api/activity/${activity.id}`, {
      ...fields,
      label: 'Edited',
      quota: '',
      version: activity.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ label: 'Edited', quota: null, isOpen: true });
    const deleted = await admin.delete(`/api/activity/${activity.id}`);
    expect([deleted.statusCode, deleted.json()]).toEqual([200, { id: activity.id, deleted: true }]);
    expect(await t.database.db.select().from(activities).where(eq(activities.id, activity.id))).toEqual([]);
    expect((await admin.delete(`/api/activity/${activity.id}`)).statusCode).toBe(404);
    expect((await auditOf(activity.id)).map((a) => a.action)).toEqual(['update', 'delete']);
  });

  it('opens and closes every activity of the congress in one call; the open list follows', async () => {
    const participant = await participantWithRegistrations(t, congress);
    const closeAll = await admin.put(`/api/activity/congress/${congress.id}/open`, { isOpen: false });
    expect(closeAll.statusCode).toBe(200);
    expect((await participant.client.get(`/api/activity/open/congress/${congress.id}`)).json()).toEqual([]);
    const openAll = await admin.put(`/api/activity/congress/${congress.id}/open`, { isOpen: true });
    const all = (await admin.get(`/api/activity/congress/${congress.slug}`)).json() as { id: number }[];
    expect(openAll.json()).toEqual({ isOpen: true, updated: all.length });
    const open = (await participant.client.get(`/api/activity/open/congress/${congress.id}`)).json() as {
      id: number;
    }[];
    expect(open.map((a) => a.id).sort()).toEqual(all.map((a) => a.id).sort());
  });

  it('guards: admin writes only; visualisation reads; participants and other congresses get 403', async () => {
    const activity = await insertActivity(t, congress, { label: 'Guarded', startDate: '2031-06-13' });
    const participant = (await participantWithRegistrations(t, congress)).client;
    const stranger = await staffClient(t, congress, 'ROLE_ADMIN', false);
    const anonymous = createClient(t.app);
    expect((await anonymous.get(`/api/activity/congress/${congress.slug}`)).statusCode).toBe(401);
    expect((await participant.get(`/api/activity/congress/${congress.slug}`)).statusCode).toBe(403);
    expect((await stranger.get(`/api/activity/congress/${congress.slug}`)).statusCode).toBe(403);
    for (const client of [viewer, participant, stranger]) {
      const writes = [
        await client.post('/api/activity/create', newActivity(congress.id)),
        await client.put(`/api/activity/${activity.id}/congress/${congress.id}`, {
          isOpen: false,
          version: activity.version,
        }),
        await client.put(`/api/activity/congress/${congress.id}/open`, { isOpen: false }),
        await client.delete(`/api/activity/${activity.id}`),
      ];
      expect(writes.map((w) => w.statusCode)).toEqual([403, 403, 403, 403]);
    }
    expect((await anonymous.post('/api/activity/create', newActivity(congress.id))).statusCode).toBe(401);
    expect((await anonymous.get(`/api/activity/open/congress/${congress.id}`)).statusCode).toBe(401);
    const [still] = await t.database.db.select().from(activities).where(eq(activities.id, activity.id));
    expect(still?.isOpen).toBe(true);
  });
});
