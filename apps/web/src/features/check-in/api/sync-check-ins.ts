import type { TCheckInSyncRequest, TCheckInSyncResult } from '@congress/domain/contracts/check-in-offline';
import { syncCheckIns as syncCheckInsEndpoint } from '@congress/domain/endpoints/check-in';
import { call } from '../../../lib/endpoint-call.ts';

/** POST /api/check-in/congress/:slug/sync: the device's queue, each entry recorded once. */
export function syncCheckIns(slug: string, body: TCheckInSyncRequest): Promise<TCheckInSyncResult> {
  return call(syncCheckInsEndpoint, { params: { slug }, body });
}
