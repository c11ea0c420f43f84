// The rush with stays (decisions 46), shared by the in-process rush (rush.ts) and the one against the
// built server (rush-server.ts): a hotel of its own contracting N single rooms a night over four nights
// (the two congress nights and one extra night each side), buyers asking for random stays around the
// congress nights, and the check that no night is oversold and every refusal is a 409 naming a night.
import type { Database } from '../apps/server/src/db/database.ts';
import {
  hotels,
  participants,
  participations,
  registrations,
  roomBlocks,
} from '../apps/server/src/db/schema/index.ts';
import { countRoomUse } from '../apps/server/src/modules/capacity/capacity.service.ts';
import { demoIds } from '../apps/server/test/fixtures/booking-fixtures.ts';

/** The demo congress's nights are 10 and 11 June 2027; the blocks add 9 and 12 June. */
export const NIGHTS = ['2027-06-09', '2027-06-10', '2027-06-11', '2027-06-12'];

export const randomStay = () => ({
  checkIn: Math.random() < 0.5 ? '2027-06-09' : '2027-06-10',
  checkOut: Math.random() < 0.5 ? '2027-06-12' : '2027-06-13',
});

/** A hotel of the demo congress for the rush: with `rooms` > 0, single rooms contracted on the four nights. */
export async function insertRushHotel(db: Database, rooms: number): Promise<number> {
  const { congressId } = await demoIds(db);
  const [hotel] = await db.insert(hotels).values({ congressId, name: 'Rush Hotel' }).returning();
  if (!hotel) throw new Error('rush hotel not stored');
  if (rooms > 0) {
    await db.insert(roomBlocks).values(
      NIGHTS.map((night) => ({
        congressId,
        hotelId: hotel.id,
        roomType: 'single' as const,
        night,
        rooms,
        extraNightPriceCents: 10_000,
      })),
    );
  }
  return hotel.id;
}

/**
 * Paid bookings of `pairs` pairs of members naming each other, in the rush's hotel and room type over
 * the congress nights: each pair is one room, and every count of the rush asks of each of their rows
 * whether its mate holds the room (the room-mates' cost). Written straight to the tables: what is
 * measured is the rush, not how these were booked.
 */
export async function insertMatedPairs(
  db: Database,
  input: { hotelId: number; rateId: number; pairs: number },
): Promise<void> {
  const { congressId } = await demoIds(db);
  for (let i = 0; i < input.pairs * 2; i++) {
    const own = `R-${i}`;
    const mate = `R-${i % 2 === 0 ? i + 1 : i - 1}`;
    const [person] = await db
      .insert(participants)
      .values({ congressId, firstName: 'Mate', lastName: own, memberNumber: own })
      .returning({ id: participants.id });
    if (!person) throw new Error('room-mate not stored');
    const [booking] = await db
      .insert(participations)
      .values({
        congressId,
        rateId: input.rateId,
        mainParticipantId: person.id,
        accompanyingMemberNumber: mate,
        checkInOn: '2027-06-10',
        checkOutOn: '2027-06-12',
      })
      .returning({ id: participations.id });
    if (!booking) throw new Error('room-mate booking not stored');
    await db.insert(registrations).values({
      congressId,
      participationId: booking.id,
      participantId: person.id,
      hotelId: input.hotelId,
      position: 1,
      roomOption: 'single',
    });
  }
}

export type RushAnswer = { status: number; message: string };

/**
 * Rooms taken per night, and whether the stays' rush was right: no night over its block, the congress
 * nights (every stay has them) sold out, every booking a 201 and every refusal a 409 naming its night.
 */
export async function checkStays(
  db: Database,
  input: { hotelId: number; rooms: number; booked: number; answers: RushAnswer[] },
): Promise<{ taken: number[]; isCorrect: boolean }> {
  const use = await countRoomUse(db, { hotelId: input.hotelId }, new Date());
  const taken = NIGHTS.map((night) =>
    use.filter((u) => u.night === night).reduce((n, u) => n + u.sold + u.held, 0),
  );
  const created = input.answers.filter((a) => a.status === 201).length;
  const refusals = input.answers.filter((a) => a.status === 409);
  const isCorrect =
    !input.answers.some((a) => a.status >= 500) &&
    taken.every((n) => n <= input.rooms) &&
    taken[1] === input.rooms &&
    taken[2] === input.rooms &&
    created === input.booked &&
    refusals.length === input.answers.length - created &&
    refusals.every((r) => /on the night of \d+ June 2027/.test(r.message));
  return { taken, isCorrect };
}
