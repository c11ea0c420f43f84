import type { TParticipationListPage } from '@congress/domain/contracts/participation-list';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_ROOM_MATE } from '../../../../seed/demo-participations.ts';
import { createUser, signIn } from '../../../../test/fixtures/auth-fixtures.ts';
import {
  createClient,
  createTestContext,
  type TestClient,
  type TestContext,
} from '../../../../test/test-app.ts';
import * as s from '../../../db/schema/index.ts';

/**
 * The list's search on the demo congress: accents and case ignored, and every value an
 * organiser looks a participation up by, kept true by the database whoever writes it.
 */
describe('participation list search', () => {
  let t: TestContext;
  let staff: TestClient;
  beforeAll(async () => {
    t = await createTestContext();
    const account = await createUser(t.database.db, { roles: ['ROLE_VISUALISATION'], grants: ['demo'] });
    staff = createClient(t.app);
    expect((await signIn(staff, account, 'user')).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  async function search(text: string): Promise<string[]> {
    const url = `/api/participation/congress/demo/all/all/all/all/all?pageSize=200&search=${encodeURIComponent(text)}`;
    const response = await staff.get(url);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as TParticipationListPage;
    return page.items.map((row) => `${row.firstName} ${row.lastName}`).sort();
  }

  it('ignores accents and case, and takes the words in any order', async () => {
    for (const text of ['Joao', 'joão', 'JOAO PEREIRA', 'pereira joão']) {
      expect(await search(text), text).toEqual(['João Pereira']);
    }
    expect(await search('LEA fontaine')).toEqual(['Léa Fontaine']);
    expect(await search('Joao Fontaine')).toEqual([]);
  });

  it('finds a participation by its companion and by its room-mate, registered or not', async () => {
    expect(await search('yuki')).toEqual(['Kenji Tanaka']);
    expect(await search(`${MISSING_ROOM_MATE.firstName} ${MISSING_ROOM_MATE.lastName}`)).toEqual([
      'João Pereira',
    ]);
    expect(await search(MISSING_ROOM_MATE.memberNumber)).toEqual(['João Pereira']);
    // The matching pair name each other: each is found by the other's name too.
    expect(await search('Camille Dubois')).toEqual(['Camille Dubois', 'Haruto Sato']);
  });

  it('finds a participation by its payment and bank references', async () => {
    const db = t.database.db;
    const payments = await db
      .select({
        reference: s.payments.reference,
        intent: s.payments.providerIntentId,
        first: s.participants.firstName,
        last: s.participants.lastName,
      })
      .from(s.payments)
      .innerJoin(s.participations, eq(s.participations.id, s.payments.participationId))
      .innerJoin(s.participants, eq(s.participants.id, s.participations.mainParticipantId));
    const transfer = payments.find((p) => p.reference !== null);
    const card = payments.find((p) => p.intent !== null);
    if (!transfer?.reference || !card?.intent) throw new Error('the demo has a transfer and a card payment');
    expect(await search(transfer.reference.toLowerCase())).toEqual([`${transfer.first} ${transfer.last}`]);
    expect(await search(card.intent)).toEqual([`${card.first} ${card.last}`]);
  });

  it('finds by hotel, rate, country and comment, and follows their changes', async () => {
    const db = t.database.db;
    const harbour = await search('harbour inn');
    expect(harbour.length).toBeGreaterThan(0);
    expect(await search('partner single')).toEqual(expect.arrayContaining(['Claire Martin', 'Paul Girard']));
    expect((await search('japan')).length).toBeGreaterThanOrEqual(2);
    expect(await search('Wheelchair-access-42')).toEqual([]);

    const [claire] = await db
      .select({ id: s.participants.id })
      .from(s.participants)
      .where(and(eq(s.participants.firstName, 'Claire'), eq(s.participants.lastName, 'Martin')));
    if (!claire) throw new Error('Claire Martin is seeded');
    await db
      .update(s.participants)
      .set({ comment: 'Wheelchair access-42 on arrival' })
      .where(eq(s.participants.id, claire.id));
    expect(await search('WHEELCHAIR access-42')).toEqual(['Claire Martin']);

    // A name no demo person or company carries (the demo group's payer is Atlântico Hotels Lda).
    await db.update(s.hotels).set({ name: 'Hôtel Açoriano' }).where(eq(s.hotels.name, 'Harbour Inn'));
    expect(await search('hotel acoriano')).toEqual(harbour);
  });

  it('never searches the passport, medical or billing fields (decisions 40)', async () => {
    const [person] = await t.database.db
      .select({ passport: s.participants.passportNumber, billing: s.participants.billingInformation })
      .from(s.participants)
      .where(and(isNotNull(s.participants.passportNumber), eq(s.participants.firstName, 'Claire')));
    if (!person?.passport) throw new Error('Claire has a passport number');
    expect(await search(person.passport)).toEqual([]);
    expect(await search('Republique')).toEqual([]);
  });
});
