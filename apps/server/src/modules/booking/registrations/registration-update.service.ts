import {
  REGISTRATION_MESSAGES,
  type TRegistration,
  type TRegistrationUpdateRequest,
} from '@congress/domain/contracts/registrations';
import { travelDatesError } from '@congress/domain/contracts/date-order';
import { roomOptionsFor } from '@congress/domain/rate-rules';
import type { Database, Transaction } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { recordAudit } from '../../audit/audit.service.ts';
import type { SessionSubject } from '../../../lib/session-subject.ts';
import { claimParticipationVersion } from '../participations/participation-version.ts';
import { invalidateRateLists } from '../rates/rate-list-cache.ts';
import { changeRoomType, retakePlace } from './place-revival.ts';
import { loadRegistrationDtos } from './registration-dto-loader.ts';
import { requireWritableParticipation } from './registration-access.ts';
import { writeRegistrationStatus } from './registration-status.repository.ts';
import {
  findRegistrationRow,
  type RegistrationInsert,
  type RegistrationValues,
  updateRegistration,
} from './registrations.repository.ts';
import { withTransactionRetry } from '../../../lib/transaction-retry.ts';
import { travelColumns } from './travel-values.ts';

const changes = <T>(wanted: T | undefined, current: T) => wanted !== undefined && wanted !== current;

/**
 * PUT /registration/{id}: the owner edits its travel; the status, its comment and the room are an
 * admin's (decisions 2). The same values sent back unchanged are accepted, since clients send the
 * whole registration. An admin writes from the participation's version as read (decisions 39).
 */
async function updateInTransaction(
  tx: Transaction,
  session: SessionSubject,
  id: number,
  input: TRegistrationUpdateRequest,
  now: Date,
) {
  const registration = await findRegistrationRow(tx, id);
  if (!registration) throw new AppError('NOT_FOUND', REGISTRATION_MESSAGES.registrationNotFound);
  const { participation, rate, isAdmin } = await requireWritableParticipation(
    tx,
    session,
    registration.participationId,
    { forUpdate: true },
  );
  await claimParticipationVersion(tx, participation.id, { version: input.version, isStaff: isAdmin, now });
  const values: Partial<RegistrationValues> = { ...travelColumns(input, { partial: true }), updatedAt: now };
  // Decisions 37 against what is stored: an update may send one of the two dates.
  const datesError = travelDatesError(
    values.arrivalDate === undefined ? registration.arrivalDate : values.arrivalDate,
    values.departureDate === undefined ? registration.departureDate : values.departureDate,
  );
  if (datesError) throw new AppError('VALIDATION', datesError, { fields: { departureDate: datesError } });
  const adminChange =
    changes(input.statusRegistration, registration.statusRegistration) ||
    changes(input.statusComment ?? undefined, registration.statusComment ?? undefined) ||
    changes(input.roomOption, registration.roomOption);
  if (adminChange && !isAdmin) throw new AppError('FORBIDDEN', REGISTRATION_MESSAGES.statusStaffOnly);
  if (isAdmin) {
    if (input.roomOption !== undefined && !roomOptionsFor(rate).options.includes(input.roomOption)) {
      const message = REGISTRATION_MESSAGES.roomOptionNotOffered;
      throw new AppError('VALIDATION', message, { fields: { roomOption: message } });
    }
    if (input.roomOption !== undefined) values.roomOption = input.roomOption;
    if (input.statusComment !== undefined) values.statusComment = input.statusComment || null;
    const revives =
      registration.position === 1 &&
      registration.statusRegistration === 'cancelled' &&
      input.statusRegistration !== undefined &&
      input.statusRegistration !== 'cancelled';
    const roomType = input.roomOption ?? registration.roomOption;
    if (revives) await retakePlace(tx, participation, now, null, { hotelId: registration.hotelId, roomType });
    else if (registration.position === 1)
      await changeRoomType(tx, participation, registration, roomType, now);
  }
  const status = isAdmin ? input.statusRegistration : undefined;
  let after: Partial<RegistrationInsert> = values;
  if (status === undefined) await updateRegistration(tx, id, values);
  else after = await writeRegistrationStatus(tx, registration, { event: 'staff_set', to: status }, values);
  if (isAdmin) {
    // A staff write (issue: audit log): the registration as it was and the values written.
    await recordAudit(tx, {
      actor: session,
      congressId: participation.congressId,
      action: 'update',
      entity: 'registration',
      entityId: id,
      before: registration,
      after,
    });
  }
}

export function createRegistrationUpdateService({ db, clock }: { db: Database; clock: () => Date }) {
  return {
    async update(
      session: SessionSubject,
      id: number,
      input: TRegistrationUpdateRequest,
    ): Promise<TRegistration> {
      await withTransactionRetry(db, (tx) => updateInTransaction(tx, session, id, input, clock()));
      if (input.statusRegistration !== undefined) invalidateRateLists(db);
      const [dto] = await loadRegistrationDtos(db, [id]);
      if (!dto) throw new AppError('NOT_FOUND', REGISTRATION_MESSAGES.registrationNotFound);
      return dto;
    },
  };
}

export type RegistrationUpdateService = ReturnType<typeof createRegistrationUpdateService>;
