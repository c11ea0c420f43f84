import { englishText } from '@congress/domain/i18n/english';
import { BULK_MESSAGES, type TBulkSummary } from '@congress/domain/contracts/bulk-actions';
import { MESSAGES } from '@congress/domain/messages';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../../test/fixtures/auth-fixtures.ts';
import {
  createClient,
  createTestContext,
  type TestClient,
  type TestContext,
} from '../../../../test/test-app.ts';
import * as s from '../../../db/schema/index.ts';

/** The list's bulk "Change status" on the demo congress: one transaction per row. */
describe('POST /api/participation/bulk/status', () => {
  let t: TestContext;
  let admin: TestClient;
  const ids: Record<string, number> = {};

  async function participationOf(email: string): Promise<{ id: number; rateId: number }> {
    const db = t.database.db;
    const [user] = await db.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, email));
    const [member] = await db
      .select({ id: s.memberUsers.id })
      .from(s.memberUsers)
      .where(eq(s.memberUsers.email, email));
    const owner = user
      ? eq(s.participants.userId, user.id)
      : eq(s.participants.memberUserId, member?.id ?? -1);
    const [row] = await db
      .select({ id: s.participations.id, rateId: s.participations.rateId })
      .from(s.participations)
      .innerJoin(s.participants, eq(s.participants.id, s.participations.mainParticipantId))
      .where(owner);
    if (!row) throw new Error(`no demo participation for ${email}`);
    return row;
  }

  const statuses = async (participationId: number) =>
    (
      await t.database.db
        .select({ position: s.registrations.position, status: s.registrations.statusRegistration })
        .from(s.registrations)
        .where(eq(s.registrations.participationId, participationId))
    )
      .sort((a, b) => a.position - b.position)
      .map((row) => row.status);

  const bulk = (body: object) =>
    admin.post('/api/participation/bulk/status', { congressSlug: 'demo', ...body });

  beforeAll(async () => {
    t = await createTestContext();
    const account = await createUser(t.database.db, { roles: ['ROLE_ADMIN'], grants: ['demo'] });
    admin = createClient(t.app);
    expect((await signIn(admin, account, 'user')).statusCode).toBe(200);
    for (const [key, email] of [
      ['claire', 'registered@demo.test'],
      ['paul', 'cancelled@demo.test'],
      ['ana', 'member2@demo.test'],
      ['kenji', 'member6@demo.test'],
    ] as const) {
      ids[key] = (await participationOf(email)).id;
    }
  });
  afterAll(() => t.close());

  it('changes what it can, one row at a time, and says what failed and why', async () => {
    const db = t.database.db;
    // Paul's rate has no place left: reviving his cancelled participation must fail alone.
    const paul = await participationOf('cancelled@demo.test');
    await db.update(s.rates).set({ quota: 1 }).where(eq(s.rates.id, paul.rateId));
    // Ana's transfer confirmed her registration (spec 4); an admin had put it back to pending.
    await db
      .update(s.registrations)
      .set({ statusRegistration: 'pending' })
      .where(eq(s.registrations.participationId, ids.ana as number));

    const response = await bulk({
      status: 'confirmed',
      selection: { kind: 'participations', ids: [ids.claire, ids.paul, ids.ana, 999_999] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json() as TBulkSummary;
    expect(summary).toMatchObject({ requested: 4, done: 1, unchanged: 1 });
    expect(summary.failures).toEqual([
      { participationId: 999_999, name: '#999999', message: BULK_MESSAGES.notInCongress },
      { participationId: ids.paul, name: 'Paul Girard', message: MESSAGES.rateUnavailable },
    ]);
    expect(await statuses(ids.ana as number)).toEqual(['confirmed']);
    expect(await statuses(ids.paul as number)).toEqual(['cancelled']);
    // The reasons in the reader's language.
    const inFrench = await admin.request({
      method: 'POST',
      url: '/api/participation/bulk/status',
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
      payload: {
        congressSlug: 'demo',
        status: 'confirmed',
        selection: { kind: 'participations', ids: [ids.paul, 999_999] },
      },
    });
    expect((inFrench.json() as TBulkSummary).failures.map((failure) => failure.message)).toEqual([
      'Cette participation n’appartient pas à ce congrès.',
      'Le tarif choisi n’est plus disponible.',
    ]);

    // The audit log: the row that changed, with its before and after, and the action as a whole.
    const audit = await db.select().from(s.auditLog).where(eq(s.auditLog.action, 'bulk-status'));
    const rows = audit.filter((entry) => entry.entity === 'participation');
    expect(rows.map((entry) => Number(entry.entityId))).toEqual([ids.ana]);
    expect(rows[0]?.before).toMatchObject({ registrations: [{ status: 'pending' }] });
    expect(rows[0]?.after).toMatchObject({ registrations: [{ status: 'confirmed' }] });
    const whole = audit.find((entry) => entry.entity === 'congress');
    expect(whole?.after).toMatchObject({ status: 'confirmed', requested: 4, done: 1, unchanged: 1 });
  });

  it('applies the status to the companion too, and a cancellation e-mails the participant', async () => {
    const db = t.database.db;
    const response = await bulk({
      status: 'cancelled',
      selection: { kind: 'participations', ids: [ids.kenji] },
    });
    expect((response.json() as TBulkSummary).done).toBe(1);
    expect(await statuses(ids.kenji as number)).toEqual(['cancelled', 'cancelled']);
    const mails = await db
      .select({ subject: s.emailOutbox.subject })
      .from(s.emailOutbox)
      .where(eq(s.emailOutbox.toAddress, 'member6@demo.test'));
    expect(mails.some((mail) => /cancel/i.test(mail.subject))).toBe(true);
    // Back to confirmed: both registrations again, within the rate's places.
    await bulk({ status: 'confirmed', selection: { kind: 'participations', ids: [ids.kenji] } });
    expect(await statuses(ids.kenji as number)).toEqual(['confirmed', 'confirmed']);
  });

  it('works on all N matching the filter, and does nothing when N changed since it was confirmed', async () => {
    const filter = { status: 'all', sharing: 'matching', hotelId: 'all', roomOption: 'all', type: 'all' };
    const stale = await bulk({ status: 'on_hold', selection: { kind: 'filter', filter, expectedCount: 3 } });
    expect([stale.statusCode, stale.json().message]).toEqual([
      409,
      englishText(BULK_MESSAGES.selectionChanged, { count: 2 }),
    ]);
    const matching = await t.database.db
      .select({ id: s.registrations.participationId })
      .from(s.registrations)
      .where(and(eq(s.registrations.position, 1), eq(s.registrations.statusRegistration, 'on_hold')));
    expect(matching).toEqual([]);
    const done = await bulk({ status: 'on_hold', selection: { kind: 'filter', filter, expectedCount: 2 } });
    expect((done.json() as TBulkSummary).done).toBe(2);
    const held = await t.database.db
      .select({ id: s.registrations.participationId })
      .from(s.registrations)
      .where(inArray(s.registrations.statusRegistration, ['on_hold']));
    expect(new Set(held.map((row) => row.id)).size).toBe(2);
  });

  it('is for admins of the congress: visualisation and other congresses get 403', async () => {
    const body = {
      congressSlug: 'demo',
      status: 'confirmed',
      selection: { kind: 'participations', ids: [1] },
    };
    for (const options of [
      { roles: ['ROLE_VISUALISATION'], grants: ['demo'] },
      { roles: ['ROLE_ADMIN'], grants: ['closed-demo'] },
    ]) {
      const client = createClient(t.app);
      await signIn(client, await createUser(t.database.db, options), 'user');
      expect((await client.post('/api/participation/bulk/status', body)).statusCode).toBe(403);
    }
    expect((await bulk({ status: 'paid', selection: { kind: 'participations', ids: [1] } })).statusCode).toBe(
      400,
    );
  });
});
