import type { TActivityPeoplePage, TActivityStats } from '@congress/domain/contracts/activities';
import type { TParticipation } from '@congress/domain/contracts/participations';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_ROOM_MATE } from '../../../seed/demo-participations.ts';
import { clientAs, insertStaff, manageBodyOf } from '../../../test/fixtures/booking-fixtures.ts';
import { createTestContext, type TestClient, type TestContext } from '../../../test/test-app.ts';
import * as s from '../../db/schema/index.ts';

/**
 * Replayed on the demo: Kenji Tanaka's double with Yuki, who chose activities, is
 * switched by staff to "Twin shared with a member" naming Rui Costa (M-1099). The registration that
 * stood for Yuki now records the room-mate: Yuki's choices go with her, in the same transaction, and
 * the statistics count exactly the people their Show lists name.
 */
describe('activity choices do not outlive their person', () => {
  let t: TestContext;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestContext();
    admin = await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN'));
  });
  afterAll(() => t.close());

  const registrationOf = async (firstName: string, lastName: string) => {
    const [row] = await t.database.db
      .select({ id: s.registrations.id, participationId: s.registrations.participationId })
      .from(s.registrations)
      .innerJoin(s.participants, eq(s.participants.id, s.registrations.participantId))
      .where(and(eq(s.participants.firstName, firstName), eq(s.participants.lastName, lastName)));
    if (!row) throw new Error(`${firstName} ${lastName} is in the demo`);
    return row;
  };
  const choicesOf = (registrationIds: number[]) =>
    t.database.db
      .select({ activityId: s.activityChoices.activityId })
      .from(s.activityChoices)
      .where(inArray(s.activityChoices.registrationId, registrationIds));

  /** Every activity's count against its Show list (who chose it), read through the API. */
  async function expectCountsEqualShowLists(): Promise<TActivityStats> {
    const stats = (await admin.get('/api/activity/stats/congress/demo')).json() as TActivityStats;
    for (const activity of stats.activities) {
      const shown = await admin.get(`/api/activity/${activity.id}/participants?pageSize=100`);
      expect(shown.statusCode, shown.body).toBe(200);
      const people = (shown.json() as TActivityPeoplePage).items;
      expect(people, activity.label).toHaveLength(activity.chosen);
    }
    return stats;
  }

  it("switching a companion rate to a room-mate rate removes the companion's choices and frees their places", async () => {
    const yuki = await registrationOf('Yuki', 'Tanaka');
    const kenji = await registrationOf('Kenji', 'Tanaka');
    const yukisChoices = await choicesOf([yuki.id]);
    expect(yukisChoices.length).toBeGreaterThan(0);
    const before = await expectCountsEqualShowLists();

    const loaded: TParticipation = (
      await admin.get(`/api/admin/participation/${kenji.participationId}`)
    ).json();
    const [twin] = await t.database.db
      .select({ id: s.rates.id })
      .from(s.rates)
      .where(eq(s.rates.label, 'Twin shared with a member - Grand Hotel'));
    const saved = await admin.put(`/api/admin/participation/${loaded.id}`, {
      ...manageBodyOf(loaded),
      rateId: twin?.id,
      roomOption: 'twin',
      companion: null,
      sharing: MISSING_ROOM_MATE,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    expect(await choicesOf([yuki.id])).toEqual([]);
    expect((await choicesOf([kenji.id])).length).toBeGreaterThan(0);
    const after = await expectCountsEqualShowLists();
    for (const { activityId } of yukisChoices) {
      const chosen = (stats: TActivityStats) => stats.activities.find((a) => a.id === activityId)?.chosen;
      expect(chosen(after)).toBe((chosen(before) ?? 0) - 1);
    }
  });

  it('a cancelled registration loses its choices, whichever write cancels it', async () => {
    const kenji = await registrationOf('Kenji', 'Tanaka');
    expect((await choicesOf([kenji.id])).length).toBeGreaterThan(0);
    await t.database.db
      .update(s.registrations)
      .set({ statusRegistration: 'cancelled', statusComment: 'test' })
      .where(eq(s.registrations.id, kenji.id));
    expect(await choicesOf([kenji.id])).toEqual([]);
    await expectCountsEqualShowLists();
  });
});
