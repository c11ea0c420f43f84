import type { TDeniedCardRequest } from '@congress/domain/contracts/payments';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

/** POST /api/payment/create: a card attempt the browser saw fail is recorded Denied (spec 8). */
export function recordDeniedCard(request: TDeniedCardRequest): Promise<unknown> {
  return api.post('/payment/create', { schema: z.unknown(), body: request });
}
