import { describe, expect, it } from 'vitest';
import { heldRoom, isSameRoom, keepBookedPrices } from './booking-stay.ts';

const stay = { checkIn: '2027-06-09', checkOut: '2027-06-12' };
const room = { hotelId: 1, roomType: 'single' as const };
const now = new Date('2027-01-01T10:00:00Z');

describe('a booking stay (decisions 46)', () => {
  it('holds a room only while the main registration stands and its hold runs', () => {
    const main = { hotelId: 1, roomOption: 'single' as const, statusRegistration: 'pending' };
    const participation = { checkInOn: stay.checkIn, checkOutOn: stay.checkOut, holdExpiresAt: null };
    expect(heldRoom(participation, main, now)).toEqual({ ...room, stay });
    expect(heldRoom(participation, { ...main, statusRegistration: 'cancelled' }, now)).toBeNull();
    expect(heldRoom({ ...participation, holdExpiresAt: now }, main, now)).toBeNull();
    expect(heldRoom({ ...participation, checkInOn: null, checkOutOn: null }, main, now)).toBeNull();
  });

  it('is the same room only with the same hotel, type and nights', () => {
    const held = { ...room, stay };
    expect(isSameRoom({ ...room, stay: { ...stay } }, held)).toBe(true);
    expect(isSameRoom({ ...room, roomType: 'double', stay }, held)).toBe(false);
    expect(isSameRoom({ ...room, stay: { ...stay, checkOut: '2027-06-13' } }, held)).toBe(false);
    expect(isSameRoom(null, null)).toBe(true);
    expect(isSameRoom(null, held)).toBe(false);
  });

  it('keeps the price an extra night was booked at in the same room, prices new ones as planned', () => {
    const planned = {
      stay,
      extraNights: [
        { night: '2027-06-09', priceCents: 12000 },
        { night: '2027-06-12', priceCents: 12000 },
      ],
    };
    const booked = { room: { ...room, stay }, extraNights: [{ night: '2027-06-09', priceCents: 9000 }] };
    expect(keepBookedPrices(planned, room, booked).extraNights).toEqual([
      { night: '2027-06-09', priceCents: 9000 },
      { night: '2027-06-12', priceCents: 12000 },
    ]);
    // Another room type, or no room held: today's prices.
    expect(keepBookedPrices(planned, { ...room, roomType: 'double' }, booked)).toEqual(planned);
    expect(keepBookedPrices(planned, room, { ...booked, room: null })).toEqual(planned);
  });
});
