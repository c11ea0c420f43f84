import type { TParticipation } from '@congress/domain/contracts/participations';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientAs,
  demoRateId,
  insertStaff,
  manageBodyOf,
} from '../../../../test/fixtures/booking-fixtures.ts';
import { createTestContext, type TestContext } from '../../../../test/test-app.ts';
import * as s from '../../../db/schema/index.ts';

/**
 * Manage Registration's "Notify the participant" on Claire Martin of the demo: the change
 * of rate, hotel or status reaches her by the e-mail of Add Registration, once, and only when asked.
 */
describe('PUT /api/admin/participation/:id with notifyParticipant', () => {
  let t: TestContext;
  let admin: Awaited<ReturnType<typeof clientAs>>;
  let id: number;

  const load = async () => (await admin.get(`/api/admin/participation/${id}`)).json() as TParticipation;
  const save = async (change: Record<string, unknown>) => {
    const response = await admin.put(`/api/admin/participation/${id}`, {
      ...manageBodyOf(await load()),
      ...change,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TParticipation;
  };
  const mails = async () => {
    const main = (await load()).registrations.find((r) => r.position === 1)?.participant.email ?? '';
    return t.database.db
      .select()
      .from(s.emailOutbox)
      .where(eq(s.emailOutbox.toAddress, main))
      .orderBy(s.emailOutbox.id);
  };

  beforeAll(async () => {
    t = await createTestContext();
    admin = await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN'));
    const [claire] = await t.database.db
      .select({ id: s.participations.id })
      .from(s.participations)
      .innerJoin(s.participants, eq(s.participants.id, s.participations.mainParticipantId))
      .innerJoin(s.users, eq(s.users.id, s.participants.userId))
      .where(eq(s.users.email, 'registered@demo.test'));
    id = claire?.id ?? 0;
  });
  afterAll(() => t.close());

  it('tells of a new status when asked, says what the registration now is, and stays silent otherwise', async () => {
    const before = (await mails()).length;
    await save({ statusRegistration: 'on_hold', notifyParticipant: false });
    expect(await mails()).toHaveLength(before);

    await save({ statusRegistration: 'confirmed', notifyParticipant: true });
    const told = (await mails()).slice(before);
    expect(told).toHaveLength(1);
    expect(told[0]?.purpose).toBe('registered-by-staff');
    expect(told[0]?.subject).toBe('Your registration for Demo Congress 2027 has been changed');
    expect(told[0]?.text).toContain('has been changed by the congress team');
    expect(told[0]?.text).toContain('Registration status: Confirmed');
    expect(told[0]?.text).not.toMatch(/reset\/password/);

    // A phone number is no change the person is told about.
    const main = (await load()).registrations.find((r) => r.position === 1)?.participant;
    await save({
      notifyParticipant: true,
      main: { ...manageBodyOf(await load()).main, phone: `${main?.phone} 9` },
    });
    expect((await mails()).slice(before)).toHaveLength(1);
  });

  it('tells of a new rate at another hotel', async () => {
    const before = (await mails()).length;
    const rateId = await demoRateId(t.database.db, 'Speaker room - Harbour Inn');
    await save({ rateId, statusRegistration: 'confirmed', notifyParticipant: true });
    const told = (await mails()).slice(before);
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain('Rate: Speaker room - Harbour Inn');
    expect(told[0]?.text).toContain('Hotel: Harbour Inn');
  });

  it('lets a cancellation speak for itself: one e-mail, the cancellation', async () => {
    const before = (await mails()).length;
    await save({ statusRegistration: 'cancelled', notifyParticipant: true });
    const told = (await mails()).slice(before);
    expect(told.map((mail) => mail.purpose)).toEqual([expect.not.stringMatching(/^registered-by-staff$/)]);
    expect(told[0]?.subject).toMatch(/cancelled/);
  });
});
