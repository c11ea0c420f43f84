import { RATE_MESSAGES } from '@congress/domain/contracts/rates';
import { MESSAGES } from '@congress/domain/messages';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { BookingModules } from '../booking-deps.ts';
import { type CongressRow, findRateWithCongress, type RateWithRelations } from './rates.repository.ts';

/**
 * The rate a booking asks for, in the open congress it names: 404 for an unknown congress or a rate
 * of another congress, 403 when the congress is closed. Every booking (one person or a group) starts
 * here, before any lock.
 */
export async function findBookableRate(
  db: Database,
  congresses: BookingModules['congresses'],
  input: { congressSlug: string; rateId: number },
): Promise<{ congress: CongressRow; rate: RateWithRelations }> {
  // The rate brings its congress: a second lookup only to word a refusal.
  const found = await findRateWithCongress(db, input.rateId);
  const congress =
    found?.congress.slug === input.congressSlug
      ? found.congress
      : await congresses.findBySlug(db, input.congressSlug);
  if (!congress) throw new AppError('NOT_FOUND', MESSAGES.congressNotFound);
  if (!congress.isOpen) throw new AppError('CONGRESS_CLOSED', MESSAGES.congressClosed);
  if (!found || found.rate.congressId !== congress.id)
    throw new AppError('NOT_FOUND', RATE_MESSAGES.rateNotFound);
  const { congress: _congress, ...rate } = found;
  return { congress, rate };
}
