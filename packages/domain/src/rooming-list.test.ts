import { describe, expect, it } from 'vitest';
import { markRoomingList, type RoomBooking, roomingCounts, roomingLinesOf } from './rooming-list.ts';

const booking = (id: number, extra: Partial<RoomBooking> = {}): RoomBooking => ({
  participationId: id,
  roomType: 'single',
  checkIn: '2027-06-10',
  checkOut: '2027-06-12',
  guest: { name: `Guest ${id}`, memberNumber: `M-${id}` },
  second: null,
  ...extra,
});
const mate = (memberNumber: string, name = 'Named Mate') =>
  ({ kind: 'room-mate', name, memberNumber }) as const;

describe('the rooms of a rooming list (decisions 47)', () => {
  it('puts a companion in the booking’s room', () => {
    const [line] = roomingLinesOf([
      booking(3, { roomType: 'double', second: { kind: 'companion', name: 'Ana Sá', memberNumber: null } }),
    ]);
    expect(line).toMatchObject({ key: 'p3', guests: ['Guest 3', 'Ana Sá'], awaitedRoomMate: null });
  });

  it('makes one room of two members who name each other, from the earlier arrival to the later departure', () => {
    const lines = roomingLinesOf([
      booking(9, { roomType: 'twin', checkIn: '2027-06-09', second: mate('m-4') }),
      booking(4, { roomType: 'twin', checkOut: '2027-06-13', second: mate('M-9') }),
    ]);
    expect(lines).toEqual([
      {
        key: 'p4',
        roomType: 'twin',
        arrival: '2027-06-09',
        departure: '2027-06-13',
        guests: ['Guest 4', 'Guest 9'],
        awaitedRoomMate: null,
        reference: '#4, #9',
      },
    ]);
  });

  it('awaits a room-mate who has not booked or names someone else', () => {
    const lines = roomingLinesOf([
      booking(1, { roomType: 'twin', second: mate('M-2', 'Bo Li') }),
      booking(2, { roomType: 'twin', second: mate('M-7', 'Cy Do') }),
    ]);
    expect(lines.map((line) => [line.key, line.guests, line.awaitedRoomMate])).toEqual([
      ['p1', ['Guest 1'], 'Bo Li'],
      ['p2', ['Guest 2'], 'Cy Do'],
    ]);
  });
});

describe('marks against the last sending', () => {
  const sent = roomingLinesOf([booking(1), booking(2), booking(3, { second: mate('M-5', 'Eve') })]);

  it('marks every line new on the first sending', () => {
    const marked = markRoomingList(sent, null);
    expect(marked.map((line) => line.mark)).toEqual(['new', 'new', 'new']);
    expect(roomingCounts(marked)).toEqual({ rooms: 3, new: 3, changed: 0, cancelled: 0 });
  });

  it('marks a date change, a cancellation, a new room and a room-mate who came', () => {
    const now = roomingLinesOf([
      booking(1, { checkOut: '2027-06-13' }),
      booking(3, { second: mate('M-5', 'Eve') }),
      booking(5, { second: mate('M-3') }),
      booking(6, { roomType: 'double' }),
    ]);
    const marked = markRoomingList(now, sent);
    const byKey = Object.fromEntries(marked.map((line) => [line.key, line]));
    expect(byKey.p1).toMatchObject({
      mark: 'changed',
      changes: ['dates'],
      before: { arrival: '2027-06-10', departure: '2027-06-12' },
    });
    expect(byKey.p2).toMatchObject({ mark: 'cancelled', before: { guests: ['Guest 2'] } });
    expect(byKey.p3).toMatchObject({ mark: 'changed', changes: ['guests'], guests: ['Guest 3', 'Guest 5'] });
    expect(byKey.p6).toMatchObject({ mark: 'new', before: null });
    expect(roomingCounts(marked)).toEqual({ rooms: 3, new: 1, changed: 2, cancelled: 1 });
  });

  it('leaves an unchanged room unmarked', () => {
    expect(markRoomingList(sent, sent).every((line) => line.mark === 'unchanged' && !line.before)).toBe(true);
  });
});
