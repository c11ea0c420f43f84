import { type BookedNight, judgeStay, sameStay } from '@congress/domain/stay-rules';
import { congressStay, type IsoDay, type RoomType, type Stay } from '@congress/domain/stays';
import type { Executor } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { listBlocks, type StayRequest } from '../../capacity/capacity.service.ts';

/*
 * A booking's stay (decisions 46): the nights its room is taken, and the extra nights priced as the
 * hotel's block prices them when booked. Every path that takes or keeps a place plans its stay here
 * and takes the rooms through the capacity service, after the rate's lock.
 */

export type PlannedStay = { stay: Stay | null; extraNights: BookedNight[] };
type Room = { hotelId: number; roomType: RoomType };
type CongressDates = { startsOn: IsoDay | null; endsOn: IsoDay | null };

const noon = (night: IsoDay) => new Date(`${night}T12:00:00Z`);

/** The stay asked (the congress nights when none is), judged against the hotel's block: 400 if refused. */
export async function planStay(
  executor: Executor,
  congress: CongressDates,
  room: Room,
  requested?: Stay | null,
): Promise<PlannedStay> {
  const blocks = await listBlocks(executor, room.hotelId);
  const offered = new Map(
    blocks
      .filter((row) => row.roomType === room.roomType)
      .map((row) => [row.night, row.extraNightPriceCents]),
  );
  const judged = judgeStay(requested, congressStay(congress), offered);
  if (!judged.ok) {
    const values = judged.night === undefined ? {} : { values: { night: noon(judged.night) } };
    throw new AppError('VALIDATION', judged.message, {
      fields: { [judged.field]: judged.message },
      ...values,
    });
  }
  return { stay: judged.stay, extraNights: judged.extraNights };
}

/** The room a plan asks for, counted night by night, shared with a room-mate when one is named; null without a stay. */
export function roomRequest(
  room: Room,
  stay: Stay | null,
  sharing?: StayRequest['sharing'],
): StayRequest | null {
  return stay ? { ...room, stay, ...(sharing ? { sharing } : {}) } : null;
}

/**
 * The room-mates of a booking shared with a member: its main participant's member number and the
 * one it names, both known; else none (a companion or nobody shares the room).
 */
export function roomMatesOf(
  own: string | null | undefined,
  second: { kind: string; participant: { memberNumber?: string | null } } | null,
): StayRequest['sharing'] {
  const mate = second?.kind === 'sharing' ? second.participant.memberNumber?.trim() : undefined;
  const self = own?.trim();
  return self && mate ? { ownMemberNumber: self, mateMemberNumber: mate } : undefined;
}

type StoredStay = {
  checkInOn: IsoDay | null;
  checkOutOn: IsoDay | null;
  extraNights?: BookedNight[];
};

export const stayOf = (row: Pick<StoredStay, 'checkInOn' | 'checkOutOn'>): Stay | null =>
  row.checkInOn && row.checkOutOn ? { checkIn: row.checkInOn, checkOut: row.checkOutOn } : null;

/**
 * The room a participation holds now: its main registration's hotel and room option for its stay,
 * while the main registration stands and its hold runs (the rule capacity counts by).
 */
export function heldRoom(
  participation: StoredStay & { holdExpiresAt: Date | null },
  main: { hotelId: number; roomOption: RoomType; statusRegistration: string } | undefined,
  now: Date,
): StayRequest | null {
  if (!main || main.statusRegistration === 'cancelled') return null;
  if (participation.holdExpiresAt !== null && participation.holdExpiresAt <= now) return null;
  return roomRequest({ hotelId: main.hotelId, roomType: main.roomOption }, stayOf(participation));
}

/** Whether a request asks for exactly the room held (same hotel, type and nights): nothing to take. */
export function isSameRoom(request: StayRequest | null, held: StayRequest | null): boolean {
  if (!request || !held) return request === held;
  return (
    request.hotelId === held.hotelId &&
    request.roomType === held.roomType &&
    sameStay(request.stay, held.stay)
  );
}

/**
 * An extra night already booked in the same room keeps the price it was booked at: a change of
 * name or of other nights does not reprice it.
 */
export function keepBookedPrices<T extends PlannedStay>(
  planned: T,
  room: Room,
  current: { room: StayRequest | null; extraNights: BookedNight[] } | null,
): T {
  if (!current?.room || current.room.hotelId !== room.hotelId || current.room.roomType !== room.roomType)
    return planned;
  const booked = new Map(current.extraNights.map((row) => [row.night, row.priceCents]));
  return {
    ...planned,
    extraNights: planned.extraNights.map((row) => ({
      ...row,
      priceCents: booked.get(row.night) ?? row.priceCents,
    })),
  };
}

/** The participation's columns of a planned stay. */
export function stayColumns(planned: PlannedStay) {
  return {
    checkInOn: planned.stay?.checkIn ?? null,
    checkOutOn: planned.stay?.checkOut ?? null,
    extraNights: planned.extraNights,
  };
}
