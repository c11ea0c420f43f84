import { RATE_MESSAGES, type TRateAvailability } from '@congress/domain/contracts/rates';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { BookingModules } from '../booking-deps.ts';
import type { SessionSubject } from '../../../lib/session-subject.ts';
import { findSubjectParticipation } from '../participations/participations.repository.ts';
import { holdsPlaceOn } from '../registrations/booking-state.ts';
import { listRegistrationsOf } from '../registrations/registrations.repository.ts';
import { countPlaces, findOwnLiveOffer } from '../../capacity/capacity.service.ts';
import { checkRate, checkSection } from './rate-eligibility.ts';
import { findRateWithCongress } from './rates.repository.ts';

/**
 * The check the client makes before submitting (spec 5), with the booking's own rules: the subject's
 * section (a plain user has none), and its own place on the rate, which never makes the rate full.
 */
export function createRateAvailabilityService({
  db,
  clock,
  auth,
}: { db: Database; clock: () => Date } & Pick<BookingModules, 'auth'>) {
  return {
    async check(session: SessionSubject, rateId: number): Promise<TRateAvailability> {
      const now = clock();
      const found = await findRateWithCongress(db, rateId);
      if (!found) throw new AppError('NOT_FOUND', RATE_MESSAGES.rateNotFound);
      const member = session.kind === 'member' ? await auth.findMemberProfile(db, session.id) : null;
      const sectionId = member?.section?.id ?? null;
      const own = await findSubjectParticipation(db, session, found.congress.id);
      const main = own
        ? (await listRegistrationsOf(db, own.participation.id)).find((r) => r.position === 1)
        : undefined;
      // A waiting-list offer holds its place for this subject.
      const offer = await findOwnLiveOffer(db, session, rateId, now);
      const places = await countPlaces(db, rateId, now, {
        excludeParticipationId: own?.participation.id,
        ...(offer ? { excludeOfferId: offer.id } : {}),
      });
      const counted = offer?.isByHand ? 0 : places;
      const result = holdsPlaceOn(own?.participation, main, rateId, now)
        ? checkSection(found, sectionId)
        : checkRate(found, counted, { now, timeZone: found.congress.timeZone, sectionId });
      return {
        rateId,
        available: result.reason === 'ok',
        reason: result.reason,
        message: result.message,
        sectionName: result.sectionName,
        places,
        quota: found.rate.quota,
      };
    },
  };
}

export type RateAvailabilityService = ReturnType<typeof createRateAvailabilityService>;
