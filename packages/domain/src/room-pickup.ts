import { freeRooms, type IsoDay } from './stays.ts';

/*
 * A hotel's pickup (decisions 46): per night, what the block contracted against what was sold and held.
 * An organiser pays the hotel for rooms contracted whatever is sold (attrition), so each release date
 * turns the unsold rooms of its night into money owed: the exposure. Before the date they are at risk,
 * and "Release unsold rooms" gives them back while the contract allows it.
 */

/** Admins are reminded of a release date this many days before it. */
export const RELEASE_REMINDER_DAYS = 7;

export type PickupCell = {
  contracted: number;
  sold: number;
  held: number;
  /** The day after which unsold rooms go back to the hotel; null when the contract sets none. */
  releaseOn: IsoDay | null;
  /** What a night of this room costs (integer cents). */
  priceCents: number;
};

/** Rooms the organiser answers for: contracted and not sold (a held room is not sold yet). */
export const unsoldRooms = (cell: Pick<PickupCell, 'contracted' | 'sold'>) =>
  Math.max(0, cell.contracted - cell.sold);

/** Whether the release date has passed on `today` (the date itself still counts as before). */
export const isReleasePast = (cell: Pick<PickupCell, 'releaseOn'>, today: IsoDay) =>
  cell.releaseOn !== null && today > cell.releaseOn;

/** Owed now: the unsold rooms of a night whose release date has passed, at the night's price. */
export const exposureCents = (cell: PickupCell, today: IsoDay) =>
  isReleasePast(cell, today) ? unsoldRooms(cell) * cell.priceCents : 0;

/** Owed at the release date if nothing more sells: the unsold rooms of a night not yet released. */
export const atRiskCents = (cell: PickupCell, today: IsoDay) =>
  isReleasePast(cell, today) ? 0 : unsoldRooms(cell) * cell.priceCents;

/** Releasing gives back every room neither sold nor held: the block keeps what stays take. */
export const roomsAfterRelease = (cell: Pick<PickupCell, 'contracted' | 'sold' | 'held'>) =>
  Math.min(cell.contracted, cell.sold + cell.held);

export type PickupTotals = {
  contracted: number;
  sold: number;
  held: number;
  free: number;
  exposureCents: number;
  atRiskCents: number;
};

export function pickupTotals(cells: readonly PickupCell[], today: IsoDay): PickupTotals {
  return cells.reduce<PickupTotals>(
    (sum, cell) => ({
      contracted: sum.contracted + cell.contracted,
      sold: sum.sold + cell.sold,
      held: sum.held + cell.held,
      free: sum.free + freeRooms(cell),
      exposureCents: sum.exposureCents + exposureCents(cell, today),
      atRiskCents: sum.atRiskCents + atRiskCents(cell, today),
    }),
    { contracted: 0, sold: 0, held: 0, free: 0, exposureCents: 0, atRiskCents: 0 },
  );
}

/** Release dates due for a reminder on `today`: those exactly RELEASE_REMINDER_DAYS away or fewer, not past. */
export function releaseDatesToRemind(
  releaseDates: readonly IsoDay[],
  today: IsoDay,
  daysBefore = RELEASE_REMINDER_DAYS,
) {
  const limit = new Date(Date.parse(`${today}T00:00:00Z`) + daysBefore * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return [...new Set(releaseDates)].filter((day) => day >= today && day <= limit).sort();
}
