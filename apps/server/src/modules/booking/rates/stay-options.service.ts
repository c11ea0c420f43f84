import { RATE_MESSAGES } from '@congress/domain/contracts/rates';
import type { TStayOptions } from '@congress/domain/contracts/stays';
import type { RoomOption } from '@congress/domain/enums';
import { isRoomOptionAllowed, roomOptionsFor } from '@congress/domain/rate-rules';
import { type OfferedCell, offeredNights } from '@congress/domain/stay-offer';
import { congressStay, type IsoDay } from '@congress/domain/stays';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { countRoomUse, listBlocks } from '../../capacity/capacity.service.ts';
import { findRateWithCongress } from './rates.repository.ts';

/**
 * What the registration form offers around the congress nights (decisions 46): the extra nights of
 * the rate's hotel block for the room type, priced, and whether a room is left (counted by capacity,
 * the one counter of rooms). A hotel without blocks offers none. Read without locks: the booking
 * itself checks again under them, and refuses a night taken in between.
 */
export function createStayOptionsService({ db, clock }: { db: Database; clock: () => Date }) {
  return {
    async forRate(rateId: number, asked: RoomOption | undefined): Promise<TStayOptions> {
      const found = await findRateWithCongress(db, rateId);
      if (!found) throw new AppError('NOT_FOUND', RATE_MESSAGES.rateNotFound);
      const { congress, rate } = found;
      // A room type the rate does not offer reads as the one it books by default.
      const roomType = asked && isRoomOptionAllowed(rate, asked) ? asked : roomOptionsFor(rate).defaultOption;
      const stay = congressStay(congress);
      const blocks = stay
        ? (await listBlocks(db, rate.hotelId)).filter((block) => block.roomType === roomType)
        : [];
      const use = blocks.length ? await countRoomUse(db, { hotelId: rate.hotelId, roomType }, clock()) : [];
      const used = new Map(use.map((row) => [row.night, row]));
      const cells = new Map<IsoDay, OfferedCell>(
        blocks.map((block) => [
          block.night,
          {
            contracted: block.rooms,
            sold: used.get(block.night)?.sold ?? 0,
            held: used.get(block.night)?.held ?? 0,
            priceCents: block.extraNightPriceCents,
          },
        ]),
      );
      return { congressStay: stay, ...offeredNights(stay, cells), currency: congress.currency };
    },
  };
}

export type StayOptionsService = ReturnType<typeof createStayOptionsService>;
