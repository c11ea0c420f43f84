import type { TActivityPeoplePage, TActivityStats } from '@congress/domain/contracts/activities';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_ROOM_MATE } from '../../../seed/demo-participations.ts';
import { congressIdOf, createUser, signIn } from '../../../test/fixtures/auth-fixtures.ts';
import {
  createClient,
  createTestContext,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import * as s from '../../db/schema/index.ts';

/**
 * On the demo congress: member3 and member4 share a room and name each other,
 * member5 names M-1099 (Rui Costa), who never registered. A room-mate counts once, through their own
 * participation, and one who never registered is nobody in the statistics.
 */
describe('activity statistics count people once', () => {
  let t: TestContext;
  let viewer: TestClient;
  beforeAll(async () => {
    t = await createTestContext();
    const account = await createUser(t.database.db, { roles: ['ROLE_VISUALISATION'], grants: ['demo'] });
    viewer = createClient(t.app);
    expect((await signIn(viewer, account, 'user')).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  async function withoutChoice(): Promise<TActivityPeoplePage['items']> {
    const people: TActivityPeoplePage['items'] = [];
    for (let page = 1; ; page++) {
      const response = await viewer.get(
        `/api/activity/stats/congress/demo/without-choice?page=${page}&pageSize=5`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as TActivityPeoplePage;
      people.push(...body.items);
      if (page * body.pageSize >= body.total) return people;
    }
  }

  it('counts a room-mate once and never lists one who never registered', async () => {
    const db = t.database.db;
    const active = await db
      .select({ position: s.registrations.position, secondType: s.rates.secondParticipantType })
      .from(s.registrations)
      .innerJoin(s.participations, eq(s.participations.id, s.registrations.participationId))
      .innerJoin(s.rates, eq(s.rates.id, s.participations.rateId))
      .where(
        and(
          eq(s.registrations.congressId, await congressIdOf(db)),
          ne(s.registrations.statusRegistration, 'cancelled'),
        ),
      );
    const roomMateRecords = active.filter((r) => r.position === 2 && r.secondType === 'member');
    expect(roomMateRecords.length).toBeGreaterThanOrEqual(3);

    const stats = (await viewer.get('/api/activity/stats/congress/demo')).json() as TActivityStats;
    expect(stats.registrations).toBe(active.length - roomMateRecords.length);

    const people = await withoutChoice();
    expect(people).toHaveLength(stats.withoutChoice);
    const names = people.map((p) => `${p.firstName} ${p.lastName}`);
    expect(names).not.toContain(`${MISSING_ROOM_MATE.firstName} ${MISSING_ROOM_MATE.lastName}`);
    expect(names.filter((name) => name === 'Haruto Sato')).toHaveLength(1);
    expect(names.filter((name) => name === 'Camille Dubois')).toHaveLength(1);
    expect(new Set(people.map((p) => p.registrationId)).size).toBe(people.length);
  });

  it('pages who chose an activity', async () => {
    const stats = (await viewer.get('/api/activity/stats/congress/demo')).json() as TActivityStats;
    const activity = stats.activities.find((a) => a.chosen > 0) ?? stats.activities[0];
    if (!activity) throw new Error('the demo has activities');
    const response = await viewer.get(`/api/activity/${activity.id}/participants?pageSize=1`);
    const body = response.json() as TActivityPeoplePage;
    expect(body.items.length).toBeLessThanOrEqual(1);
    expect(body.total).toBe(activity.chosen);
    expect((await viewer.get(`/api/activity/${activity.id}/participants?pageSize=500`)).statusCode).toBe(400);
  });
});
