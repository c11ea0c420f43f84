import type { TStayNightOption } from './contracts/stays.ts';
import { addDays, type BlockCell, freeRooms, type IsoDay, type Stay } from './stays.ts';

/** A night of a hotel's block for one room type: rooms counted, and the price of an extra night. */
export type OfferedCell = BlockCell & { priceCents: number };

/**
 * The extra nights a block offers around the congress nights (decisions 46): contiguous outward from
 * them, nearest first, up to the first night the block lacks (a night without a row has no room, so
 * nothing beyond it could be reached). A night whose rooms are all sold or held is shown, not free.
 */
export function offeredNights(
  congress: Stay | null,
  cells: ReadonlyMap<IsoDay, OfferedCell>,
): { before: TStayNightOption[]; after: TStayNightOption[] } {
  if (!congress) return { before: [], after: [] };
  const walk = (first: IsoDay, step: 1 | -1) => {
    const nights: TStayNightOption[] = [];
    for (
      let night = first, cell = cells.get(night);
      cell;
      night = addDays(night, step), cell = cells.get(night)
    ) {
      nights.push({ night, priceCents: cell.priceCents, isAvailable: freeRooms(cell) > 0 });
    }
    return nights;
  };
  return { before: walk(addDays(congress.checkIn, -1), -1), after: walk(congress.checkOut, 1) };
}
