import {
  RATE_ADMIN_MESSAGES,
  RATE_MESSAGES,
  type TRate,
  type TRateUpdateRequest,
  type TRateWriteRequest,
} from '@congress/domain/contracts/rates';
import { MESSAGES } from '@congress/domain/messages';
import { rateDateToInstant } from '@congress/domain/rate-validation';
import type { Database, Transaction } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { assertFreshWrite, staleVersion } from '../../../lib/stale-version.ts';
import { assertStaffCongress } from '../../../plugins/auth.ts';
import { recordAudit } from '../../audit/audit.service.ts';
import type { SessionSubject } from '../../../lib/session-subject.ts';
import { countPlaces, lockRateForPlace } from '../../capacity/capacity.service.ts';
import {
  checkRateReferences,
  congressExists,
  insertRate,
  type RateValues,
  updateRate,
} from './rate-admin.repository.ts';
import { toRateDto } from './rate-dto.ts';
import { invalidateRateLists } from './rate-list-cache.ts';
import { findRateWithCongress, type RateRow } from './rates.repository.ts';

type Actor = SessionSubject | 'system';

const toValues = (input: TRateWriteRequest): RateValues => ({
  congressId: input.congressId,
  hotelId: input.hotelId,
  sectionId: input.sectionId,
  label: input.label,
  quota: input.quota,
  roomOption: input.roomOption,
  isOpened: input.isOpened,
  isEarlyBird: input.isEarlyBird,
  openDate: rateDateToInstant(input.openDate),
  closeDate: rateDateToInstant(input.closeDate),
  comment: input.comment,
  firstParticipantTypeId: input.firstParticipantTypeId,
  secondParticipantType: input.secondParticipantType,
  firstParticipantPrice: input.firstParticipantPrice,
  secondParticipantPrice: input.secondParticipantType === null ? null : input.secondParticipantPrice,
  registrationFee: input.registrationFee,
  // Left out of a write, the stored translations stay.
  ...(input.translations && { translations: input.translations }),
});

/** Manage Rates (spec 2.2, 5): admins of the rate's congress; every write audited and the lists refreshed. */
export function createRateAdminService({ db, clock }: { db: Database; clock: () => Date }) {
  const allow = (actor: Actor, congressId: number) => {
    if (actor !== 'system') assertStaffCongress(actor, congressId);
  };

  async function checkReferences(tx: Transaction, input: TRateWriteRequest) {
    if (!(await congressExists(tx, input.congressId)))
      throw new AppError('NOT_FOUND', MESSAGES.congressNotFound);
    const found = await checkRateReferences(tx, input);
    if (!found.hotel)
      throw new AppError('VALIDATION', RATE_ADMIN_MESSAGES.hotelNotInCongress, {
        fields: {
          hotelId: RATE_ADMIN_MESSAGES.hotelNotInCongress,
        },
      });
    if (!found.type) {
      throw new AppError('VALIDATION', RATE_ADMIN_MESSAGES.typeNotInCongress, {
        fields: {
          firstParticipantTypeId: RATE_ADMIN_MESSAGES.typeNotInCongress,
        },
      });
    }
    if (!found.section)
      throw new AppError('VALIDATION', RATE_ADMIN_MESSAGES.sectionNotFound, {
        fields: {
          sectionId: RATE_ADMIN_MESSAGES.sectionNotFound,
        },
      });
  }

  async function dto(tx: Transaction, rateId: number): Promise<TRate> {
    const row = await findRateWithCongress(tx, rateId);
    if (!row) throw new AppError('NOT_FOUND', RATE_MESSAGES.rateNotFound);
    const now = clock();
    return toRateDto(row, await countPlaces(tx, rateId, now), now, row.congress.timeZone);
  }

  /**
   * Locks the rate and its places; the quota may never go below the places already taken. A staff
   * change names the version it read: an older one is refused before anything is judged (decisions 39).
   */
  async function lockForChange(
    tx: Transaction,
    actor: Actor,
    rateId: number,
    change: { quota?: number; version?: number } = {},
  ) {
    const { quota, version } = change;
    const locked = await lockRateForPlace(tx, rateId, clock());
    if (!locked) throw new AppError('NOT_FOUND', RATE_MESSAGES.rateNotFound);
    allow(actor, locked.rate.congressId);
    if (version !== undefined && version !== locked.rate.version) throw staleVersion();
    if (quota !== undefined && quota < locked.places) {
      throw new AppError('CONFLICT', RATE_ADMIN_MESSAGES.quotaBelowUses, {
        fields: { quota: RATE_ADMIN_MESSAGES.quotaBelowUses },
        values: { uses: locked.places },
      });
    }
    return locked.rate;
  }

  async function write<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const result = await db.transaction(work);
    invalidateRateLists(db);
    return result;
  }

  const audit = (tx: Transaction, actor: Actor, action: string, before: RateRow | null, after: TRate) =>
    recordAudit(tx, {
      actor,
      congressId: after.congressId,
      action,
      entity: 'rate',
      entityId: after.id,
      before,
      after,
    });

  return {
    create: (actor: Actor, input: TRateWriteRequest): Promise<TRate> =>
      write(async (tx) => {
        allow(actor, input.congressId);
        await checkReferences(tx, input);
        const rate = await dto(tx, await insertRate(tx, toValues(input)));
        await audit(tx, actor, 'create', null, rate);
        return rate;
      }),

    update: (actor: Actor, rateId: number, input: TRateUpdateRequest): Promise<TRate> =>
      write(async (tx) => {
        const before = await lockForChange(tx, actor, rateId, input);
        if (before.congressId !== input.congressId) {
          throw new AppError('VALIDATION', RATE_ADMIN_MESSAGES.congressMismatch, {
            fields: {
              congressId: RATE_ADMIN_MESSAGES.congressMismatch,
            },
          });
        }
        await checkReferences(tx, input);
        assertFreshWrite(await updateRate(tx, rateId, toValues(input), input.version));
        const rate = await dto(tx, rateId);
        await audit(tx, actor, 'update', before, rate);
        return rate;
      }),

    /** The Open toggle of the rates table (spec 4): a closed rate shows SOLD OUT on the rate list. */
    toggle: (actor: Actor, rateId: number, version: number): Promise<TRate> =>
      write(async (tx) => {
        const before = await lockForChange(tx, actor, rateId, { version });
        assertFreshWrite(await updateRate(tx, rateId, { isOpened: !before.isOpened }, version));
        const rate = await dto(tx, rateId);
        await audit(tx, actor, rate.isOpened ? 'open' : 'close', before, rate);
        return rate;
      }),

    /** A quota change alone, as the rate modal would make it (used by the bulk seed). */
    setQuota: (actor: Actor, rateId: number, quota: number): Promise<TRate> =>
      write(async (tx) => {
        const before = await lockForChange(tx, actor, rateId, { quota });
        await updateRate(tx, rateId, { quota });
        const rate = await dto(tx, rateId);
        await audit(tx, actor, 'update', before, rate);
        return rate;
      }),
  };
}
export type RateAdminService = ReturnType<typeof createRateAdminService>;
