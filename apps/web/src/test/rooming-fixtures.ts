import type {
  THotelRoomingView,
  TRoomingList,
  TRoomingSending,
} from '@congress/domain/contracts/rooming-lists';
import { markRoomingList, type RoomingLine, roomingCounts } from '@congress/domain/rooming-list';

const line = (raw: Omit<RoomingLine, 'awaitedRoomMate'> & Partial<RoomingLine>): RoomingLine => ({
  awaitedRoomMate: null,
  ...raw,
});

/** Harbour Inn's rooms as last sent: a twin, a double, and a single since cancelled. */
export const SENT_LINES: RoomingLine[] = [
  line({
    key: 'p1',
    roomType: 'twin',
    arrival: '2027-06-10',
    departure: '2027-06-12',
    guests: ['Ana Silva', 'Bruno Costa'],
    reference: '101, 102',
  }),
  line({
    key: 'p3',
    roomType: 'double',
    arrival: '2027-06-10',
    departure: '2027-06-12',
    guests: ['Carla Dias'],
    reference: '103',
  }),
  line({
    key: 'p7',
    roomType: 'single',
    arrival: '2027-06-10',
    departure: '2027-06-12',
    guests: ['Eva Lopes'],
    reference: '107',
  }),
];

/** The rooms now: the twin unchanged, the double a single from 9 June, Eva cancelled, a new room. */
export const CURRENT_LINES: RoomingLine[] = [
  SENT_LINES[0] as RoomingLine,
  { ...(SENT_LINES[1] as RoomingLine), roomType: 'single', arrival: '2027-06-09' },
  line({
    key: 'p9',
    roomType: 'double',
    arrival: '2027-06-11',
    departure: '2027-06-12',
    guests: ['Filipa Neves'],
    awaitedRoomMate: 'Gil Pires',
    reference: '109',
  }),
];

export const EMAIL = 'reservations@harbour.example';

export const sendingOf = (id: number, lines: RoomingLine[], previous: RoomingLine[] | null) =>
  ({
    id,
    sentAt: `2026-11-${10 + id}T09:30:00.000Z`,
    sentTo: EMAIL,
    sentBy: 'Ada Admin',
    counts: roomingCounts(markRoomingList(lines, previous)),
    linkExpiresAt: `2026-12-${10 + id}T09:30:00.000Z`,
  }) satisfies TRoomingSending;

/** The staff's list of Harbour Inn, marked against `previous` (null: never sent). */
export function roomingListOf(
  current: RoomingLine[],
  previous: RoomingLine[] | null,
  overrides: Partial<TRoomingList> = {},
): TRoomingList {
  const lines = markRoomingList(current, previous);
  const sendings = previous ? [sendingOf(1, previous, null)] : [];
  return {
    hotelId: 2,
    hotelName: 'Harbour Inn',
    congressName: 'Demo Congress 2027',
    reservationsEmail: EMAIL,
    lines,
    counts: roomingCounts(lines),
    sendings,
    hotelLink: previous
      ? { url: 'http://localhost/rooming/tok-1', expiresAt: '2026-12-11T09:30:00.000Z' }
      : null,
    ...overrides,
  };
}

/** What the hotel reads through its link: the current list and the one sending's change log. */
export function hotelViewOf(current: RoomingLine[], previous: RoomingLine[]): THotelRoomingView {
  const lines = markRoomingList(current, previous);
  const first = markRoomingList(previous, null);
  return {
    congressName: 'Demo Congress 2027',
    hotelName: 'Harbour Inn',
    generatedAt: '2026-11-27T14:00:00.000Z',
    expiresAt: '2026-12-11T09:30:00.000Z',
    lines,
    counts: roomingCounts(lines),
    changeLog: [{ sentAt: '2026-11-11T09:30:00.000Z', counts: roomingCounts(first), lines: first }],
  };
}
