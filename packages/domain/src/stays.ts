import type { RoomOption } from './enums.ts';

/*
 * Hotels are contracted by the night (decisions 46). A stay is a check-in day and a check-out day
 * (ISO calendar days, `YYYY-MM-DD`); its nights are the days from check-in up to the day before
 * check-out. A room block gives, per room type and night, the rooms contracted. Calendar days carry
 * no time zone: they are computed in UTC so that no offset moves a night.
 */

/** A calendar day, `YYYY-MM-DD`. */
export type IsoDay = string;

export type Stay = { checkIn: IsoDay; checkOut: IsoDay };

/** The room types a hotel contracts: a booking's room option is its room type. */
export const ROOM_TYPES = ['single', 'twin', 'double'] as const satisfies readonly RoomOption[];
export type RoomType = (typeof ROOM_TYPES)[number];

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a string is a real calendar day (2027-02-30 is not). */
export function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function addDays(day: IsoDay, days: number): IsoDay {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDay, to: IsoDay): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The nights of a stay, in order: check-in up to the day before check-out. */
export function nightsOf(stay: Stay): IsoDay[] {
  const count = daysBetween(stay.checkIn, stay.checkOut);
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(stay.checkIn, i));
}

/**
 * The congress nights, a booking's stay by default: check-in on the first day, check-out on the last
 * (a one-day congress is one night). Null while the congress has no dates: no night can be counted.
 */
export function congressStay(congress: { startsOn: IsoDay | null; endsOn: IsoDay | null }): Stay | null {
  const { startsOn, endsOn } = congress;
  if (!startsOn || !endsOn) return null;
  return { checkIn: startsOn, checkOut: endsOn > startsOn ? endsOn : addDays(startsOn, 1) };
}

/** The nights of `stay` outside the congress nights: the extra nights, before and after. */
export function extraNights(stay: Stay, congress: Stay | null): IsoDay[] {
  const included = new Set(congress ? nightsOf(congress) : []);
  return nightsOf(stay).filter((night) => !included.has(night));
}

/** One cell of a block: a room type on a night. `held` are unpaid holds and pending changes. */
export type BlockCell = { contracted: number; sold: number; held: number };

/** Rooms still free in a cell; never below zero (a block reduced below its sales has none free). */
export function freeRooms(cell: BlockCell): number {
  return Math.max(0, cell.contracted - cell.sold - cell.held);
}

/** Whether one more room fits the night: what is sold and held must stay within what is contracted. */
export function hasRoomLeft(cell: BlockCell): boolean {
  return cell.sold + cell.held < cell.contracted;
}
