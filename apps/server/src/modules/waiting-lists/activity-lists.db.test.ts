import { WAITING_LIST_MESSAGES } from '@congress/domain/contracts/waiting-lists';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityChoices, emailOutbox, registrations, waitingListEntries } from '../../db/schema/index.ts';
import {
  insertActivity,
  participantWithRegistrations,
  staffClient,
} from '../../../test/fixtures/activity-fixtures.ts';
import {
  type CongressFixture,
  createCongress,
  createRate,
  TEST_JWT_SECRET,
} from '../../../test/fixtures/payment-fixtures.ts';
import { waitingListsOf } from '../../../test/fixtures/waiting-list-fixtures.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';

/** Waiting lists of full activities, for eligible people (decisions 23 and 34). */
describe('waiting list of a full activity', () => {
  let t: TestContext;
  let congress: CongressFixture;
  let rateId: number;
  let lists: ReturnType<typeof waitingListsOf>;
  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    congress = await createCongress(t.database.db);
    rateId = await createRate(t.database.db, congress, { quota: 50, secondPrice: '400.00' });
    lists = waitingListsOf(t);
  });
  afterAll(() => t.close());

  const person = (options: { companion?: boolean; status?: 'pending' | 'confirmed' } = {}) =>
    participantWithRegistrations(t, congress, { rateId, ...options });
  const choose = (p: Awaited<ReturnType<typeof person>>, activityIds: number[]) =>
    p.client.put(`/api/activity/registration/${p.mainId}/choices`, { activityIds });
  const join = (p: Awaited<ReturnType<typeof person>>, activityId: number, registrationId = p.mainId) =>
    p.client.post(`/api/waiting-list/activity/${activityId}/join`, { registrationId });
  const statusOf = async (registrationId: number) => {
    const [entry] = await t.database.db
      .select({ status: waitingListEntries.status })
      .from(waitingListEntries)
      .where(eq(waitingListEntries.registrationId, registrationId));
    return entry?.status;
  };

  it('is joined once, for a confirmed person the activity is for, only when it is full', async () => {
    const activity = await insertActivity(t, congress, {
      label: 'Boat',
      startDate: '2031-07-01',
      quota: 1,
      who: ['member'],
    });
    const [holder, waiting, unpaid, couple] = [
      await person(),
      await person(),
      await person({ status: 'pending' }),
      await person({ companion: true }),
    ];
    expect((await join(waiting, activity.id)).json()).toMatchObject({
      message: WAITING_LIST_MESSAGES.activityNotFull,
    });
    expect((await choose(holder, [activity.id])).statusCode).toBe(200);
    const joined = await join(waiting, activity.id);
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({ activityId: activity.id, placeInLine: 1, status: 'waiting' });
    expect((await join(waiting, activity.id)).json()).toMatchObject({
      message: WAITING_LIST_MESSAGES.alreadyInLine,
    });
    const notPaid = await join(unpaid, activity.id);
    expect(notPaid.statusCode).toBe(403);
    expect(notPaid.json()).toMatchObject({ message: WAITING_LIST_MESSAGES.notConfirmed });
    // The companion is a spouse (decisions 23): this activity is for members only.
    const spouse = await join(couple, activity.id, couple.secondId!);
    expect(spouse.statusCode).toBe(403);
    expect(spouse.json()).toMatchObject({ message: WAITING_LIST_MESSAGES.notEligible });
    // Someone else's registration is not theirs to put in line.
    expect((await join(couple, activity.id, waiting.mainId)).statusCode).toBe(403);
    expect(
      (
        await waiting.client.delete(
          `/api/waiting-list/activity/${activity.id}/registration/${waiting.mainId}`,
        )
      ).statusCode,
    ).toBe(200);
    expect(await statusOf(waiting.mainId)).toBe('withdrawn');
  });

  it('offers a freed place to the next eligible person, whose link takes it; others find it full', async () => {
    const activity = await insertActivity(t, congress, {
      label: 'Museum',
      startDate: '2031-07-02',
      quota: 1,
      who: ['member'],
    });
    const [holder, demoted, next, outsider] = [
      await person(),
      await person(),
      await person(),
      await person(),
    ];
    await choose(holder, [activity.id]);
    await join(demoted, activity.id);
    await join(next, activity.id);
    // The first in line is no longer confirmed (decisions 34): the place skips them.
    await t.database.db
      .update(registrations)
      .set({ statusRegistration: 'pending' })
      .where(eq(registrations.id, demoted.mainId));

    expect((await choose(holder, [])).statusCode).toBe(200);
    await lists.sweep();
    expect(await statusOf(demoted.mainId)).toBe('waiting');
    expect(await statusOf(next.mainId)).toBe('offered');
    const full = await choose(outsider, [activity.id]);
    expect(full.statusCode).toBe(409);

    const mail = (await t.database.db.select().from(emailOutbox)).find(
      (m) => m.purpose === 'waiting-list-offer' && m.subject.includes('Museum'),
    );
    const token = mail?.text.match(/\/waiting-list\/offer\/([A-Za-z0-9_-]+)/)?.[1];
    expect(token).toBeDefined();
    expect((await outsider.client.post(`/api/waiting-list/offer/${token}/accept`)).statusCode).toBe(404);
    expect((await next.client.get(`/api/waiting-list/offer/${token}`)).json()).toMatchObject({
      kind: 'activity',
      activityId: activity.id,
    });
    const taken = await next.client.post(`/api/waiting-list/offer/${token}/accept`);
    expect(taken.statusCode).toBe(200);
    const choices = await t.database.db
      .select()
      .from(activityChoices)
      .where(eq(activityChoices.activityId, activity.id));
    expect(choices.map((c) => c.registrationId)).toEqual([next.mainId]);
    expect(await statusOf(next.mainId)).toBe('accepted');
    const again = await next.client.post(`/api/waiting-list/offer/${token}/accept`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: WAITING_LIST_MESSAGES.offerExpired });
  });

  it('shows the admin of the congress the line with each person, and refuses other staff', async () => {
    const activity = await insertActivity(t, congress, { label: 'Choir', startDate: '2031-07-03', quota: 1 });
    const [holder, waiting] = [await person(), await person()];
    await choose(holder, [activity.id]);
    await join(waiting, activity.id);
    const admin = await staffClient(t, congress, 'ROLE_ADMIN');
    const list = await admin.get(`/api/waiting-list/admin/activity/${activity.id}`);
    expect(list.json()).toMatchObject({ quota: 1, places: 1, entries: [{ status: 'waiting' }] });
    expect(list.json().entries[0].personName).toEqual(expect.any(String));
    const elsewhere = await staffClient(t, congress, 'ROLE_ADMIN', false);
    expect((await elsewhere.get(`/api/waiting-list/admin/activity/${activity.id}`)).statusCode).toBe(403);
    const [entry] = list.json().entries;
    const byHand = await admin.post(`/api/waiting-list/admin/entry/${entry.id}/offer`);
    expect(byHand.json()).toMatchObject({ isBeyondQuota: true, entry: { status: 'offered' } });
  });
});
