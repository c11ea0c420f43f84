import type { THotelWriteInput } from '@congress/domain/contracts/congress';
import { createHotel, updateHotel } from '@congress/domain/endpoints/hotels';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { congressRateKeys } from '../../../api/congress-rates.ts';
import { hotelKeys } from '../../../api/hotels.ts';
import { call } from '../../../lib/endpoint-call.ts';

export type SaveHotelInput = { id: number | null; hotel: THotelWriteInput };

/** POST /api/hotel/create or PUT /api/hotel/update/{id} (spec 7). */
export function saveHotel({ id, hotel }: SaveHotelInput) {
  return id === null
    ? call(createHotel, { body: hotel })
    : call(updateHotel, { params: { id }, body: hotel });
}

export function useSaveHotel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHotel,
    meta: { isSilent: true },
    // Rates carry their hotel's name: both lists show the change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: hotelKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: congressRateKeys.all }),
      ]),
  });
}
