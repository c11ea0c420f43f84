import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatrixIds, Role } from '../../test/authorisation-matrix.ts';
import { congressIdOf } from '../../test/fixtures/auth-fixtures.ts';
import { demoIds, person } from '../../test/fixtures/booking-fixtures.ts';
import { matrixClients, matrixIds } from '../../test/matrix-identities.ts';
import { tableChecksums } from '../../test/table-checksums.ts';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-app.ts';
import * as s from '../db/schema/index.ts';

/** A well-formed request on a record of the demo congress, and who must not reach that record. */
type IdorCase = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  outsiders: readonly Role[];
  /** For reads: who does reach it (proves the url names a real record). */
  rightful?: Role;
};

/** People who are not Claire Martin and not staff of the demo congress (decision 40: nor visualisation). */
const NOT_HERS: readonly Role[] = ['user', 'member', 'viewer', 'adminElsewhere'];
const ELSEWHERE: readonly Role[] = ['adminElsewhere'];

type DeskIds = {
  transferId: number;
  refundId: number;
  closedCongressId: number;
  memberTypeId: number;
  campaignId: number;
  waitingEntryId: number;
  statementId: number;
  statementLineId: number;
};

/**
 * Routes that name something yet have no IDOR case, and why: the public catalogue (anyone may read
 * it), the caller's own records, a secret, or routes only a super admin passes (the matrix proves
 * the guard, and a super admin reaches every congress).
 */
const NOT_OWNED: Record<string, string> = {
  'GET /api/congress/slug/{slug}': 'public catalogue',
  'GET /api/hotel/congress/{slug}': 'public catalogue',
  'GET /api/hotel/{id}': 'public catalogue',
  'GET /api/files/{id}': 'public catalogue (logos, bank details of open congresses)',
  'GET /api/rate/participant/congress/{slug}': 'public catalogue',
  'GET /api/participant/congress/{slug}/types': 'public catalogue',
  'GET /api/rate/congress/{slug}': 'public catalogue',
  'GET /api/rate/congress/{slug}/participant/{participant}': 'public catalogue',
  'GET /api/rate/{id}/count': 'public catalogue',
  'GET /api/rate/{id}/availability': 'public catalogue',
  'GET /api/activity/open/congress/{id}': "the congress's open activities, for any signed-in person",
  'GET /api/participation/mine/congress/{slug}': "the caller's own",
  'GET /api/waiting-list/congress/{slug}/mine': "the caller's own",
  'POST /api/waiting-list/rate/{rateId}/join': "the caller's own place in a public rate's line",
  'DELETE /api/waiting-list/rate/{rateId}': "the caller's own",
  'GET /api/waiting-list/offer/{token}': 'the token is the secret',
  'POST /api/waiting-list/offer/{token}/accept': 'the token is the secret',
  'POST /api/reset-password/token/{token}': 'the token is the secret',
  'GET /api/congress/slug/{slug}/settings': 'super admin only',
  'PUT /api/congress/{id}/settings': 'super admin only',
  'POST /api/congress/{id}/upload/{kind}': 'super admin only',
  'GET /api/user/usersAdmin/{congressId}': 'super admin only',
  'PUT /api/user/update/{id}': 'super admin only',
  'PUT /api/member/{id}': 'super admin only',
  'POST /api/member/{id}/invitation': 'super admin only',
  'POST /api/privacy/congress/{id}/purge': 'super admin only',
};

/** The route of the table a request lands on ("METHOD /path/{param}"). */
function routeOf(routes: readonly string[], method: string, url: string): string | undefined {
  const path = url.split('?')[0] ?? url;
  return routes.find((route) => {
    const [routeMethod, pattern = ''] = route.split(' ');
    const regex = new RegExp(`^${pattern.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    return routeMethod === method && regex.test(path);
  });
}

function idorCases(ids: MatrixIds, desk: DeskIds): IdorCase[] {
  const { congressId: c, participationId: p, registrationId: r, activityId: a } = ids;
  const other = desk.closedCongressId;
  const message = {
    subject: 'Hello',
    body: '<p>Dear {{firstName}}</p>',
    attachments: { rib: false, invoice: false },
    recipients: { kind: 'participations', ids: [p] },
  };
  const activity = { label: 'Night walk', startDate: '2027-06-10', who: ['member'] };
  const hotel = { name: 'Hotel X', address: 'Rua 1', website: 'https://x.test', description: 'X' };
  const rate = {
    hotelId: ids.hotelId,
    label: 'Stolen rate',
    sectionId: null,
    quota: 5,
    roomOption: 'single',
    isOpened: true,
    isEarlyBird: false,
    openDate: null,
    closeDate: null,
    comment: '',
    firstParticipantTypeId: desk.memberTypeId,
    secondParticipantType: null,
    firstParticipantPrice: '100.00',
    secondParticipantPrice: null,
  };
  const get = (name: string, url: string, outsiders: readonly Role[], rightful: Role): IdorCase => ({
    name,
    method: 'GET',
    url,
    outsiders,
    rightful,
  });
  const ask = (
    name: string,
    method: IdorCase['method'],
    url: string,
    outsiders: readonly Role[],
    body?: unknown,
  ): IdorCase => ({ name, method, url, outsiders, ...(body === undefined ? {} : { body }) });
  return [
    // Claire Martin's own records.
    get('her participant', `/api/participant/${ids.participantId}`, NOT_HERS, 'owner'),
    get(
      'her participation',
      `/api/participation/participant/${ids.participantId}/congress/demo`,
      NOT_HERS,
      'owner',
    ),
    get('her payments', `/api/payment/participation/${p}`, NOT_HERS, 'owner'),
    get('her documents', `/api/invoice/documents/${p}`, NOT_HERS, 'owner'),
    get('her invoice', `/api/invoice/document/${ids.invoiceId}`, NOT_HERS, 'owner'),
    get('her activities', `/api/activity/registration/${r}`, NOT_HERS, 'owner'),
    get('her participation activities', `/api/activity/participation/${p}`, NOT_HERS, 'owner'),
    get('her tickets', `/api/ticket/participation/${p}`, [...NOT_HERS, 'checkIn'], 'owner'),
    get('her ticket PDF', `/api/ticket/participation/${p}/pdf`, [...NOT_HERS, 'checkIn'], 'owner'),
    get('her registration for staff', `/api/admin/participation/${p}`, ELSEWHERE, 'admin'),
    ask('update her companion', 'PUT', `/api/participation/update/${p}`, NOT_HERS, {
      accompanyingFirstName: 'Eve',
      accompanyingLastName: 'Intruder',
    }),
    ask('change her travel', 'PUT', `/api/registration/${r}`, NOT_HERS, { arrivalOrigin: 'Nowhere' }),
    ask('add a registration to her participation', 'POST', '/api/registration/create', NOT_HERS, [
      { participation_id: p, participant_id: ids.participantId },
    ]),
    ask('book with her participant', 'POST', '/api/participation/create', NOT_HERS, {
      rateId: ids.rateId,
      participant_id: ids.participantId,
      consent: true,
    }),
    ask('choose her activities', 'PUT', `/api/activity/registration/${r}/choices`, NOT_HERS, {
      activityIds: [],
    }),
    ask('pay for her by card', 'POST', '/api/payment/stripe/create', NOT_HERS, { participation: p }),
    ask('record a payment on hers', 'POST', '/api/payment/create', NOT_HERS, { participation: p }),
    ask('choose a transfer for her', 'POST', '/api/payment/bank-transfer', NOT_HERS, { participation: p }),
    ask('confirm for her', 'POST', '/api/payment/confirm', NOT_HERS, { participation: p }),
    ask('her invoice as a file', 'POST', '/api/export/invoice/invoice', NOT_HERS, { participation: p }),
    ask('send her invoice', 'POST', '/api/invoice/send', NOT_HERS, { participation: p }),
    // The demo congress's records, reached by an admin of another congress.
    get('the list', `/api/participation/congress/demo`, ELSEWHERE, 'admin'),
    get('the filtered list', '/api/participation/congress/demo/all/all/all/all/all', ELSEWHERE, 'viewer'),
    get('the organiser overview', '/api/overview/congress/demo', ELSEWHERE, 'viewer'),
    get('the activities', '/api/activity/congress/demo', ELSEWHERE, 'viewer'),
    get('the door search', '/api/check-in/congress/demo/search?q=Martin', ELSEWHERE, 'checkIn'),
    ask('a ticket at the door here', 'POST', '/api/check-in/congress/demo/lookup', ELSEWHERE, {
      token: '1.AAAAAAAAAAAAAAAAAAAAAA',
    }),
    ask('check her in', 'POST', `/api/check-in/congress/demo/registration/${r}`, ELSEWHERE, {}),
    ask('badges here', 'POST', '/api/check-in/badges', ELSEWHERE, {
      congressSlug: 'demo',
      selection: { kind: 'participations', ids: [p] },
    }),
    get("a rate's waiting list", `/api/waiting-list/admin/rate/${ids.rateId}`, ELSEWHERE, 'admin'),
    get("an activity's waiting list", `/api/waiting-list/admin/activity/${a}`, ELSEWHERE, 'admin'),
    ask('put her on an activity waiting list', 'POST', `/api/waiting-list/activity/${a}/join`, NOT_HERS, {
      registrationId: r,
    }),
    ask(
      'take her off an activity waiting list',
      'DELETE',
      `/api/waiting-list/activity/${a}/registration/${r}`,
      NOT_HERS,
    ),
    ask(
      'reorder a waiting list here',
      'POST',
      `/api/waiting-list/admin/entry/${desk.waitingEntryId}/move`,
      ELSEWHERE,
      {
        direction: 'down',
      },
    ),
    ask(
      'remove from a waiting list here',
      'DELETE',
      `/api/waiting-list/admin/entry/${desk.waitingEntryId}`,
      ELSEWHERE,
    ),
    ask(
      'offer a waiting place here',
      'POST',
      `/api/waiting-list/admin/entry/${desk.waitingEntryId}/offer`,
      ELSEWHERE,
    ),
    get('activity statistics', '/api/activity/stats/congress/demo', ELSEWHERE, 'viewer'),
    get('without a choice', '/api/activity/stats/congress/demo/without-choice', ELSEWHERE, 'viewer'),
    get("an activity's people", `/api/activity/${a}/participants`, ELSEWHERE, 'viewer'),
    get('the activity export', '/api/activity/export/congress/demo', ELSEWHERE, 'admin'),
    get('a template', `/api/template/label/Reminder%20Payment?congressId=${c}`, ELSEWHERE, 'admin'),
    get('the templates', `/api/email/templates/${c}`, ELSEWHERE, 'admin'),
    get('the campaigns', `/api/email/campaigns/${c}`, ELSEWHERE, 'admin'),
    get('a campaign', `/api/email/campaign/${desk.campaignId}?congressId=${c}`, ELSEWHERE, 'admin'),
    // Her congress's campaign, asked under mine: no rightful reader of this url.
    ask(
      'a campaign through my congress',
      'GET',
      `/api/email/campaign/${desk.campaignId}?congressId=${other}`,
      ELSEWHERE,
    ),
    get(
      "a campaign's recipients",
      `/api/email/campaign/${desk.campaignId}/recipients?congressId=${c}`,
      ELSEWHERE,
      'admin',
    ),
    get('the e-mail log', `/api/email/log/${c}`, ELSEWHERE, 'admin'),
    get('the payments desk', '/api/payments-desk/congress/demo', ELSEWHERE, 'admin'),
    get('awaited transfers', '/api/payments-desk/congress/demo/transfers', ELSEWHERE, 'admin'),
    get('refund requests', '/api/payments-desk/congress/demo/refunds', ELSEWHERE, 'admin'),
    get('desk search', '/api/payments-desk/congress/demo/participations?search=Martin', ELSEWHERE, 'admin'),
    get('a member', `/api/participant/memberUserId/${ids.memberUserId}?congress=demo`, ELSEWHERE, 'admin'),
    ask('create a hotel here', 'POST', '/api/hotel/create', ELSEWHERE, { congressId: c, ...hotel }),
    ask('edit a hotel here', 'PUT', `/api/hotel/update/${ids.hotelId}`, ELSEWHERE, {
      congressId: c,
      ...hotel,
    }),
    ask('move a hotel to my congress', 'PUT', `/api/hotel/update/${ids.hotelId}`, ELSEWHERE, {
      congressId: other,
      ...hotel,
    }),
    ask('create a rate here', 'POST', '/api/rate/create', ELSEWHERE, { congressId: c, ...rate }),
    ask('edit a rate here', 'PUT', `/api/rate/${ids.rateId}`, ELSEWHERE, {
      congressId: c,
      ...rate,
      version: 1,
    }),
    ask('move a rate to my congress', 'PUT', `/api/rate/${ids.rateId}`, ELSEWHERE, {
      congressId: other,
      ...rate,
      version: 1,
    }),
    ask('close a rate', 'PUT', `/api/rate/${ids.rateId}/toggle`, ELSEWHERE, { version: 1 }),
    ask('bulk status', 'POST', '/api/participation/bulk/status', ELSEWHERE, {
      congressSlug: 'demo',
      status: 'cancelled',
      selection: { kind: 'participations', ids: [p] },
    }),
    ask('manage her registration', 'PUT', `/api/admin/participation/${p}`, ELSEWHERE, {
      rateId: ids.rateId,
      statusRegistration: 'cancelled',
      main: person('Claire'),
      version: 1,
    }),
    ask('add a registration here', 'POST', '/api/admin/participation', ELSEWHERE, {
      congressSlug: 'demo',
      rateId: ids.rateId,
      statusRegistration: 'confirmed',
      main: person('Mallory'),
    }),
    ask('open an activity', 'PUT', `/api/activity/${a}/congress/${c}`, ELSEWHERE, {
      isOpen: false,
      version: 1,
    }),
    ask('an activity through my congress', 'PUT', `/api/activity/${a}/congress/${other}`, ELSEWHERE, {
      isOpen: false,
      version: 1,
    }),
    ask('open all activities', 'PUT', `/api/activity/congress/${c}/open`, ELSEWHERE, { isOpen: false }),
    ask('create an activity here', 'POST', '/api/activity/create', ELSEWHERE, {
      congressId: c,
      ...activity,
    }),
    ask('edit an activity', 'PUT', `/api/activity/${a}`, ELSEWHERE, { ...activity, version: 1 }),
    ask('delete an activity', 'DELETE', `/api/activity/${a}`, ELSEWHERE),
    ask('edit a template', 'PUT', '/api/email/template/Reminder%20Payment', ELSEWHERE, {
      congressId: c,
      subject: 'x',
      body: '<p>x</p>',
    }),
    ask('edit the invoice template', 'POST', '/api/email/template/edit/invoice', ELSEWHERE, {
      congressId: c,
      subject: 'x',
      body: '<p>x</p>',
    }),
    ask('send e-mail here', 'POST', '/api/email/send', ELSEWHERE, { congressId: c, ...message }),
    ask('list recipients here', 'POST', '/api/email/recipients', ELSEWHERE, {
      congressId: c,
      recipients: message.recipients,
    }),
    ask('preview her e-mail here', 'POST', '/api/email/preview', ELSEWHERE, { congressId: c, ...message }),
    ask('preview her e-mail from my congress', 'POST', '/api/email/preview', ELSEWHERE, {
      congressId: other,
      ...message,
      participationId: p,
    }),
    ask('test e-mail with her data', 'POST', '/api/email/test', ELSEWHERE, {
      congressId: c,
      ...message,
      participationId: p,
    }),
    ask('export here', 'POST', '/api/export/all', ELSEWHERE, { congressId: c }),
    ask('a transfer received', 'POST', `/api/payments-desk/transfer/${desk.transferId}/received`, ELSEWHERE, {
      amount: '1.00',
      receivedOn: new Date().toISOString().slice(0, 10),
    }),
    ask('bulk transfers', 'POST', '/api/payments-desk/bulk/transfers-received', ELSEWHERE, {
      congressSlug: 'demo',
      selection: { kind: 'participations', ids: [p] },
      receivedOn: new Date().toISOString().slice(0, 10),
    }),
    ask('approve a refund', 'POST', `/api/payments-desk/refund/${desk.refundId}/approve`, ELSEWHERE),
    ask('refuse a refund', 'POST', `/api/payments-desk/refund/${desk.refundId}/refuse`, ELSEWHERE, {
      reason: 'The congress keeps the deposit.',
    }),
    ask('a manual payment', 'POST', `/api/payments-desk/participation/${p}/manual-payment`, ELSEWHERE, {
      amount: '1.00',
      receivedOn: new Date().toISOString().slice(0, 10),
    }),
    get('bank statements', '/api/payments-desk/congress/demo/statements', ELSEWHERE, 'admin'),
    get('a bank statement', `/api/payments-desk/statement/${desk.statementId}`, ELSEWHERE, 'admin'),
    ask('import a statement here', 'POST', '/api/payments-desk/congress/demo/statements', ELSEWHERE, {}),
    ask(
      'preview a CSV here',
      'POST',
      '/api/payments-desk/congress/demo/statements/csv-preview',
      ELSEWHERE,
      {},
    ),
    ask(
      'confirm statement lines',
      'POST',
      `/api/payments-desk/statement/${desk.statementId}/confirm`,
      ELSEWHERE,
      { lineIds: [desk.statementLineId] },
    ),
    ask(
      'resolve a statement line',
      'POST',
      `/api/payments-desk/statement-line/${desk.statementLineId}/resolve`,
      ELSEWHERE,
      { action: 'ignore' },
    ),
  ];
}

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

/** A bank statement of the demo congress with one unmatched line (issue 15 reconciliation). */
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

/** A participant waiting on a rate of the demo congress (issue 15 waiting lists). */
async function insertWaitingEntry(t: TestContext, ids: MatrixIds): Promise<number> {
  const [user] = await t.database.db.select({ id: s.users.id }).from(s.users).limit(1);
  const [row] = await t.database.db
    .insert(s.waitingListEntries)
    .values({ congressId: ids.congressId, rateId: ids.rateId, userId: user!.id, position: 1 })
    .returning({ id: s.waitingListEntries.id });
  if (!row) throw new Error('waiting-list entry not stored');
  return row.id;
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
      ...(await insertStatement(t, ids.congressId)),
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
