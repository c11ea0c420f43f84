import { HOTEL_MESSAGES } from '@congress/domain/contracts/congress';
import type {
  TPickupCell,
  TReleaseRequest,
  TReleaseResult,
  TRoomPickup,
} from '@congress/domain/contracts/room-pickup';
import { dayInZone } from '@congress/domain/dates';
import { MESSAGES } from '@congress/domain/messages';
import {
  atRiskCents,
  exposureCents,
  isReleasePast,
  pickupTotals,
  roomsAfterRelease,
} from '@congress/domain/room-pickup';
import { congressStay, freeRooms, type IsoDay, nightsOf, ROOM_TYPES } from '@congress/domain/stays';
import type { Database, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { assertStaffCongress } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  type BlockRow,
  countRoomUse,
  listBlocks,
  lockChosenBlocks,
  type RoomUse,
  setBlockRooms,
} from '../capacity/capacity.service.ts';
import type { CongressesService } from '../congresses/congresses.service.ts';
import { findHotel, type HotelRow } from './hotels.repository.ts';

type CongressRow = NonNullable<Awaited<ReturnType<CongressesService['findById']>>>;

/** The report from block rows and the rooms stays take: every night either names, by room type. */
function pickupOf(
  hotel: HotelRow,
  congress: CongressRow,
  blocks: BlockRow[],
  use: RoomUse[],
  now: Date,
): TRoomPickup {
  const today = dayInZone(now, congress.timeZone);
  const stay = congressStay(congress);
  const congressNights = new Set(stay ? nightsOf(stay) : []);
  const nights = [...new Set([...blocks.map((b) => b.night), ...use.map((u) => u.night)])].sort();
  const rows = nights.map((night) => {
    const cells = ROOM_TYPES.flatMap((roomType): TPickupCell[] => {
      const block = blocks.find((b) => b.night === night && b.roomType === roomType);
      const taken = use.find((u) => u.night === night && u.roomType === roomType);
      if (!block && !taken) return [];
      const cell = {
        contracted: block?.rooms ?? 0,
        sold: taken?.sold ?? 0,
        held: taken?.held ?? 0,
        releaseOn: block?.releaseOn ?? null,
        priceCents: block?.extraNightPriceCents ?? 0,
      };
      return [
        {
          roomType,
          ...cell,
          free: freeRooms(cell),
          isReleasePast: isReleasePast(cell, today),
          exposureCents: exposureCents(cell, today),
          atRiskCents: atRiskCents(cell, today),
        },
      ];
    });
    return { night, isCongressNight: congressNights.has(night), cells, totals: pickupTotals(cells, today) };
  });
  return {
    hotelId: hotel.id,
    hotelName: hotel.name,
    congressId: congress.id,
    currency: congress.currency,
    today,
    nights: rows,
    totals: pickupTotals(
      rows.flatMap((row) => row.cells),
      today,
    ),
  };
}

/** A hotel's pickup report and "Release unsold rooms" (decisions 46), for the congress's staff. */
export function createRoomPickupService({
  db,
  congresses,
}: {
  db: Database;
  congresses: Pick<CongressesService, 'findById'>;
}) {
  async function load(executor: Executor, actor: SessionSubject, hotelId: number) {
    const hotel = await findHotel(executor, hotelId);
    if (!hotel) throw new AppError('NOT_FOUND', HOTEL_MESSAGES.hotelNotFound);
    assertStaffCongress(actor, hotel.congressId);
    const congress = await congresses.findById(executor, hotel.congressId);
    if (!congress) throw new AppError('NOT_FOUND', MESSAGES.congressNotFound);
    return { hotel, congress };
  }

  async function report(executor: Executor, hotel: HotelRow, congress: CongressRow, now: Date) {
    const [blocks, use] = [
      await listBlocks(executor, hotel.id),
      await countRoomUse(executor, { hotelId: hotel.id }, now),
    ];
    return pickupOf(hotel, congress, blocks, use, now);
  }

  return {
    async get(actor: SessionSubject, hotelId: number, now = new Date()): Promise<TRoomPickup> {
      const { hotel, congress } = await load(db, actor, hotelId);
      return report(db, hotel, congress, now);
    },

    /**
     * Under the chosen rows' locks, each keeps the rooms sold and held and gives back the rest; one
     * audit entry names every row changed, before and after.
     */
    async release(
      actor: SessionSubject,
      hotelId: number,
      input: TReleaseRequest,
      now = new Date(),
    ): Promise<TReleaseResult> {
      return db.transaction(async (tx) => {
        const { hotel, congress } = await load(tx, actor, hotelId);
        const locked = await lockChosenBlocks(tx, hotel.id, input);
        const use = await countRoomUse(tx, { hotelId: hotel.id, nights: input.nights }, now);
        const changes: { night: IsoDay; roomType: string; before: number; after: number }[] = [];
        for (const block of locked) {
          const taken = use.find((u) => u.night === block.night && u.roomType === block.roomType);
          const after = roomsAfterRelease({
            contracted: block.rooms,
            sold: taken?.sold ?? 0,
            held: taken?.held ?? 0,
          });
          if (after === block.rooms) continue;
          await setBlockRooms(tx, block.id, after);
          changes.push({ night: block.night, roomType: block.roomType, before: block.rooms, after });
        }
        if (changes.length > 0) {
          await recordAudit(tx, {
            actor,
            congressId: hotel.congressId,
            action: 'release-rooms',
            entity: 'hotel',
            entityId: hotel.id,
            before: changes.map(({ night, roomType, before }) => ({ night, roomType, rooms: before })),
            after: changes.map(({ night, roomType, after }) => ({ night, roomType, rooms: after })),
          });
        }
        const released = changes.reduce((sum, change) => sum + change.before - change.after, 0);
        return { released, pickup: await report(tx, hotel, congress, now) };
      });
    },
  };
}

export type RoomPickupService = ReturnType<typeof createRoomPickupService>;
