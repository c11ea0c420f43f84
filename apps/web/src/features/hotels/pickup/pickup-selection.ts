import type { TPickupCell, TRoomPickup } from '@congress/domain/contracts/room-pickup';
import { RELEASE_REMINDER_DAYS } from '@congress/domain/room-pickup';
import { daysBetween, type IsoDay, ROOM_TYPES, type RoomType } from '@congress/domain/stays';

export type ReleaseState =
  | { kind: 'none' }
  | { kind: 'past'; releaseOn: IsoDay }
  | { kind: 'near'; releaseOn: IsoDay; days: number }
  | { kind: 'later'; releaseOn: IsoDay };

/** Where a cell stands against its release date; "near" is when admins are reminded of it. */
export function releaseState(
  cell: Pick<TPickupCell, 'releaseOn' | 'isReleasePast'>,
  today: IsoDay,
): ReleaseState {
  if (cell.releaseOn === null) return { kind: 'none' };
  if (cell.isReleasePast) return { kind: 'past', releaseOn: cell.releaseOn };
  const days = daysBetween(today, cell.releaseOn);
  return days <= RELEASE_REMINDER_DAYS
    ? { kind: 'near', releaseOn: cell.releaseOn, days }
    : { kind: 'later', releaseOn: cell.releaseOn };
}

/** The room types the report has, in the usual order. */
export const roomTypesOf = (pickup: TRoomPickup): RoomType[] =>
  ROOM_TYPES.filter((type) => pickup.nights.some((night) => night.cells.some((c) => c.roomType === type)));

/** Nights with a cell whose release date has passed or comes within the reminder days. */
export const nightsNearRelease = (pickup: TRoomPickup): IsoDay[] =>
  pickup.nights
    .filter((night) =>
      night.cells.some((cell) => {
        const { kind } = releaseState(cell, pickup.today);
        return kind === 'past' || kind === 'near';
      }),
    )
    .map((night) => night.night);

/** What "Release unsold rooms" gives back: the free rooms of the chosen cells (sold and held stay). */
export function roomsToRelease(
  pickup: TRoomPickup,
  nights: ReadonlySet<IsoDay>,
  roomTypes: ReadonlySet<RoomType>,
): number {
  return pickup.nights
    .filter((night) => nights.has(night.night))
    .flatMap((night) => night.cells)
    .filter((cell) => roomTypes.has(cell.roomType))
    .reduce((sum, cell) => sum + cell.free, 0);
}
