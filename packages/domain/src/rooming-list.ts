import { daysBetween, type IsoDay, type RoomType } from './stays.ts';

/*
 * Rooming lists (decisions 47): what a hotel reads to prepare its rooms. One line per room and
 * stay, both occupants named; each sending keeps its lines, and the next marks what is new, changed
 * or cancelled since. A room is known by the lowest participation id it holds, so a room-mate who
 * registers later changes the line instead of adding a room.
 */

export type RoomingLine = {
  /** The room's identity from one sending to the next: `p` and its lowest participation id. */
  key: string;
  roomType: RoomType;
  arrival: IsoDay;
  departure: IsoDay;
  /** The people sleeping in the room, the booking's main participant first. */
  guests: string[];
  /** A room-mate named on the booking who has not registered (or names someone else): to confirm. */
  awaitedRoomMate: string | null;
  /** The participation numbers, for the hotel's questions to the organisers. */
  reference: string;
};

export type RoomingMark = 'new' | 'changed' | 'cancelled' | 'unchanged';
export type RoomingChange = 'dates' | 'roomType' | 'guests';

export type MarkedRoomingLine = RoomingLine & {
  mark: RoomingMark;
  changes: RoomingChange[];
  /** The line as the last sending had it, when it changed or was cancelled. */
  before: Pick<RoomingLine, 'roomType' | 'arrival' | 'departure' | 'guests'> | null;
};

export const nightsOfLine = (line: Pick<RoomingLine, 'arrival' | 'departure'>) =>
  daysBetween(line.arrival, line.departure);

const sameGuests = (a: RoomingLine, b: RoomingLine) =>
  a.guests.join('\n') === b.guests.join('\n') && a.awaitedRoomMate === b.awaitedRoomMate;

/** What differs between a room's line in the last sending and now, in reading order. */
export function changesOf(before: RoomingLine, now: RoomingLine): RoomingChange[] {
  return [
    ...(before.arrival !== now.arrival || before.departure !== now.departure ? (['dates'] as const) : []),
    ...(before.roomType !== now.roomType ? (['roomType'] as const) : []),
    ...(sameGuests(before, now) ? [] : (['guests'] as const)),
  ];
}

const byArrival = (a: RoomingLine, b: RoomingLine) =>
  a.arrival.localeCompare(b.arrival) ||
  a.roomType.localeCompare(b.roomType) ||
  (a.guests[0] ?? '').localeCompare(b.guests[0] ?? '') ||
  a.key.localeCompare(b.key);

/**
 * The current lines marked against the last sending (`previous`, null before the first: every
 * line is then new), with the rooms that sending had and the list no longer has, as cancelled.
 * Ordered by arrival, room type and guest, cancelled lines in their place.
 */
export function markRoomingList(current: RoomingLine[], previous: RoomingLine[] | null): MarkedRoomingLine[] {
  const before = new Map((previous ?? []).map((line) => [line.key, line]));
  const keys = new Set(current.map((line) => line.key));
  const marked: MarkedRoomingLine[] = current.map((line) => {
    const old = before.get(line.key);
    if (!old) return { ...line, mark: 'new', changes: [], before: null };
    const changes = changesOf(old, line);
    return {
      ...line,
      mark: changes.length ? 'changed' : 'unchanged',
      changes,
      before: changes.length ? pickBefore(old) : null,
    };
  });
  const cancelled: MarkedRoomingLine[] = (previous ?? [])
    .filter((line) => !keys.has(line.key))
    .map((line) => ({ ...line, mark: 'cancelled', changes: [], before: pickBefore(line) }));
  return [...marked, ...cancelled].sort(byArrival);
}

const pickBefore = (line: RoomingLine) => ({
  roomType: line.roomType,
  arrival: line.arrival,
  departure: line.departure,
  guests: line.guests,
});

export type RoomingCounts = { rooms: number; new: number; changed: number; cancelled: number };

/** The rooms a list holds now, and how many lines each mark has. */
export function roomingCounts(lines: MarkedRoomingLine[]): RoomingCounts {
  const count = (mark: RoomingMark) => lines.filter((line) => line.mark === mark).length;
  return {
    rooms: lines.length - count('cancelled'),
    new: count('new'),
    changed: count('changed'),
    cancelled: count('cancelled'),
  };
}

/** Days a hotel's link to its rooming list stays valid after it was sent. */
export const ROOMING_LINK_DAYS = 30;

/** A booking that holds a room at the hotel, as the rooming list reads it. */
export type RoomBooking = {
  participationId: number;
  roomType: RoomType;
  checkIn: IsoDay;
  checkOut: IsoDay;
  guest: { name: string; memberNumber: string | null };
  /** The companion (sleeps in the room) or the room-mate named (a member who books on their own). */
  second: { kind: 'companion' | 'room-mate'; name: string; memberNumber: string | null } | null;
};

const sameNumber = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.trim().toUpperCase() === b.trim().toUpperCase();

/** Two bookings whose main participants name each other as room-mate: one room. */
const namesEachOther = (a: RoomBooking, b: RoomBooking) =>
  a.second?.kind === 'room-mate' &&
  b.second?.kind === 'room-mate' &&
  sameNumber(a.second.memberNumber, b.guest.memberNumber) &&
  sameNumber(b.second.memberNumber, a.guest.memberNumber);

/**
 * The rooms of a hotel's bookings: a booking and its companion are one room; two members who name
 * each other as room-mate are one room (arrival the earlier, departure the later); a room-mate named
 * who has not booked, or names someone else, is awaited on the booking's line.
 */
export function roomingLinesOf(bookings: RoomBooking[]): RoomingLine[] {
  const ordered = [...bookings].sort((a, b) => a.participationId - b.participationId);
  const paired = new Set<number>();
  const lines: RoomingLine[] = [];
  for (const booking of ordered) {
    if (paired.has(booking.participationId)) continue;
    const mate = ordered.find(
      (other) =>
        other.participationId !== booking.participationId &&
        !paired.has(other.participationId) &&
        namesEachOther(booking, other),
    );
    if (mate) {
      paired.add(mate.participationId);
      lines.push({
        key: `p${booking.participationId}`,
        roomType: booking.roomType,
        arrival: booking.checkIn < mate.checkIn ? booking.checkIn : mate.checkIn,
        departure: booking.checkOut > mate.checkOut ? booking.checkOut : mate.checkOut,
        guests: [booking.guest.name, mate.guest.name],
        awaitedRoomMate: null,
        reference: `#${booking.participationId}, #${mate.participationId}`,
      });
      continue;
    }
    const second = booking.second;
    lines.push({
      key: `p${booking.participationId}`,
      roomType: booking.roomType,
      arrival: booking.checkIn,
      departure: booking.checkOut,
      guests: second?.kind === 'companion' ? [booking.guest.name, second.name] : [booking.guest.name],
      awaitedRoomMate: second?.kind === 'room-mate' ? second.name : null,
      reference: `#${booking.participationId}`,
    });
  }
  return lines;
}
