import type { TParticipationListPage } from '@congress/domain/contracts/participation-list';
import { ZParticipationFilter } from '@congress/domain/contracts/participation-list';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskFixtures } from '../../../../test/fixtures/desk-fixtures.ts';
import { groupFixtures } from '../../../../test/fixtures/group-fixtures.ts';
import { TEST_JWT_SECRET } from '../../../../test/fixtures/payment-fixtures.ts';
import { createTestContext, type TestContext } from '../../../../test/test-app.ts';
import { findParticipationIdsByFilter } from './participation-list.repository.ts';

/** The staff list filtered by a group's reference (decisions 49), on both databases. */
describe('participation list: the places of one group', () => {
  let t: TestContext;
  let f: ReturnType<typeof deskFixtures>;
  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    f = deskFixtures(t);
  });
  afterAll(() => t.close());

  const { congressWithGuestRate, bookGroup } = groupFixtures(() => t);

  it('lists and counts only the places of the group the reference names, in its congress', async () => {
    const { congress, rateId } = await congressWithGuestRate();
    const { group } = await bookGroup(congress, rateId, 3);
    const { group: otherGroup } = await bookGroup(congress, rateId, 2);
    const elsewhere = await congressWithGuestRate();
    const { group: foreign } = await bookGroup(elsewhere.congress, elsewhere.rateId, 2);
    const admin = await f.staffClient(['ROLE_ADMIN'], congress.id);
    const list = async (group: string) => {
      const response = await admin.get(
        `/api/participation/congress/${congress.slug}/all/all/all/all/all?group=${encodeURIComponent(group)}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as TParticipationListPage;
    };

    const everyone = await list('');
    expect(everyone.total).toBe(5);
    // Case and spaces aside, as a reference is read out or copied.
    const one = await list(` ${group.reference.toLowerCase()} `);
    expect(one.items.map((row) => row.participationId).sort()).toEqual(
      group.places.map((place) => place.participationId).sort(),
    );
    expect(one.items.every((row) => row.group?.reference === group.reference)).toBe(true);
    expect(one.tabCounts).toMatchObject({ all: 3, active: 3, pending: 3, cancelled: 0 });
    expect((await list(otherGroup.reference)).total).toBe(2);
    // Another congress's group, or no group, selects nothing.
    expect((await list(foreign.reference)).total).toBe(0);
    expect((await list('NO-SUCH-GROUP')).total).toBe(0);

    // Bulk actions and exports select by the same filter.
    const ids = await findParticipationIdsByFilter(
      t.database.db,
      congress.id,
      ZParticipationFilter.parse({ group: otherGroup.reference }),
    );
    expect(ids).toEqual(otherGroup.places.map((place) => place.participationId).sort((a, b) => a - b));
  });

  it('refuses a reference longer than any group’s with 400', async () => {
    const { congress } = await congressWithGuestRate();
    const admin = await f.staffClient(['ROLE_ADMIN'], congress.id);
    const response = await admin.get(
      `/api/participation/congress/${congress.slug}/all/all/all/all/all?group=${'X'.repeat(41)}`,
    );
    expect(response.statusCode).toBe(400);
  });
});
