import type { TCheckInPack } from '@congress/domain/contracts/check-in-offline';
import { getCheckInPack } from '@congress/domain/endpoints/check-in';
import { call } from '../../../lib/endpoint-call.ts';

/** GET /api/check-in/congress/:slug/pack: every person of the congress, for the door's device. */
export function getPack(slug: string, signal?: AbortSignal): Promise<TCheckInPack> {
  return call(getCheckInPack, { params: { slug }, signal });
}
