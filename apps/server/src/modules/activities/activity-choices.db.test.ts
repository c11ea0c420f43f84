import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestClient, type TestContext } from '../../../test/test-app.ts';
import { auditLog, participations, rates, registrations } from '../../db/schema/index.ts';
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

type View = {
  registrations: {
    id: number;
    position: number;
    whoKey: string | null;
    mayChoose: boolean;
    activityIds: number[];
  }[];
  activities: { id: number; chosen: number; isFull: boolean }[];
  canEdit: boolean;
  isAdmin: boolean;
};

describe('activity choices API', () => {
  let t: TestContext;
  let congress: CongressFixture;
  let admin: TestClient;
  let viewer: TestClient;
  const a: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    congress = await createCongress(t.database.db);
    admin = await staffClient(t, congress, 'ROLE_ADMIN');
    viewer = await staffClient(t, congress, 'ROLE_VISUALISATION');
    const add = async (key: string, values: Parameters<typeof insertActivity>[2]) => {
      a[key] = (await insertActivity(t, congress, values)).id;
    };
    await add('cocktail', { label: 'Cocktail', startDate: '2031-06-10', startTime: '17:00' });
    await add('workshop', { label: 'Workshop', startDate: '2031-06-10', who: ['member'] });
    await add('walk', { label: 'Walk', startDate: '2031-06-11' });
    await add('closed', { label: 'Closed visit', startDate: '2031-06-12', isOpen: false });
    await add('tasting', { label: 'Tasting', startDate: '2031-06-13', quota: 1 });
  });
  afterAll(() => t.close());

  const save = (client: TestClient, registrationId: number, activityIds: number[]) =>
    client.put(`/api/activity/registration/${registrationId}/choices`, { activityIds });

  it('shows the participation: each person with the `who` they match, the activities with places', async () => {
    const p = await participantWithRegistrations(t, congress, { companion: true });
    const response = await p.client.get(`/api/activity/registration/${p.secondId}`);
    expect(response.statusCode, response.body).toBe(200);
    const view = response.json() as View;
    expect(view.registrations.map((r) => [r.id, r.position, r.whoKey])).toEqual([
      [p.mainId, 1, 'member'],
      [p.secondId, 2, 'spouse'],
    ]);
    expect(view).toMatchObject({ canEdit: true, isAdmin: false, congress: { slug: congress.slug } });
    expect(view.activities.map((x) => x.id)).toEqual(expect.arrayContaining(Object.values(a)));
  });

  it('saves one activity per date, each person for himself or herself, and reads them back', async () => {
    const p = await participantWithRegistrations(t, congress, { companion: true });
    const saved = await save(p.client, p.mainId, [a.workshop as number, a.walk as number]);
    expect(saved.statusCode, saved.body).toBe(200);
    const companion = await save(p.client, p.secondId as number, [a.cocktail as number]);
    expect(companion.statusCode, companion.body).toBe(200);
    const view = (await p.client.get(`/api/activity/participation/${p.participationId}`)).json() as View;
    expect(view.registrations.map((r) => r.activityIds)).toEqual([
      [a.workshop, a.walk].sort((x, y) => (x as number) - (y as number)),
      [a.cocktail],
    ]);
    const clash = await save(p.client, p.mainId, [a.workshop as number, a.cocktail as number]);
    expect([clash.statusCode, clash.json().message]).toEqual([
      409,
      'You already have an activity on this date.',
    ]);
    const emptied = await save(p.client, p.mainId, []);
    expect((emptied.json() as View).registrations[0]?.activityIds).toEqual([]);
  });

  it('refuses closed activities, activities not meant for the person, and unknown ones', async () => {
    const p = await participantWithRegistrations(t, congress, { companion: true });
    const closed = await save(p.client, p.mainId, [a.closed as number]);
    expect([closed.statusCode, closed.json().message]).toEqual([409, 'This activity is closed.']);
    const notForSpouse = await save(p.client, p.secondId as number, [a.workshop as number]);
    expect([notForSpouse.statusCode, notForSpouse.json().message]).toEqual([
      403,
      'This activity is not open to this participant.',
    ]);
    const other = await createCongress(t.database.db);
    const foreign = await insertActivity(t, other, { label: 'Elsewhere', startDate: '2031-06-14' });
    expect((await save(p.client, p.mainId, [foreign.id])).statusCode).toBe(404);
    expect((await save(p.client, p.mainId, [a.walk as number, a.walk as number])).statusCode).toBe(400);
  });

  it('enforces the places: a full activity shows as full and cannot be taken', async () => {
    const first = await participantWithRegistrations(t, congress);
    const second = await participantWithRegistrations(t, congress);
    expect((await save(first.client, first.mainId, [a.tasting as number])).statusCode).toBe(200);
    const refused = await save(second.client, second.mainId, [a.tasting as number]);
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'This activity is full.']);
    const view = (await second.client.get(`/api/activity/registration/${second.mainId}`)).json() as View;
    expect(view.activities.find((x) => x.id === a.tasting)).toMatchObject({ chosen: 1, isFull: true });
    // Keeping a choice needs no new place; a cancelled registration frees its place.
    expect((await save(first.client, first.mainId, [a.tasting as number, a.walk as number])).statusCode).toBe(
      200,
    );
    await t.database.db
      .update(registrations)
      .set({ statusRegistration: 'cancelled' })
      .where(eq(registrations.id, first.mainId));
    expect((await save(second.client, second.mainId, [a.tasting as number])).statusCode).toBe(200);
    const cancelled = await save(first.client, first.mainId, []);
    expect([cancelled.statusCode, cancelled.json().message]).toEqual([
      409,
      'This registration is cancelled.',
    ]);
  });

  it('is owner-scoped: another participant and visualisation get 403 (decisions 40)', async () => {
    const owner = await participantWithRegistrations(t, congress, { companion: true });
    const other = await participantWithRegistrations(t, congress);
    expect((await other.client.get(`/api/activity/registration/${owner.secondId}`)).statusCode).toBe(403);
    expect((await other.client.get(`/api/activity/participation/${owner.participationId}`)).statusCode).toBe(
      403,
    );
    expect((await save(other.client, owner.mainId, [a.walk as number])).statusCode).toBe(403);
    // One participation's choices are its owner's and the admins' (decisions 40).
    expect((await viewer.get(`/api/activity/registration/${owner.mainId}`)).statusCode).toBe(403);
    expect((await save(viewer, owner.mainId, [a.walk as number])).statusCode).toBe(403);
    expect((await other.client.get('/api/activity/registration/999999')).statusCode).toBe(404);
  });

  it('lets an admin choose a closed activity, still within places and dates, with an audit entry', async () => {
    const p = await participantWithRegistrations(t, congress, { companion: true });
    const view = (await admin.get(`/api/activity/participation/${p.participationId}`)).json() as View;
    expect(view).toMatchObject({ canEdit: true, isAdmin: true });
    const saved = await save(admin, p.secondId as number, [a.closed as number, a.workshop as number]);
    expect(saved.statusCode, saved.body).toBe(200);
    const full = await save(admin, p.mainId, [a.tasting as number]);
    expect([full.statusCode, full.json().message]).toEqual([409, 'This activity is full.']);
    const clash = await save(admin, p.mainId, [a.cocktail as number, a.workshop as number]);
    expect(clash.statusCode).toBe(409);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'registration'), eq(auditLog.entityId, String(p.secondId))));
    expect(audit.map((x) => [x.action, x.after])).toEqual([
      ['update-choices', { activityIds: [a.closed, a.workshop] }],
    ]);
    // The participant cannot take the closed one back out.
    const removal = await save(p.client, p.secondId as number, [a.workshop as number]);
    expect([removal.statusCode, removal.json().message]).toEqual([409, 'This activity is closed.']);
  });

  it('decisions 34: only a confirmed place chooses, and only what its type may; else 403', async () => {
    const unpaid = await participantWithRegistrations(t, congress, { status: 'pending' });
    const last = await save(unpaid.client, unpaid.mainId, [a.walk as number]);
    expect([last.statusCode, last.json().message]).toEqual([
      403,
      'Activities can be chosen once the registration is confirmed.',
    ]);
    const view = (await unpaid.client.get(`/api/activity/registration/${unpaid.mainId}`)).json() as View;
    expect(view.registrations.map((r) => r.mayChoose)).toEqual([false]);
    const companion = await participantWithRegistrations(t, congress, { companion: true });
    const notForSpouse = await save(companion.client, companion.secondId as number, [a.workshop as number]);
    expect([notForSpouse.statusCode, notForSpouse.json().message]).toEqual([
      403,
      'This activity is not open to this participant.',
    ]);
  });

  it('decisions 34: the last place cannot go to an unpaid participation', async () => {
    const last = await insertActivity(t, congress, { label: 'Boat', startDate: '2031-06-15', quota: 1 });
    const unpaid = await participantWithRegistrations(t, congress, { status: 'pending' });
    expect((await save(unpaid.client, unpaid.mainId, [last.id])).statusCode).toBe(403);
    const paid = await participantWithRegistrations(t, congress);
    expect((await save(paid.client, paid.mainId, [last.id])).statusCode).toBe(200);
  });

  it('decisions 34: the room-mate named on a sharing rate chooses nothing through this participation', async () => {
    const p = await participantWithRegistrations(t, congress, { companion: true });
    const [row] = await t.database.db
      .select({ rateId: participations.rateId })
      .from(participations)
      .where(eq(participations.id, p.participationId));
    await t.database.db
      .update(rates)
      .set({ secondParticipantType: 'member' })
      .where(eq(rates.id, row?.rateId as number));
    const view = (await p.client.get(`/api/activity/participation/${p.participationId}`)).json() as View;
    expect(view.registrations.map((r) => [r.position, r.mayChoose])).toEqual([
      [1, true],
      [2, false],
    ]);
    const refused = await save(p.client, p.secondId as number, [a.walk as number]);
    expect(refused.statusCode).toBe(403);
  });
});
