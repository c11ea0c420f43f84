import { REGISTRATION_MESSAGES, type TRegistration } from '@congress/domain/contracts/registrations';
import type { Executor } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { loadParticipationDetails } from '../participations/participation-detail.repository.ts';
import { toRegistrationDto } from '../participations/participation-dto.ts';
import { findParticipationIdsOfRegistrations } from './registrations.repository.ts';

/** The DTOs of some registrations, in the order asked. */
export async function loadRegistrationDtos(executor: Executor, ids: number[]): Promise<TRegistration[]> {
  const participationIds = await findParticipationIdsOfRegistrations(executor, ids);
  const details = await loadParticipationDetails(executor, { ids: participationIds });
  const registrations = details.flatMap((detail) => detail.registrations);
  return ids.map((id) => {
    const found = registrations.find((row) => row.registration.id === id);
    if (!found) throw new AppError('NOT_FOUND', REGISTRATION_MESSAGES.registrationNotFound);
    return toRegistrationDto(found);
  });
}
