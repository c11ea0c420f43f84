import { type TRateAvailability, ZRateAvailability } from '@congress/domain/contracts/rates';
import { api } from '../../../lib/api-client.ts';

/** The check before submitting (spec 5): places left, dates, and the member's section. */
export function checkRateAvailability(rateId: number): Promise<TRateAvailability> {
  return api.get(`/rate/${rateId}/availability`, { schema: ZRateAvailability });
}
