import { dayInZone } from '@congress/domain/dates';
import { addDays } from '@congress/domain/stays';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds, insertStaff } from '../../../test/fixtures/booking-fixtures.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { emailOutbox, hotels, roomBlocks, users } from '../../db/schema/index.ts';
import { createServices } from '../../services.ts';

/** Decisions 46: admins hear of a release date a week before it, once per hotel and date. */
describe('release-date reminders', () => {
  let t: TestContext;
  let hotelId: number;
  let adminEmail: string;
  const today = dayInZone(new Date(), 'Europe/Lisbon');
  const sweep = () =>
    createServices({ config: t.config, db: t.database.db, clock: () => new Date() }).releaseReminders.sweep(
      new Date(),
    );
  const remindersTo = (to: string) =>
    t.database.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.purpose, 'release-reminder'),
          eq(emailOutbox.toAddress, to),
          like(emailOutbox.subject, '%Reminder Hotel%'),
        ),
      );

  beforeAll(async () => {
    t = await createTestContext();
    const db = t.database.db;
    const { congressId } = await demoIds(db);
    const [hotel] = await db.insert(hotels).values({ congressId, name: 'Reminder Hotel' }).returning();
    hotelId = hotel!.id;
    await db.insert(roomBlocks).values([
      // Released in five days: reminded (one e-mail for both rows of the date).
      {
        congressId,
        hotelId,
        roomType: 'single',
        night: '2027-06-10',
        rooms: 10,
        releaseOn: addDays(today, 5),
        extraNightPriceCents: 10_000,
      },
      {
        congressId,
        hotelId,
        roomType: 'double',
        night: '2027-06-10',
        rooms: 2,
        releaseOn: addDays(today, 5),
        extraNightPriceCents: 15_000,
      },
      // In three weeks, and yesterday: not reminded.
      {
        congressId,
        hotelId,
        roomType: 'single',
        night: '2027-06-11',
        rooms: 10,
        releaseOn: addDays(today, 21),
        extraNightPriceCents: 10_000,
      },
      {
        congressId,
        hotelId,
        roomType: 'single',
        night: '2027-06-09',
        rooms: 10,
        releaseOn: addDays(today, -1),
        extraNightPriceCents: 10_000,
      },
    ]);
    const admin = await insertStaff(db, 'ROLE_ADMIN');
    const [row] = await db.update(users).set({ language: 'fr' }).where(eq(users.id, admin.id)).returning();
    adminEmail = row!.email;
  });
  afterAll(() => t.close());

  it("queues one reminder per date to each of the congress's admins, in their language, with what is at risk", async () => {
    expect(await sweep()).toBeGreaterThan(0);
    const mails = await remindersTo(adminEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Reminder Hotel');
    // French: twelve unsold rooms, 10 × EUR 100 + 2 × EUR 150 at risk, the pickup screen's link.
    expect(mails[0]!.text).toContain('dans 5 jours');
    expect(mails[0]!.text).toMatch(/12 chambres/);
    expect(mails[0]!.text).toMatch(/1\s?300,00\s?€/);
    expect(mails[0]!.text).toContain(`/demo/dashboard/admin/hotels/${hotelId}/pickup`);
    // An admin of another congress hears nothing.
    const elsewhere = await insertStaff(t.database.db, 'ROLE_ADMIN', false);
    const [other] = await t.database.db.select().from(users).where(eq(users.id, elsewhere.id));
    await sweep();
    expect(await remindersTo(other!.email)).toHaveLength(0);
  });

  it('does not remind twice of one date, and reminds again of a date staff moved', async () => {
    await sweep();
    expect(await remindersTo(adminEmail)).toHaveLength(1);
    await t.database.db
      .update(roomBlocks)
      .set({ releaseOn: addDays(today, 3) })
      .where(and(eq(roomBlocks.hotelId, hotelId), eq(roomBlocks.night, '2027-06-10')));
    await sweep();
    const mails = await remindersTo(adminEmail);
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.text).join('\n')).toContain('dans 3 jours');
  });
});
