import { EMAIL_MESSAGES, RECIPIENT_PREVIEW_LIMIT } from '@congress/domain/contracts/emails';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createTestContext,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import { emailOutbox, participants } from '../../db/schema/index.ts';
import {
  type CongressFixture,
  createCongress,
  createParticipation,
  createRate,
  createUser,
  type ParticipationFixture,
  signInAs,
  TEST_JWT_SECRET,
} from '../../../test/fixtures/payment-fixtures.ts';

describe('POST /api/email/recipients: whom a bulk e-mail would reach, without sending', () => {
  let t: TestContext;
  let congress: CongressFixture;
  let admin: TestClient;
  let paula: ParticipationFixture;
  let theo: ParticipationFixture;
  let nomail: ParticipationFixture;

  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    const db = t.database.db;
    congress = await createCongress(db);
    const rateId = await createRate(db, congress, { price: '800.00' });
    paula = await createParticipation(db, congress, rateId, { firstName: 'Paula' });
    theo = await createParticipation(db, congress, rateId, { firstName: 'Theo' });
    nomail = await createParticipation(db, congress, rateId, { firstName: 'Nora' });
    await db.update(participants).set({ email: null }).where(eq(participants.id, nomail.mainParticipantId));
    admin = createClient(t.app);
    await signInAs(admin, (await createUser(db, ['ROLE_ADMIN'], congress.id)).id);
  });
  afterAll(async () => {
    await t.close();
  });

  const recipients = (client: TestClient, body: Record<string, unknown>) =>
    client.post('/api/email/recipients', { congressId: congress.id, ...body });

  it('lists the participations a filter selects, with name and e-mail, and sends nothing', async () => {
    const all = await recipients(admin, { recipients: { kind: 'filter', filter: {} } });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({
      total: 3,
      items: [
        {
          participationId: paula.id,
          firstName: 'Paula',
          lastName: 'Martin',
          email: `claire-${paula.userId}@payments.test`,
          missing: [],
          skip: null,
          isCancelled: false,
        },
        {
          participationId: theo.id,
          firstName: 'Theo',
          lastName: 'Martin',
          email: `claire-${theo.userId}@payments.test`,
          missing: [],
          skip: null,
          isCancelled: false,
        },
        // The send path skips a participation whose main participant has no address.
        {
          participationId: nomail.id,
          firstName: 'Nora',
          lastName: 'Martin',
          email: null,
          missing: [],
          skip: 'no-email',
          isCancelled: false,
        },
      ],
      incomplete: 0,
      toSend: 2,
      skipped: { 'no-email': 1, 'nothing-due': 0, incomplete: 0 },
    });
    const one = await recipients(admin, { recipients: { kind: 'filter', filter: { search: 'Theo' } } });
    expect(one.json()).toMatchObject({ total: 1, items: [{ participationId: theo.id, firstName: 'Theo' }] });
    const none = await recipients(admin, { recipients: { kind: 'filter', filter: { search: 'Nobody' } } });
    expect(none.json()).toMatchObject({ total: 0, items: [], incomplete: 0, toSend: 0 });
    expect(
      await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.congressId, congress.id)),
    ).toEqual([]);
  });

  it('lists selected ids once each, ignoring ids of another congress as the send path does', async () => {
    const db = t.database.db;
    const other = await createCongress(db);
    const foreign = await createParticipation(db, other, await createRate(db, other), { firstName: 'Fiona' });
    const chosen = await recipients(admin, {
      recipients: { kind: 'participations', ids: [theo.id, foreign.id, theo.id, paula.id] },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({
      total: 2,
      items: [
        expect.objectContaining({ participationId: paula.id, firstName: 'Paula' }),
        expect.objectContaining({ participationId: theo.id, firstName: 'Theo' }),
      ],
      incomplete: 0,
      toSend: 2,
      skipped: { 'no-email': 0, 'nothing-due': 0, incomplete: 0 },
    });
    const onlyForeign = await recipients(admin, {
      recipients: { kind: 'participations', ids: [foreign.id] },
    });
    expect(onlyForeign.json()).toMatchObject({ total: 0, items: [], incomplete: 0 });
    // Sending to the same selection is refused: nobody of this congress is in it.
    const sent = await admin.post('/api/email/send', {
      congressId: congress.id,
      subject: 'Hello',
      body: '<p>Hello</p>',
      attachments: { rib: false, invoice: false },
      recipients: { kind: 'participations', ids: [foreign.id] },
    });
    expect(sent.statusCode).toBe(400);
    expect(sent.json().message).toBe(EMAIL_MESSAGES.noRecipients);
  });

  it('gives the first RECIPIENT_PREVIEW_LIMIT rows and the total of all', async () => {
    const db = t.database.db;
    const big = await createCongress(db);
    const rateId = await createRate(db, big);
    const count = RECIPIENT_PREVIEW_LIMIT + 3;
    const created: number[] = [];
    for (let index = 0; index < count; index += 1)
      created.push((await createParticipation(db, big, rateId, { firstName: `P${index}` })).id);
    const bigAdmin = createClient(t.app);
    await signInAs(bigAdmin, (await createUser(db, ['ROLE_ADMIN'], big.id)).id);
    const response = await bigAdmin.post('/api/email/recipients', {
      congressId: big.id,
      recipients: { kind: 'filter', filter: {} },
    });
    const list = response.json();
    expect(list.total).toBe(count);
    expect(list.items).toHaveLength(RECIPIENT_PREVIEW_LIMIT);
    expect(list.items.map((item: { participationId: number }) => item.participationId)).toEqual(
      created.slice(0, RECIPIENT_PREVIEW_LIMIT),
    );
  }, 60_000);

  it('answers 400 for an empty selection or an unknown kind', async () => {
    expect((await recipients(admin, { recipients: { kind: 'participations', ids: [] } })).statusCode).toBe(
      400,
    );
    expect((await recipients(admin, { recipients: { kind: 'everyone' } })).statusCode).toBe(400);
    expect(
      (await admin.post('/api/email/recipients', { recipients: { kind: 'filter', filter: {} } })).statusCode,
    ).toBe(400);
  });

  it('refuses visualisation, participants, admins of other congresses and anonymous callers', async () => {
    const db = t.database.db;
    const viewer = createClient(t.app);
    await signInAs(viewer, (await createUser(db, ['ROLE_VISUALISATION'], congress.id)).id);
    const participant = createClient(t.app);
    await signInAs(participant, paula.userId);
    const elsewhere = createClient(t.app);
    await signInAs(elsewhere, (await createUser(db, ['ROLE_ADMIN'], (await createCongress(db)).id)).id);
    const body = { recipients: { kind: 'filter', filter: {} } };
    expect((await recipients(viewer, body)).statusCode).toBe(403);
    expect((await recipients(participant, body)).statusCode).toBe(403);
    expect((await recipients(elsewhere, body)).statusCode).toBe(403);
    expect((await recipients(createClient(t.app), body)).statusCode).toBe(401);
  });
});
