import type { TCancellationPolicy } from '@congress/domain/cancellation-policy';
import type { TParticipation } from '@congress/domain/contracts/participations';
import { dayInZone } from '@congress/domain/dates';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingBody,
  clientAs,
  insertMember,
  insertRoomMateRates,
  insertStaff,
  manageBodyOf,
  person,
} from '../../../../test/fixtures/booking-fixtures.ts';
import { createTestContext, type TestClient, type TestContext } from '../../../../test/test-app.ts';
import { congresses, emailOutbox } from '../../../db/schema/index.ts';
import { dashboardUrl } from '../../../lib/mail/personal-link.ts';
import { ROOM_MATE_LEFT_PURPOSE } from './room-mate-left.ts';

/**
 * A room-sharing pair broken by staff (decisions 46, 48): the member left behind gets the same
 * "room-mate left" e-mail as when the participant leaves on their own, whichever staff write breaks it.
 */
describe('a room-mate taken out of the shared room by staff', () => {
  let t: TestContext;
  let admin: TestClient;
  let sharedRateId: number;
  let singleRateId: number;
  beforeAll(async () => {
    t = await createTestContext();
    const db = t.database.db;
    ({ sharedRateId, singleRateId } = await insertRoomMateRates(db, 'Staff Moves Inn'));
    admin = await clientAs(t, await insertStaff(db, 'ROLE_ADMIN'));
  });
  afterAll(() => t.close());

  type Member = Awaited<ReturnType<typeof insertMember>>;
  const book = async (member: Member, firstName: string, mateNumber: string): Promise<TParticipation> => {
    const main = { ...person(firstName), memberNumber: member.numMember };
    const body = bookingBody(sharedRateId, {
      roomOption: 'twin',
      sharing: { firstName: 'Room', lastName: 'Mate', memberNumber: mateNumber },
    });
    const response = await (await clientAs(t, member)).post('/api/registration/submit', { ...body, main });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };
  /** Two members who name each other; the first's participation is the one staff change. */
  const pair = async (first: string, second: string) => {
    const [a, b] = [await insertMember(t.database.db, null), await insertMember(t.database.db, null)];
    const left = await book(a, first, b.numMember);
    await book(b, second, a.numMember);
    return { left, a, b };
  };
  const leftEmails = (to: string) =>
    t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.purpose, ROOM_MATE_LEFT_PURPOSE), eq(emailOutbox.toAddress, to)));
  const loaded = async (id: number): Promise<TParticipation> =>
    (await admin.get(`/api/admin/participation/${id}`)).json();
  const expectToldOnce = async (to: string, leaver: string) => {
    const [email, ...more] = await leftEmails(to);
    expect(more).toEqual([]);
    expect(email?.subject).toContain(`${leaver} no longer shares your room`);
    expect(email?.text).toContain('Staff Moves Inn');
    expect(email?.text).toContain(`Your registration page: ${dashboardUrl('demo')}`);
    expect(email?.html).toContain(`href="${dashboardUrl('demo')}"`);
  };

  it('Manage Registration moving one half to a single room tells the other, even unasked', async () => {
    const { left } = await pair('Dora', 'Eli');
    const before = await loaded(left.id);
    const saved = await admin.put(`/api/admin/participation/${left.id}`, {
      ...manageBodyOf(before),
      rateId: singleRateId,
      roomOption: 'single',
      sharing: null,
      notifyParticipant: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await expectToldOnce('eli@booking.test', 'Dora Martin');
    expect(await leftEmails('dora@booking.test')).toEqual([]);
  });

  it('Manage Registration cancelling one half tells the other', async () => {
    const { left } = await pair('Fay', 'Gus');
    const saved = await admin.put(`/api/admin/participation/${left.id}`, {
      ...manageBodyOf(await loaded(left.id)),
      statusRegistration: 'cancelled',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await expectToldOnce('gus@booking.test', 'Fay Martin');
  });

  it('Manage Registration saving other fields of the pair tells nobody', async () => {
    const { left } = await pair('Hal', 'Ivy');
    const body = manageBodyOf(await loaded(left.id));
    const saved = await admin.put(`/api/admin/participation/${left.id}`, {
      ...body,
      main: { ...body.main, phone: '+351 900 000 001' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await leftEmails('ivy@booking.test')).toEqual([]);
  });

  it('the list’s status change to cancelled tells the other half', async () => {
    const { left } = await pair('Jan', 'Kit');
    const response = await admin.post('/api/participation/bulk/status', {
      congressSlug: 'demo',
      status: 'cancelled',
      selection: { kind: 'participations', ids: [left.id] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ done: 1 });
    await expectToldOnce('kit@booking.test', 'Jan Martin');
  });

  it('staff clearing the room-mate on the participation itself tell the member named', async () => {
    const { left } = await pair('Lea', 'Max');
    const response = await admin.put(`/api/participation/update/${left.id}`, {
      accompanyingMemberNumber: '',
      version: (await loaded(left.id)).version,
    });
    expect(response.statusCode, response.body).toBe(200);
    await expectToldOnce('max@booking.test', 'Lea Martin');
  });

  it('a cancellation under the congress policy tells the other half', async () => {
    const policy: TCancellationPolicy = {
      steps: [{ until: dayInZone(new Date(Date.now() + 10 * 86_400_000), 'Europe/Lisbon'), feePercent: 0 }],
      afterLastStep: 'closed',
      needsApproval: false,
    };
    await t.database.db
      .update(congresses)
      .set({ cancellationPolicy: policy })
      .where(eq(congresses.slug, 'demo'));
    const { left, a } = await pair('Ned', 'Ora');
    const owner = await clientAs(t, a);
    const response = await owner.post(`/api/participation/${left.id}/cancel`, {
      version: (await loaded(left.id)).version,
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    await expectToldOnce('ora@booking.test', 'Ned Martin');
  });
});
