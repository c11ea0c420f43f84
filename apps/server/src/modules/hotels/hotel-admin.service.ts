import {
  HOTEL_MESSAGES,
  type THotel,
  type THotelWriteRequest,
  type TStaffHotel,
} from '@congress/domain/contracts/congress';
import { MESSAGES } from '@congress/domain/messages';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertStaffCongress } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import type { BookingService } from '../booking/booking.service.ts';
import { toHotelDto, toStaffHotelDto } from './hotels.service.ts';
import { congressExists, findHotel, insertHotel, updateHotel } from './hotels.repository.ts';

/** Hotels of a congress: read by anyone, written by the congress's admins, audited. */
export function createHotelAdminService({
  db,
  booking,
}: {
  db: Database;
  /** A hotel's name shows in the cached public rate list. */
  booking: Pick<BookingService, 'invalidateRateLists'>;
}) {
  return {
    async get(id: number): Promise<THotel> {
      const row = await findHotel(db, id);
      if (!row) throw new AppError('NOT_FOUND', HOTEL_MESSAGES.hotelNotFound);
      return toHotelDto(row);
    },

    async create(actor: SessionSubject, input: THotelWriteRequest): Promise<TStaffHotel> {
      assertStaffCongress(actor, input.congressId);
      return db.transaction(async (tx) => {
        if (!(await congressExists(tx, input.congressId)))
          throw new AppError('NOT_FOUND', MESSAGES.congressNotFound);
        const hotel = toStaffHotelDto(await insertHotel(tx, input));
        await recordAudit(tx, {
          actor,
          congressId: hotel.congressId,
          action: 'create',
          entity: 'hotel',
          entityId: hotel.id,
          after: hotel,
        });
        return hotel;
      });
    },

    /** A hotel stays in its congress; its name shows on rate cards, so the rate lists are refreshed. */
    async update(actor: SessionSubject, id: number, input: THotelWriteRequest): Promise<TStaffHotel> {
      const hotel = await db.transaction(async (tx) => {
        const before = await findHotel(tx, id, true);
        if (!before) throw new AppError('NOT_FOUND', HOTEL_MESSAGES.hotelNotFound);
        assertStaffCongress(actor, before.congressId);
        if (before.congressId !== input.congressId) {
          throw new AppError('VALIDATION', HOTEL_MESSAGES.otherCongress, {
            fields: {
              congressId: HOTEL_MESSAGES.otherCongress,
            },
          });
        }
        const { congressId: _ignored, ...values } = input;
        const after = toStaffHotelDto(await updateHotel(tx, id, values));
        await recordAudit(tx, {
          actor,
          congressId: after.congressId,
          action: 'update',
          entity: 'hotel',
          entityId: id,
          before: toStaffHotelDto(before),
          after,
        });
        return after;
      });
      booking.invalidateRateLists();
      return hotel;
    },
  };
}

export type HotelAdminService = ReturnType<typeof createHotelAdminService>;
