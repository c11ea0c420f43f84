import { englishText } from '@congress/domain/i18n/english';
import { BOOKING_MESSAGES } from '@congress/domain/contracts/booking';
import type { RateAvailabilityReason } from '@congress/domain/contracts/rates';
import { MESSAGES } from '@congress/domain/messages';
import { isSectionAllowed, rateState } from '@congress/domain/rate-rules';
import { AppError } from '../../../lib/app-error.ts';
import type { RateWithRelations } from './rates.repository.ts';

export type RateCheck = {
  reason: RateAvailabilityReason;
  message: string | null;
  sectionName: string | null;
};

/**
 * Whether a subject may take a place on a rate now, in the order of spec 5: availability (dates, the
 * organisers' opening, the quota), then the section restriction. `places` excludes the subject's own.
 */
export function checkRate(
  row: Pick<RateWithRelations, 'rate' | 'section'>,
  places: number,
  context: { now: Date; timeZone: string; sectionId: number | null },
): RateCheck {
  const state = rateState(row.rate, places, context.now, context.timeZone);
  const sectionName = row.section?.name ?? null;
  const unavailable = (reason: RateAvailabilityReason): RateCheck => ({
    reason,
    message: MESSAGES.rateUnavailable,
    sectionName,
  });
  if (state.isClosed) return unavailable('closed');
  if (!row.rate.isOpened) return unavailable('not_opened');
  if (state.isFull) return unavailable('full');
  return checkSection(row, context.sectionId);
}

export function checkSection(
  row: Pick<RateWithRelations, 'rate' | 'section'>,
  sectionId: number | null,
): RateCheck {
  const sectionName = row.section?.name ?? null;
  if (!isSectionAllowed(row.rate, sectionId)) {
    const message = englishText(BOOKING_MESSAGES.sectionOnly, { sectionName: sectionName ?? '' });
    return { reason: 'section', message, sectionName };
  }
  return { reason: 'ok', message: null, sectionName };
}

/** Turns a refusal into the error the booking calls answer (409 unavailable, 403 section). */
export function assertRateCheck(check: RateCheck) {
  if (check.reason === 'ok') return;
  if (check.reason === 'section') {
    throw new AppError('RATE_SECTION_ONLY', BOOKING_MESSAGES.sectionOnly, {
      values: {
        sectionName: check.sectionName ?? '',
      },
    });
  }
  throw new AppError('RATE_UNAVAILABLE', MESSAGES.rateUnavailable);
}
