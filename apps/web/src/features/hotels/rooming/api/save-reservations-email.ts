import { getHotel, updateHotel } from '@congress/domain/endpoints/hotels';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hotelKeys } from '../../../../api/hotels.ts';
import { call } from '../../../../lib/endpoint-call.ts';
import { roomingKeys } from './keys.ts';

/**
 * PUT /api/hotel/update/:id with only the reservations e-mail changed: the hotel's other fields are
 * read just before (GET /api/hotel/:id), so an edit made meanwhile on the hotels screen is kept.
 */
export async function saveReservationsEmail(hotelId: number, email: string) {
  const hotel = await call(getHotel, { params: { id: hotelId } });
  return call(updateHotel, {
    params: { id: hotelId },
    body: {
      congressId: hotel.congressId,
      name: hotel.name,
      address: hotel.address,
      website: hotel.website,
      description: hotel.description,
      reservationsEmail: email,
    },
  });
}

export function useSaveReservationsEmail(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => saveReservationsEmail(hotelId, email),
    // The panel shows the error.
    meta: { isSilent: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: roomingKeys.ofHotel(hotelId) }),
        queryClient.invalidateQueries({ queryKey: hotelKeys.lists() }),
      ]),
  });
}
