import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.ts';
import { congresses, hotels, participantTypes, payments, rates, users } from './index.ts';

/** The failure's own database message (Drizzle wraps it in a "Failed query" error). */
async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? String(error);
  }
  return 'no failure';
}

/** The database itself guards the invariants, whatever code writes to it. */
describe('schema constraints', () => {
  let t: TestDatabase;
  let congressId: number;
  let hotelId: number;
  let typeId: number;

  beforeAll(async () => {
    t = await createTestDatabase();
    const [congress] = await t.db
      .insert(congresses)
      .values({ slug: 'constraints-test', label: 'Constraints' })
      .returning();
    congressId = congress!.id;
    const [hotel] = await t.db.insert(hotels).values({ congressId, name: 'H' }).returning();
    hotelId = hotel!.id;
    const [type] = await t.db
      .insert(participantTypes)
      .values({ congressId, slug: 'm', label: 'm' })
      .returning();
    typeId = type!.id;
  });
  afterAll(() => t.drop());

  const rate = (overrides: Partial<typeof rates.$inferInsert>) => ({
    congressId,
    hotelId,
    label: 'R',
    quota: 1,
    roomOption: 'single' as const,
    firstParticipantTypeId: typeId,
    firstParticipantPrice: '10.00',
    ...overrides,
  });

  it('refuses negative quotas, prices over 1000 and a close date before the open date', async () => {
    expect(await failure(t.db.insert(rates).values(rate({ quota: -1 })))).toContain(
      'rates_quota_nonnegative',
    );
    await expect(t.db.insert(rates).values(rate({ firstParticipantPrice: '1000.01' }))).rejects.toThrow();
    await expect(
      t.db
        .insert(rates)
        .values(rate({ openDate: new Date('2027-01-02'), closeDate: new Date('2027-01-01') })),
    ).rejects.toThrow();
    const [ok] = await t.db
      .insert(rates)
      .values(rate({ firstParticipantPrice: '1000.00' }))
      .returning();
    expect(ok?.firstParticipantPrice).toBe('1000.00');
  });

  it('keeps user e-mails unique and lowercase', async () => {
    await t.db.insert(users).values({ email: 'same@constraints.test', passwordHash: 'x' });
    await expect(
      t.db.insert(users).values({ email: 'same@constraints.test', passwordHash: 'y' }),
    ).rejects.toThrow();
    await expect(
      t.db.insert(users).values({ email: 'Upper@constraints.test', passwordHash: 'y' }),
    ).rejects.toThrow();
  });

  it('accepts only the statuses and payment kinds of decisions 18', async () => {
    expect(
      await failure(
        t.db.execute(sql`insert into registrations (congress_id, participation_id, participant_id, hotel_id, position,
        status_registration, room_option) values (${congressId}, 0, 0, ${hotelId}, 1, 'paid', 'single')`),
      ),
    ).toContain('registrations_status');
    expect(
      await failure(
        t.db.execute(sql`insert into payments (participation_id, kind, method, status, amount_cents, currency)
        values (0, 'gift', 'card', 'pending', 100, 'EUR')`),
      ),
    ).toContain('payments_kind');
    expect(
      await failure(
        t.db.execute(sql`insert into payments (participation_id, kind, method, status, amount_cents, currency)
        values (0, 'charge', 'card', 'paid', 100, 'EUR')`),
      ),
    ).toContain('payments_status');
    await expect(
      t.db.insert(payments).values({
        participationId: 999_999,
        kind: 'charge',
        method: 'card',
        status: 'pending',
        amountCents: 100,
        currency: 'EUR',
      }),
    ).rejects.toThrow(); // foreign key: no such participation
  });
});
