import type { THotel, TStaffHotel } from '@congress/domain/contracts/congress';
import type { Database } from '../../db/database.ts';
import type { CongressesService } from '../congresses/congresses.service.ts';
import { type HotelRow, listHotelsOfCongress } from './hotels.repository.ts';
import { deleteCongressSendings, listRoomBookings } from './rooming-list.repository.ts';

/** The personal-data purge (decisions 30): the rooming lists sent name the guests; the number deleted. */
export const purgeRoomingLists = deleteCongressSendings;

/** The bookings that hold a room at a hotel, as its rooming list reads them (the demo seed's list). */
export const roomBookingsOf = listRoomBookings;

export const toHotelDto = (row: HotelRow): THotel => ({
  id: row.id,
  name: row.name,
  congressId: row.congressId,
  address: row.address,
  website: row.website,
  description: row.description,
});

/** For the congress's staff: with where the rooming list is sent. */
export const toStaffHotelDto = (row: HotelRow): TStaffHotel => ({
  ...toHotelDto(row),
  reservationsEmail: row.reservationsEmail,
});

export function createHotelsService(deps: {
  db: Database;
  congresses: Pick<CongressesService, 'requireBySlug'>;
}) {
  const { db, congresses } = deps;
  return {
    async listOfCongress(slug: string): Promise<THotel[]> {
      const congress = await congresses.requireBySlug(slug);
      return (await listHotelsOfCongress(db, congress.id)).map(toHotelDto);
    },
  };
}

export type HotelsService = ReturnType<typeof createHotelsService>;
