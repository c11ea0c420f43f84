import type { TParticipation } from '@congress/domain/contracts/participations';
import { HOLD_EXPIRED } from '@congress/domain/participation-money';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingBody,
  clientAs,
  insertRate,
  insertUsers,
} from '../../../../test/fixtures/booking-fixtures.ts';
import { createTestContext, type TestContext } from '../../../../test/test-app.ts';
import { participations, registrations } from '../../../db/schema/index.ts';
import {
  cancelExpiredHold,
  confirmActiveRegistrations,
  insertRegistration,
  pendConfirmedRegistrations,
  restoreHoldExpiredRegistrations,
  writeRegistrationStatus,
} from './registration-status.repository.ts';

describe('the registration status writer', () => {
  let t: TestContext;
  const now = new Date();

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  async function booked(): Promise<number> {
    const [user] = await insertUsers(t.database.db, 1);
    const owner = await clientAs(t, user!);
    const response = await owner.post(
      '/api/registration/submit',
      bookingBody(await insertRate(t.database.db)),
    );
    expect(response.statusCode).toBe(201);
    return (response.json() as TParticipation).id;
  }

  async function stored(participationId: number) {
    const { db } = t.database;
    const [participation] = await db
      .select()
      .from(participations)
      .where(eq(participations.id, participationId));
    const rows = await db
      .select()
      .from(registrations)
      .where(eq(registrations.participationId, participationId))
      .orderBy(asc(registrations.position));
    const [main] = rows;
    if (!participation || !main) throw new Error('booking not stored');
    return { version: participation.version, main, statuses: rows.map((row) => row.statusRegistration) };
  }

  it('refuses a move the transition table does not allow, and writes nothing', async () => {
    const id = await booked();
    const before = await stored(id);
    expect(before.statuses).toEqual(['pending']);
    await expect(
      writeRegistrationStatus(
        t.database.db,
        before.main,
        { event: 'rebooked', to: 'pending' },
        { updatedAt: now },
      ),
    ).rejects.toThrow('registration status: rebooked does not move pending to pending');
    const { id: _, statusRegistration: __, ...values } = before.main;
    await expect(
      insertRegistration(t.database.db, { ...values, position: 2 }, { event: 'booked', to: 'confirmed' }),
    ).rejects.toThrow('registration status: booked does not move new to confirmed');
    expect(await stored(id)).toEqual(before);
  });

  it('writes each event the table allows and moves the participation version with it', async () => {
    const id = await booked();
    const { db } = t.database;
    const steps: Array<[string, () => Promise<unknown>]> = [
      [
        'on_hold',
        async () =>
          writeRegistrationStatus(db, (await stored(id)).main, { event: 'staff_set', to: 'on_hold' }),
      ],
      ['confirmed', () => confirmActiveRegistrations(db, id, now)],
      ['pending', () => pendConfirmedRegistrations(db, id, now)],
      ['cancelled', () => cancelExpiredHold(db, id, now)],
      ['pending', () => restoreHoldExpiredRegistrations(db, id, now)],
    ];
    for (const [status, write] of steps) {
      const { version } = await stored(id);
      await write();
      const after = await stored(id);
      expect(after.statuses).toEqual([status]);
      expect(after.version).toBeGreaterThan(version);
      expect(after.main.statusComment).toBe(status === 'cancelled' ? HOLD_EXPIRED : null);
    }
  });
});
