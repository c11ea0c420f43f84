import { HOTEL_MESSAGES } from '@congress/domain/contracts/congress';
import {
  ROOM_BLOCK_GRID_MESSAGES,
  roomCellField,
  type TRoomBlockGrid,
  type TRoomBlockGridWrite,
} from '@congress/domain/contracts/room-block-grid';
import { congressStay, nightsOf } from '@congress/domain/stays';
import type { Database, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { staleVersion } from '../../lib/stale-version.ts';
import { assertStaffCongress } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  countRoomUse,
  deleteBlocks,
  insertBlocks,
  listBlocks,
  lockHotelBlocks,
  updateBlock,
} from '../capacity/capacity.service.ts';
import type { CongressesService } from '../congresses/congresses.service.ts';
import {
  cellsBelowTaken,
  gridCells,
  gridChanges,
  gridNights,
  gridVersion,
  valuesOf,
} from './room-block-grid.fns.ts';
import { lockHotelForBlocks } from './room-block-grid.repository.ts';
import { findHotel, type HotelRow } from './hotels.repository.ts';

const night = (day: string) => new Date(`${day}T12:00:00Z`);

/**
 * A hotel's room blocks as staff edit them (decisions 46): nights across, room types down, with
 * what stays have sold and held. A save replaces the hotel's rows under their locks, carries the
 * grid's version (decisions 39), never contracts fewer rooms than are taken, and is audited.
 */
export function createRoomBlockGridService(deps: {
  db: Database;
  clock: () => Date;
  congresses: Pick<CongressesService, 'findById'>;
}) {
  const { db, clock, congresses } = deps;

  async function gridOf(executor: Executor, hotel: HotelRow): Promise<TRoomBlockGrid> {
    const congress = await congresses.findById(executor, hotel.congressId);
    const stay = congress ? congressStay(congress) : null;
    const congressNights = stay ? nightsOf(stay) : [];
    const blocks = await listBlocks(executor, hotel.id);
    const use = await countRoomUse(executor, { hotelId: hotel.id }, clock());
    const nights = gridNights(blocks, use, congressNights);
    return {
      hotelId: hotel.id,
      hotelName: hotel.name,
      currency: congress?.currency ?? 'EUR',
      congressNights,
      nights,
      cells: gridCells(nights, blocks, use),
      version: gridVersion(blocks),
    };
  }

  return {
    async read(actor: SessionSubject, hotelId: number): Promise<TRoomBlockGrid> {
      const hotel = await findHotel(db, hotelId);
      if (!hotel) throw new AppError('NOT_FOUND', HOTEL_MESSAGES.hotelNotFound);
      assertStaffCongress(actor, hotel.congressId);
      return gridOf(db, hotel);
    },

    async save(actor: SessionSubject, hotelId: number, input: TRoomBlockGridWrite): Promise<TRoomBlockGrid> {
      return db.transaction(async (tx) => {
        const hotel = await lockHotelForBlocks(tx, hotelId);
        if (!hotel) throw new AppError('NOT_FOUND', HOTEL_MESSAGES.hotelNotFound);
        assertStaffCongress(actor, hotel.congressId);
        const before = await lockHotelBlocks(tx, hotelId);
        if (gridVersion(before) !== input.version) throw staleVersion();
        const use = await countRoomUse(tx, { hotelId }, clock());
        const below = cellsBelowTaken(before, input.cells, use);
        const first = below[0];
        if (first) {
          const values = (cell: { night: string; taken: number }) => ({
            night: night(cell.night),
            count: cell.taken,
          });
          throw new AppError('CONFLICT', ROOM_BLOCK_GRID_MESSAGES.belowTaken, {
            values: values(first),
            fields: Object.fromEntries(
              below.map((cell) => [
                roomCellField(cell.roomType, cell.night),
                ROOM_BLOCK_GRID_MESSAGES.belowTaken,
              ]),
            ),
            fieldValues: Object.fromEntries(
              below.map((cell) => [roomCellField(cell.roomType, cell.night), values(cell)]),
            ),
          });
        }
        const changes = gridChanges(before, input.cells);
        await deleteBlocks(
          tx,
          changes.deleted.map((block) => block.id),
        );
        for (const change of changes.updated) await updateBlock(tx, change.id, change.after);
        await insertBlocks(tx, { hotelId, congressId: hotel.congressId }, changes.inserted);
        if (changes.inserted.length + changes.updated.length + changes.deleted.length > 0) {
          await recordAudit(tx, {
            actor,
            congressId: hotel.congressId,
            action: 'update',
            entity: 'room-blocks',
            entityId: hotelId,
            before: {
              cells: [...changes.updated.map((change) => change.before), ...changes.deleted.map(valuesOf)],
            },
            after: { cells: [...changes.updated.map((change) => change.after), ...changes.inserted] },
          });
        }
        return gridOf(tx, hotel);
      });
    },
  };
}

export type RoomBlockGridService = ReturnType<typeof createRoomBlockGridService>;
