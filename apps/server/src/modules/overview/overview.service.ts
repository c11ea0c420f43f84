import { newSince, transferWindows } from '@congress/domain/contracts/list-figures';
import { FILLING_UP_SHARE, type TOverview } from '@congress/domain/contracts/overview';
import type { Database } from '../../db/database.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { assertStaffCongress } from '../../plugins/auth.ts';
import { countLiveOffersByRate, countPlacesByRate } from '../capacity/capacity.service.ts';
import type { CongressesService } from '../congresses/congresses.service.ts';
import { readCollectedPerDay, readOccupancy } from './overview-charts.repository.ts';
import {
  listActivityPlaces,
  listRatesByHotel,
  readSummaryFigures,
  readTransferFigures,
} from './overview.repository.ts';

export type OverviewModules = {
  congresses: Pick<CongressesService, 'requireBySlug'>;
};

/** Running totals of per-day amounts. */
function cumulative<T extends { day: string }>(rows: T[], pick: (row: T) => number[]) {
  const totals: number[] = [];
  return rows.map((row) => {
    pick(row).forEach((value, i) => {
      totals[i] = (totals[i] ?? 0) + value;
    });
    return { day: row.day, totals: [...totals] };
  });
}

/** Places per hotel, then per rate: capacity's count (decisions 9), so they agree with the rate list. */
function placesByHotel(
  rates: Awaited<ReturnType<typeof listRatesByHotel>>,
  places: Map<number, number>,
  offers: Map<number, number>,
) {
  const hotels: TOverview['hotels'] = [];
  for (const rate of rates) {
    let hotel = hotels.at(-1);
    if (hotel?.hotelId !== rate.hotelId) {
      hotel = { hotelId: rate.hotelId, name: rate.hotelName, taken: 0, quota: 0, rates: [] };
      hotels.push(hotel);
    }
    const taken = places.get(rate.rateId) ?? 0;
    const offered = offers.get(rate.rateId) ?? 0;
    hotel.rates.push({ rateId: rate.rateId, label: rate.label, taken, quota: rate.quota, offered });
    hotel.taken += taken;
    hotel.quota += rate.quota;
  }
  return hotels;
}

/** The organiser overview: staff of the congress, visualisation included (decisions 40). */
export function createOverviewService(deps: { db: Database; clock: () => Date } & OverviewModules) {
  const { db, clock, congresses } = deps;
  return {
    async read(session: SessionSubject, slug: string): Promise<TOverview> {
      const congress = await congresses.requireBySlug(slug);
      assertStaffCongress(session, congress.id);
      const now = clock();
      const since = newSince(now);
      const windows = transferWindows(now);
      const { timeZone } = congress;
      const [{ perDay, ...summary }, transfers, rates, places, offers, activities, collected, occupancy] =
        await Promise.all([
          readSummaryFigures(db, congress.id, since, timeZone),
          readTransferFigures(db, congress.id, windows.overdueBefore, windows.dueWeekBefore),
          listRatesByHotel(db, congress.id),
          countPlacesByRate(db, congress.id, now),
          countLiveOffersByRate(db, congress.id, now),
          listActivityPlaces(db, congress.id),
          readCollectedPerDay(db, congress.id, timeZone),
          readOccupancy(db, congress.id, congress),
        ]);
      const hotels = placesByHotel(rates, places, offers);
      return {
        congressId: congress.id,
        currency: congress.currency,
        timeZone,
        at: now.toISOString(),
        newSince: since.toISOString(),
        ...summary,
        transfers,
        hotels,
        activities: activities
          .filter((a) => a.quota !== null && a.quota > 0 && a.taken >= a.quota * FILLING_UP_SHARE)
          .map((a) => ({ ...a, quota: a.quota ?? 0 })),
        charts: {
          registrations: cumulative(
            perDay.filter((row) => row.active > 0),
            (row) => [row.active],
          ).map((row) => ({
            day: row.day,
            total: row.totals[0] ?? 0,
          })),
          money: cumulative(moneyByDay(perDay, collected), (row) => [row.invoiced, row.collected]).map(
            (row) => ({
              day: row.day,
              invoicedCents: row.totals[0] ?? 0,
              collectedCents: row.totals[1] ?? 0,
            }),
          ),
          occupancy: occupancyByNight(occupancy, hotels),
        },
      };
    },
  };
}

/** The price invoiced and the money collected on each day either happened, in day order. */
function moneyByDay(
  perDay: { day: string; invoiced: number }[],
  collected: { day: string; collected: number }[],
): { day: string; invoiced: number; collected: number }[] {
  const days = new Map<string, { day: string; invoiced: number; collected: number }>();
  for (const row of perDay)
    if (row.invoiced > 0) days.set(row.day, { day: row.day, invoiced: row.invoiced, collected: 0 });
  for (const row of collected) {
    const day = days.get(row.day) ?? { day: row.day, invoiced: 0, collected: 0 };
    day.collected = row.collected;
    days.set(row.day, day);
  }
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}

/** One point per night with every hotel that has rates, 0 where nobody stays. */
function occupancyByNight(
  rows: Awaited<ReturnType<typeof readOccupancy>>,
  hotels: TOverview['hotels'],
): TOverview['charts']['occupancy'] {
  const nights = [...new Set(rows.map((row) => row.night))];
  const hotelIds = [...new Set([...hotels.map((h) => h.hotelId), ...rows.flatMap((r) => r.hotelId ?? [])])];
  return nights.map((night) => ({
    night,
    hotels: hotelIds.map((hotelId) => ({
      hotelId,
      people: rows.find((row) => row.night === night && row.hotelId === hotelId)?.people ?? 0,
    })),
  }));
}

export type OverviewService = ReturnType<typeof createOverviewService>;
