import type { TDeniedCardRequest } from '@congress/domain/contracts/payments';
import { recordDeniedCard as recordDeniedCardEndpoint } from '@congress/domain/endpoints/payments';
import { call } from '../lib/endpoint-call.ts';

/** POST /api/payment/create: a card attempt the browser saw fail is recorded Denied (spec 8). */
export function recordDeniedCard(request: TDeniedCardRequest): Promise<unknown> {
  return call(recordDeniedCardEndpoint, { body: request });
}
