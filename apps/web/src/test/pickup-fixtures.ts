import type { TPickupCell, TRoomPickup } from '@congress/domain/contracts/room-pickup';
import { atRiskCents, exposureCents, isReleasePast, pickupTotals } from '@congress/domain/room-pickup';
import { freeRooms, type IsoDay, type RoomType } from '@congress/domain/stays';

const TODAY = '2026-11-27';

type Raw = {
  roomType: RoomType;
  contracted: number;
  sold: number;
  held: number;
  releaseOn: IsoDay | null;
  priceCents: number;
};

const cellOf = (raw: Raw): TPickupCell => ({
  ...raw,
  free: freeRooms(raw),
  isReleasePast: isReleasePast(raw, TODAY),
  exposureCents: exposureCents(raw, TODAY),
  atRiskCents: atRiskCents(raw, TODAY),
});

/** A report as the server builds it, from the raw cells of each night. */
export function pickupOf(nights: { night: IsoDay; isCongressNight: boolean; cells: Raw[] }[]): TRoomPickup {
  const rows = nights.map(({ night, isCongressNight, cells }) => {
    const built = cells.map(cellOf);
    return { night, isCongressNight, cells: built, totals: pickupTotals(built, TODAY) };
  });
  return {
    hotelId: 2,
    hotelName: 'Harbour Inn',
    congressId: 1,
    currency: 'EUR',
    today: TODAY,
    nights: rows,
    totals: pickupTotals(
      rows.flatMap((row) => row.cells),
      TODAY,
    ),
  };
}

const single = (contracted: number, sold: number, held: number, releaseOn = '2026-12-02'): Raw => ({
  roomType: 'single',
  contracted,
  sold,
  held,
  releaseOn,
  priceCents: 11_000,
});

/**
 * Harbour Inn on 27 November 2026: singles of 9 and 12 June released in 5 days (near), twins of 9 June
 * released a week ago (owed), singles of 10 June in May; 13 free singles on 12 June.
 */
export const harbourPickup = (june12Singles = 20) =>
  pickupOf([
    {
      night: '2027-06-09',
      isCongressNight: false,
      cells: [
        single(10, 8, 1),
        { roomType: 'twin', contracted: 4, sold: 1, held: 0, releaseOn: '2026-11-20', priceCents: 9_000 },
      ],
    },
    { night: '2027-06-10', isCongressNight: true, cells: [single(30, 28, 0, '2027-05-10')] },
    { night: '2027-06-12', isCongressNight: false, cells: [single(june12Singles, 5, 2)] },
  ]);
