import { BILLING, groupFixtures } from '../../../../test/fixtures/group-fixtures.ts';
import { GROUP_MESSAGES, type TGroup } from '@congress/domain/contracts/groups';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskFixtures } from '../../../../test/fixtures/desk-fixtures.ts';
import { outboxOf, TEST_JWT_SECRET } from '../../../../test/fixtures/payment-fixtures.ts';
import { createTestContext, type TestContext } from '../../../../test/test-app.ts';
import { congresses, participants, participations, users } from '../../../db/schema/index.ts';

/** One payer for many people (decisions 49), through the API on both databases. */
describe('group bookings', () => {
  let t: TestContext;
  let f: ReturnType<typeof deskFixtures>;
  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    f = deskFixtures(t);
  });
  afterAll(() => t.close());

  const { congressWithGuestRate, payerClient, bookGroup, groupOf, allowFreeCancellation } = groupFixtures(
    () => t,
  );

  it('books every place in one go, unnamed, held, and tells the payer; the staff list shows the group', async () => {
    const { congress, rateId } = await congressWithGuestRate();
    const { payer, group } = await bookGroup(congress, rateId);
    expect(group.reference).toMatch(new RegExp(`^${congress.slug.toUpperCase()}-G[A-Z2-9]{6}$`));
    expect(group.places.map((p) => [p.place, p.person, p.paymentState, p.priceCents])).toEqual([
      [1, null, 'unpaid', 30000],
      [2, null, 'unpaid', 30000],
      [3, null, 'unpaid', 30000],
    ]);
    expect(group.totals).toEqual({
      priceCents: 90000,
      paidCents: 0,
      awaitingTransferCents: 0,
      dueCents: 90000,
    });
    expect(group.holdExpiresAt).not.toBeNull();
    // Each unpaid place says until when it is held: the hold its participation carries.
    const [held] = await t.database.db
      .select({ holdExpiresAt: participations.holdExpiresAt })
      .from(participations)
      .where(eq(participations.id, group.places[0]?.participationId ?? 0));
    expect(group.places.map((p) => p.holdExpiresAt)).toEqual(
      Array(3).fill(held?.holdExpiresAt?.toISOString()),
    );
    expect(group.canName).toBe(true);
    const mail = (await outboxOf(t.database.db, congress.id)).filter((m) => m.toAddress === payer.email);
    expect(mail.map((m) => m.subject)).toEqual([`Group booking ${group.reference}: 3 places`]);
    expect(mail[0]?.text).toContain(`/${congress.slug}/dashboard/user/group/${group.id}`);

    const listed = await payer.client.get(`/api/groups?congressSlug=${congress.slug}`);
    expect(listed.json()).toMatchObject({ items: [{ id: group.id, places: 3, named: 0 }] });

    const admin = await f.staffClient(['ROLE_ADMIN'], congress.id);
    const list = await admin.get(
      `/api/participation/congress/${congress.slug}/all/all/all/all/all?pageSize=50`,
    );
    expect(list.statusCode, list.body).toBe(200);
    const rows = (list.json() as { items: Array<{ group: { reference: string } | null; lastName: string }> })
      .items;
    expect(rows.map((row) => [row.lastName, row.group?.reference])).toEqual([
      ['Hotel Aurora Ltd', group.reference],
      ['Hotel Aurora Ltd', group.reference],
      ['Hotel Aurora Ltd', group.reference],
    ]);
  });

  it('takes all the places or none; refuses member rates, members and strangers', async () => {
    const { congress, rateId } = await congressWithGuestRate(4);
    await bookGroup(congress, rateId, 2);
    const before = await t.database.db
      .select()
      .from(participations)
      .where(eq(participations.congressId, congress.id));
    const payer = await payerClient();
    const tooMany = await payer.client.post('/api/group', {
      congressSlug: congress.slug,
      rateId,
      places: 3,
      billing: BILLING,
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(GROUP_MESSAGES.notEnoughPlaces);
    const after = await t.database.db
      .select()
      .from(participations)
      .where(eq(participations.congressId, congress.id));
    expect(after).toHaveLength(before.length);

    const memberRate = await f.participationWithOwner(congress);
    const member = await payer.client.post('/api/group', {
      congressSlug: congress.slug,
      rateId: memberRate.rateId,
      places: 2,
      billing: BILLING,
    });
    expect(member.statusCode).toBe(409);
    expect(member.json().message).toBe(GROUP_MESSAGES.rateNotForGroups);

    const one = await payer.client.post('/api/group', {
      congressSlug: congress.slug,
      rateId,
      places: 1,
      billing: BILLING,
    });
    expect(one.statusCode).toBe(400);
    const noBuyer = await payer.client.post('/api/group', {
      congressSlug: congress.slug,
      rateId,
      places: 2,
      billing: { ...BILLING, billingCompanyCity: '' },
    });
    expect(noBuyer.statusCode).toBe(400);
  });

  it('is its payer’s and admins’ only', async () => {
    const { congress, rateId } = await congressWithGuestRate();
    const { group } = await bookGroup(congress, rateId, 2);
    const stranger = await payerClient();
    expect((await stranger.client.get(`/api/group/${group.id}`)).statusCode).toBe(403);
    const place = group.places[0]?.participationId;
    const naming = await stranger.client.put(`/api/group/${group.id}/place/${place}`, {
      firstName: 'Eve',
      lastName: 'Intruder',
      email: 'eve@payments.test',
    });
    expect(naming.statusCode).toBe(403);
    expect((await stranger.client.post(`/api/group/${group.id}/bank-transfer`)).statusCode).toBe(403);
    expect((await stranger.client.get(`/api/group/${group.id}/proforma`)).statusCode).toBe(403);
    expect((await stranger.client.get(`/api/participation/${place}/cancel`)).statusCode).toBe(403);
    const admin = await f.staffClient(['ROLE_ADMIN'], congress.id);
    expect((await admin.get(`/api/group/${group.id}`)).statusCode).toBe(200);
    expect((await stranger.client.get('/api/group/999999')).statusCode).toBe(404);
  });

  it('names a place: the person gets the place as their own registration and an e-mail; until the names are due', async () => {
    const { congress, rateId } = await congressWithGuestRate();
    const { payer, group } = await bookGroup(congress, rateId, 3);
    const [first, second, third] = group.places;
    // Someone with an account: the place becomes theirs.
    const ana = await payerClient();
    const named = await payer.client.put(`/api/group/${group.id}/place/${first?.participationId}`, {
      firstName: 'Ana',
      lastName: 'Sousa',
      email: ana.email,
    });
    expect(named.statusCode, named.body).toBe(200);
    expect((named.json() as TGroup).places[0]?.person).toEqual({
      firstName: 'Ana',
      lastName: 'Sousa',
      email: ana.email,
    });
    const mine = await ana.client.get(`/api/participation/mine/congress/${congress.slug}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({
      id: first?.participationId,
      group: { id: group.id, reference: group.reference, billingName: 'Hotel Aurora Ltd', isPayer: false },
    });
    const toAna = (await outboxOf(t.database.db, congress.id)).filter((m) => m.toAddress === ana.email);
    expect(toAna.map((m) => m.subject)).toEqual([`You are registered for ${'Payments Congress 2027'}`]);
    expect(toAna[0]?.text).toContain('Hotel Aurora Ltd registered you');
    expect(toAna[0]?.text).not.toContain('Choose your password');

    // Someone new: an account is made, with a link to choose a password.
    const newcomer = `bruno-${group.id}@payments.test`;
    const invited = await payer.client.put(`/api/group/${group.id}/place/${second?.participationId}`, {
      firstName: 'Bruno',
      lastName: 'Lima',
      email: newcomer,
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const [account] = await t.database.db.select().from(users).where(eq(users.email, newcomer));
    expect(account).toBeDefined();
    const toBruno = (await outboxOf(t.database.db, congress.id)).filter((m) => m.toAddress === newcomer);
    expect(toBruno[0]?.text).toMatch(
      /Choose your password \(link valid 7 days\): http\S+\/reset\/password\/form\/\S+/,
    );

    // One address per person; someone registered already is refused.
    const twice = await payer.client.put(`/api/group/${group.id}/place/${third?.participationId}`, {
      firstName: 'Ana',
      lastName: 'Again',
      email: ana.email.toUpperCase(),
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(GROUP_MESSAGES.emailTwice);
    const registered = await f.participationWithOwner(congress);
    const [owner] = await t.database.db
      .select({ email: users.email })
      .from(participations)
      .innerJoin(participants, eq(participants.id, participations.mainParticipantId))
      .innerJoin(users, eq(users.id, participants.userId))
      .where(eq(participations.id, registered.participationId));
    const taken = await payer.client.put(`/api/group/${group.id}/place/${third?.participationId}`, {
      firstName: 'Claire',
      lastName: 'Taken',
      email: owner?.email,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(GROUP_MESSAGES.alreadyRegistered);

    // After the day the congress set, names are closed.
    await t.database.db
      .update(congresses)
      .set({ groupNamesDueOn: '2020-01-01' })
      .where(eq(congresses.id, congress.id));
    const late = await payer.client.put(`/api/group/${group.id}/place/${third?.participationId}`, {
      firstName: 'Late',
      lastName: 'Comer',
      email: `late-${group.id}@payments.test`,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(GROUP_MESSAGES.namesClosed);
    expect((await groupOf(payer.client, group.id)).canName).toBe(false);
  });

  it('the payer cancels a place nobody is named on, under the policy; a named place is its person’s', async () => {
    const { congress, rateId } = await congressWithGuestRate();
    await allowFreeCancellation(congress.id);
    const { payer, group } = await bookGroup(congress, rateId, 2);
    const [first, second] = group.places;
    const cancelled = await payer.client.post(
      `/api/group/${group.id}/place/${second?.participationId}/cancel`,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((cancelled.json() as TGroup).places[1]).toMatchObject({
      registrationStatus: 'cancelled',
      paymentState: 'cancelled',
    });
    expect((cancelled.json() as TGroup).totals.dueCents).toBe(30000);

    const ana = await payerClient();
    await payer.client.put(`/api/group/${group.id}/place/${first?.participationId}`, {
      firstName: 'Ana',
      lastName: 'Sousa',
      email: ana.email,
    });
    const refused = await payer.client.post(`/api/group/${group.id}/place/${first?.participationId}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(GROUP_MESSAGES.placeCancelledNamed);
    // The person cancels it themselves, as any participant does.
    expect((await payer.client.get(`/api/participation/${first?.participationId}/cancel`)).statusCode).toBe(
      403,
    );
    expect((await ana.client.get(`/api/participation/${first?.participationId}/cancel`)).statusCode).toBe(
      200,
    );
  });
});
