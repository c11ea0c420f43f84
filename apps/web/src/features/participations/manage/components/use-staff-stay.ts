import type { TRate } from '@congress/domain/contracts/rates';
import type { Stay } from '@congress/domain/stays';
import { useQuery } from '@tanstack/react-query';
import { stayOptionsQueryOptions } from '../../../../api/stay-options.ts';
import { effectiveStay } from '../../../../components/stay/stay-choice.ts';
import { bookedRoomOption, type ManageFormValues } from '../manage-form.ts';

/**
 * The nights Manage Registration offers for the chosen rate and room (decisions 46), and the stay a
 * save sends: the nights staff chose, as the hotel's offer allows them (the congress nights for none);
 * nothing while they are the ones loaded, so a save of other fields never moves a stay.
 */
export function useStaffStay(rate: TRate | undefined, values: Pick<ManageFormValues, 'roomOption'>) {
  const options = useQuery({
    ...stayOptionsQueryOptions(rate?.id ?? 0, rate ? bookedRoomOption(rate, values) : 'single'),
    enabled: rate !== undefined,
  });
  function toSend(chosen: Stay | null, isChanged: boolean): Stay | undefined {
    const offer = options.data;
    if (!offer?.congressStay || !isChanged) return undefined;
    return effectiveStay(offer, chosen) ?? offer.congressStay;
  }
  return { options, toSend };
}
