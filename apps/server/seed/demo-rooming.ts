import {
  markRoomingList,
  ROOMING_LINK_DAYS,
  type RoomingLine,
  roomingCounts,
  roomingLinesOf,
} from '@congress/domain/rooming-list';
import { addDays, type RoomType } from '@congress/domain/stays';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';
import {
  hotels,
  participants,
  participations,
  registrations,
  roomingListSendings,
  users,
} from '../src/db/schema/index.ts';
import { roomBookingsOf } from '../src/modules/hotels/hotels.service.ts';

const DAY_MS = 86_400_000;

/** Where the demo hotels take their rooming lists (RFC 2606 names: nothing leaves the machine). */
export const DEMO_RESERVATIONS: Record<string, string> = {
  'Grand Hotel': 'reservations@grand-hotel.example',
  'Harbour Inn': 'bookings@harbour-inn.example',
};

/**
 * Decisions 47 in the demo: both hotels have a reservations e-mail; the Grand Hotel was sent its
 * rooming list ten days ago, and since then its newest booking arrived, Claire Martin shortened her
 * stay by a night and Paul Girard was cancelled: the list shows one room new, one changed and one
 * cancelled. The sending is written as it was kept (no e-mail: the demo's outbox stays as it is).
 */
export async function seedDemoRooming(db: Database, congressId: number, now: Date): Promise<void> {
  const hotelIds = new Map<string, number>();
  for (const [name, email] of Object.entries(DEMO_RESERVATIONS)) {
    const [hotel] = await db
      .update(hotels)
      .set({ reservationsEmail: email })
      .where(and(eq(hotels.congressId, congressId), eq(hotels.name, name)))
      .returning({ id: hotels.id });
    if (!hotel) throw new Error(`seed: no hotel ${name}`);
    hotelIds.set(name, hotel.id);
  }
  const grand = hotelIds.get('Grand Hotel')!;
  const current = roomingLinesOf(await roomBookingsOf(db, grand));
  const claire = current.find((line) => line.guests[0] === 'Claire Martin');
  const newest = current.reduce<RoomingLine | null>(
    (last, line) => (!last || Number(line.key.slice(1)) > Number(last.key.slice(1)) ? line : last),
    null,
  );
  if (!claire || !newest || newest === claire) throw new Error('seed: the Grand Hotel lacks its demo rooms');
  const sent: RoomingLine[] = current
    .filter((line) => line !== newest)
    .map((line) => (line === claire ? { ...line, departure: addDays(line.departure, 1) } : line));
  sent.push(await paulAsSent(db, congressId, grand));
  const sentAt = new Date(now.getTime() - 10 * DAY_MS);
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
  await db.insert(roomingListSendings).values({
    congressId,
    hotelId: grand,
    sentAt,
    sentTo: DEMO_RESERVATIONS['Grand Hotel']!,
    sentByUserId: admin?.id ?? null,
    lines: sent,
    counts: roomingCounts(markRoomingList(sent, null)),
    linkExpiresAt: new Date(sentAt.getTime() + ROOMING_LINK_DAYS * DAY_MS),
    outboxId: null,
  });
}

/** Paul Girard's room as the list had it before the organisers cancelled him. */
async function paulAsSent(db: Database, congressId: number, hotelId: number): Promise<RoomingLine> {
  const [paul] = await db
    .select({
      id: participations.id,
      checkIn: participations.checkInOn,
      checkOut: participations.checkOutOn,
      roomType: registrations.roomOption,
      firstName: participants.firstName,
      lastName: participants.lastName,
    })
    .from(participations)
    .innerJoin(
      registrations,
      and(eq(registrations.participationId, participations.id), eq(registrations.position, 1)),
    )
    .innerJoin(participants, eq(participants.id, participations.mainParticipantId))
    .where(
      and(
        eq(participations.congressId, congressId),
        eq(registrations.hotelId, hotelId),
        eq(registrations.statusRegistration, 'cancelled'),
        eq(participants.lastName, 'Girard'),
      ),
    );
  if (!paul?.checkIn || !paul.checkOut)
    throw new Error('seed: Paul Girard is not a cancelled Grand Hotel booking');
  return {
    key: `p${paul.id}`,
    roomType: paul.roomType as RoomType,
    arrival: paul.checkIn,
    departure: paul.checkOut,
    guests: [`${paul.firstName} ${paul.lastName}`],
    awaitedRoomMate: null,
    reference: `#${paul.id}`,
  };
}
