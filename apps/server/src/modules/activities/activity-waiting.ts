import { findDateClash, isForWho, mayChooseActivities } from '@congress/domain/activities';
import { ACTIVITY_MESSAGES } from '@congress/domain/contracts/activities';
import { MESSAGES } from '@congress/domain/messages';
import type { Executor, Transaction } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { lockActivities } from '../capacity/capacity.service.ts';
import { insertChoice, listChoicesOfRegistrations } from './activities.repository.ts';
import { whoKeyOfPerson } from './activity-dto.ts';
import { findRegistrationPerson, lockRegistration } from './activity-people.repository.ts';

/** The person a registration is, with what decides whether an activity is theirs to wait for. */
export async function personForActivity(executor: Executor, registrationId: number) {
  const person = await findRegistrationPerson(executor, registrationId);
  if (!person) return null;
  return { person, whoKey: whoKeyOfPerson(person), mayChoose: mayChooseActivities(person) };
}

export const isActivityFor = isForWho;

/**
 * Takes the place an offer held (the e-mail link's Accept): the registration stands, the activity is
 * for the person and no other choice falls on its start date. The offer counted as a place, so the
 * quota is not counted again. The caller locks the activity first.
 */
export async function addChoiceFromOffer(tx: Transaction, registrationId: number, activityId: number) {
  await lockRegistration(tx, registrationId);
  const found = await personForActivity(tx, registrationId);
  if (!found || found.person.statusRegistration === 'cancelled')
    throw new AppError('CONFLICT', ACTIVITY_MESSAGES.registrationCancelled);
  const current = (await listChoicesOfRegistrations(tx, [registrationId])).map((c) => c.activityId);
  if (current.includes(activityId)) return;
  const locked = await lockActivities(tx, [...current, activityId]);
  if (findDateClash(locked)) throw new AppError('CONFLICT', MESSAGES.activityDateTaken);
  await insertChoice(tx, registrationId, activityId);
}
