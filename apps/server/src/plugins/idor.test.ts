import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatrixIds, Role } from '../../test/authorisation-matrix.ts';
import { congressIdOf } from '../../test/fixtures/auth-fixtures.ts';
import { demoIds } from '../../test/fixtures/booking-fixtures.ts';
import { type DeskIds, idorCases, routeOf } from '../../test/idor-cases.ts';
import { NOT_OWNED } from '../../test/idor-not-owned.ts';
import { matrixClients, matrixIds } from '../../test/matrix-identities.ts';
import { tableChecksums } from '../../test/table-checksums.ts';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-app.ts';
import * as s from '../db/schema/index.ts';

async function insertCampaign(t: TestContext, congressId: number): Promise<number> {
  const [row] = await t.database.db
    .insert(s.emailCampaigns)
    .values({
      congressId,
      sentByEmail: 'admin@demo.test',
      subject: 'Hello',
      body: '<p>Hello</p>',
      selection: { kind: 'participations', count: 1 },
      attachments: { rib: false, invoice: false },
      includeIncomplete: false,
      recipientCount: 0,
      queuedCount: 0,
      skippedCount: 0,
    })
    .returning({ id: s.emailCampaigns.id });
  if (!row) throw new Error('campaign not stored');
  return row.id;
}

/** A bank statement of the demo congress with one unmatched line (bank reconciliation). */
async function insertStatement(t: TestContext, congressId: number) {
  const [statement] = await t.database.db
    .insert(s.bankStatements)
    .values({ congressId, format: 'csv', fileName: 'bank.csv', contentHash: 'idor', lineCount: 1 })
    .returning({ id: s.bankStatements.id });
  if (!statement) throw new Error('statement not stored');
  const [line] = await t.database.db
    .insert(s.bankStatementLines)
    .values({
      congressId,
      statementId: statement.id,
      lineKey: 'idor-1',
      bookedOn: '2027-01-04',
      amountCents: 500,
      currency: 'EUR',
      status: 'unmatched',
    })
    .returning({ id: s.bankStatementLines.id });
  if (!line) throw new Error('statement line not stored');
  return { statementId: statement.id, statementLineId: line.id };
}

/** A refused invitation letter of Claire Martin's participation; refused, so nothing issues it. */
async function insertLetter(t: TestContext, ids: MatrixIds): Promise<number> {
  const [row] = await t.database.db
    .insert(s.invitationLetters)
    .values({
      congressId: ids.congressId,
      participationId: ids.participationId,
      reference: 'IDOR-LETTER',
      status: 'refused',
      language: 'en',
      details: {},
      refusalReason: 'IDOR',
    })
    .returning({ id: s.invitationLetters.id });
  if (!row) throw new Error('letter not stored');
  return row.id;
}

/** A participant waiting on a rate of the demo congress's waiting list. */
async function insertWaitingEntry(t: TestContext, ids: MatrixIds): Promise<number> {
  const [user] = await t.database.db.select({ id: s.users.id }).from(s.users).limit(1);
  const [row] = await t.database.db
    .insert(s.waitingListEntries)
    .values({ congressId: ids.congressId, rateId: ids.rateId, userId: user!.id, position: 1 })
    .returning({ id: s.waitingListEntries.id });
  if (!row) throw new Error('waiting-list entry not stored');
  return row.id;
}

/** A group of two places Claire Martin (the owner) pays for, on the demo's partner rate (decisions 49). */
async function insertGroup(t: TestContext, owner: TestClient) {
  const [rate] = await t.database.db
    .select({ id: s.rates.id })
    .from(s.rates)
    .where(eq(s.rates.label, 'Partner single - Grand Hotel'));
  const response = await owner.post('/api/group', {
    congressSlug: 'demo',
    rateId: rate?.id,
    places: 2,
    billing: {
      billingCompanyName: 'Martin Conseil',
      billingCompanyAddress: '1 rue de la Paix',
      billingCompanyCity: 'Paris',
      billingCompanyCountry: 'FR',
    },
  });
  if (response.statusCode !== 201) throw new Error(`group not booked: ${response.body}`);
  const group = response.json() as { id: number; places: Array<{ participationId: number }> };
  return { groupId: group.id, groupPlaceId: group.places[0]?.participationId ?? 0 };
}

/**
 * IDOR: every route that names a record, asked well-formed by someone who may use the route but not
 * that record: 403 or 404 (never 400: the request is valid; never 2xx), and no row of any table
 * changes over the whole run.
 */
describe('records of others (IDOR)', () => {
  let t: TestContext;
  let ids: MatrixIds;
  let desk: DeskIds;
  let clients: Map<Role, TestClient>;

  beforeAll(async () => {
    t = await createTestContext();
    ids = await matrixIds(t);
    clients = await matrixClients(t);
    const db = t.database.db;
    const pendingOf = async (kind: 'charge' | 'refund') => {
      const [row] = await db
        .select({ id: s.payments.id })
        .from(s.payments)
        .innerJoin(s.participations, eq(s.participations.id, s.payments.participationId))
        .where(
          and(
            eq(s.participations.congressId, ids.congressId),
            eq(s.payments.kind, kind),
            eq(s.payments.status, 'pending'),
            kind === 'charge' ? eq(s.payments.method, 'bank_transfer') : undefined,
          ),
        )
        .limit(1);
      if (!row) throw new Error(`no pending ${kind} in the demo congress`);
      return row.id;
    };
    desk = {
      transferId: await pendingOf('charge'),
      refundId: await pendingOf('refund'),
      closedCongressId: await congressIdOf(db, 'closed-demo'),
      memberTypeId: await (await demoIds(db)).typeId('member'),
      campaignId: await insertCampaign(t, ids.congressId),
      waitingEntryId: await insertWaitingEntry(t, ids),
      letterId: await insertLetter(t, ids),
      ...(await insertStatement(t, ids.congressId)),
      ...(await insertGroup(t, clients.get('owner') as TestClient)),
    };
  }, 120_000);
  afterAll(() => t.close());

  it('has a case for every route that names a record, or says why not', () => {
    const cases = idorCases(ids, desk);
    const covered = new Set(cases.map((entry) => routeOf(t.app.apiRoutes, entry.method, entry.url)));
    expect(cases.filter((entry) => !routeOf(t.app.apiRoutes, entry.method, entry.url))).toEqual([]);
    const named = t.app.apiRoutes.filter((route) => route.includes('{'));
    expect(named.filter((route) => !covered.has(route) && !(route in NOT_OWNED))).toEqual([]);
    expect(Object.keys(NOT_OWNED).filter((route) => !t.app.apiRoutes.includes(route))).toEqual([]);
  });

  it('answers 403 or 404 to whoever may not reach the record, and changes nothing', async () => {
    const before = await tableChecksums(t.database.db);
    const wrong: string[] = [];
    for (const entry of idorCases(ids, desk)) {
      for (const role of entry.outsiders) {
        const client = clients.get(role) as TestClient;
        const response = await client.request({
          method: entry.method,
          url: entry.url,
          ...(entry.body === undefined ? {} : { payload: entry.body as object }),
        });
        if (response.statusCode !== 403 && response.statusCode !== 404)
          wrong.push(`${entry.name} as ${role}: ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
      if (entry.rightful) {
        const response = await (clients.get(entry.rightful) as TestClient).request({
          method: 'GET',
          url: entry.url,
        });
        if (response.statusCode !== 200)
          wrong.push(`${entry.name} as ${entry.rightful}: ${response.statusCode}, expected 200`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await tableChecksums(t.database.db)).toEqual(before);
  }, 180_000);
});
