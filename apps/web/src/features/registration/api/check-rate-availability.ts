import type { TRateAvailability } from '@congress/domain/contracts/rates';
import { checkRateAvailability as checkEndpoint } from '@congress/domain/endpoints/rates';
import { call } from '../../../lib/endpoint-call.ts';

/** The check before submitting (spec 5): places left, dates, and the member's section. */
export function checkRateAvailability(rateId: number): Promise<TRateAvailability> {
  return call(checkEndpoint, { params: { id: rateId } });
}
