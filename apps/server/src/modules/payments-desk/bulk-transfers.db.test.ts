import { BULK_MESSAGES, type TBulkSummary } from '@congress/domain/contracts/bulk-actions';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/fixtures/auth-fixtures.ts';
import {
  createClient,
  createTestContext,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import * as s from '../../db/schema/index.ts';

/**
 * The list's bulk "Confirm transfers received" on the demo congress: member2 (Ana Silva)
 * and member4 (Camille Dubois) await a transfer; Claire Martin paid by card.
 */
describe('POST /api/payments-desk/bulk/transfers-received', () => {
  let t: TestContext;
  let admin: TestClient;
  const ids: Record<string, number> = {};
  const today = () => new Date().toISOString().slice(0, 10);

  async function participationOf(email: string) {
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
      .select({ id: s.participations.id })
      .from(s.participations)
      .innerJoin(s.participants, eq(s.participants.id, s.participations.mainParticipantId))
      .where(owner);
    if (!row) throw new Error(`no demo participation for ${email}`);
    return row.id;
  }

  const transfersOf = (participationIds: number[]) =>
    t.database.db
      .select({ id: s.payments.id, status: s.payments.status })
      .from(s.payments)
      .where(
        and(inArray(s.payments.participationId, participationIds), eq(s.payments.method, 'bank_transfer')),
      );

  const received = (selection: object) =>
    admin.post('/api/payments-desk/bulk/transfers-received', {
      congressSlug: 'demo',
      receivedOn: today(),
      selection,
    });

  beforeAll(async () => {
    t = await createTestContext();
    const account = await createUser(t.database.db, { roles: ['ROLE_ADMIN'], grants: ['demo'] });
    admin = createClient(t.app);
    expect((await signIn(admin, account, 'user')).statusCode).toBe(200);
    ids.ana = await participationOf('member2@demo.test');
    ids.camille = await participationOf('member4@demo.test');
    ids.claire = await participationOf('registered@demo.test');
  });
  afterAll(() => t.close());

  it('confirms each awaited transfer in full, and says which had none', async () => {
    const selected = [ids.ana, ids.camille, ids.claire] as number[];
    expect((await transfersOf(selected)).map((p) => p.status)).toEqual(['pending', 'pending']);
    const response = await received({ kind: 'participations', ids: selected });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      requested: 3,
      done: 2,
      unchanged: 0,
      failures: [
        {
          participationId: ids.claire as number,
          name: 'Claire Martin',
          message: BULK_MESSAGES.noTransferAwaited,
        },
      ],
    } satisfies TBulkSummary);
    const transfers = await transfersOf(selected);
    expect(transfers.map((p) => p.status)).toEqual(['confirmed', 'confirmed']);

    // As the desk's Mark received: one audit entry per transfer, an invoice e-mailed, and the whole.
    const audit = await t.database.db.select().from(s.auditLog);
    const confirmed = audit.filter((entry) => entry.action === 'confirm-transfer');
    expect(confirmed.map((entry) => Number(entry.entityId)).sort()).toEqual(
      transfers.map((p) => p.id).sort(),
    );
    const whole = audit.find((entry) => entry.action === 'bulk-transfers-received');
    expect(whole?.after).toMatchObject({ requested: 3, done: 2, unchanged: 0 });
    const invoices = await t.database.db
      .select({ id: s.invoices.id })
      .from(s.invoices)
      .where(and(inArray(s.invoices.participationId, selected.slice(0, 2)), eq(s.invoices.kind, 'invoice')));
    expect(invoices).toHaveLength(2);

    // Again: nothing left to receive, so nothing changes twice.
    const again = (await received({ kind: 'participations', ids: [ids.ana] })).json() as TBulkSummary;
    expect(again).toMatchObject({ done: 0, unchanged: 1, failures: [] });
  });

  it('refuses a future date, and is for admins of the congress only', async () => {
    const future = await admin.post('/api/payments-desk/bulk/transfers-received', {
      congressSlug: 'demo',
      receivedOn: '2999-01-01',
      selection: { kind: 'participations', ids: [ids.camille] },
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields).toHaveProperty('receivedOn');
    const viewer = createClient(t.app);
    await signIn(
      viewer,
      await createUser(t.database.db, { roles: ['ROLE_VISUALISATION'], grants: ['demo'] }),
      'user',
    );
    expect((await viewer.post('/api/payments-desk/bulk/transfers-received', {})).statusCode).toBe(403);
  });
});
