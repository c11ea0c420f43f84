import { REGISTRATION_STATUSES, type RegistrationStatus } from './enums.ts';

/**
 * The registration's state machine (pretix's order states are the model): every move of a
 * registration's status names the event that causes it, and the server's one status writer refuses
 * a move this table does not allow. `new` is the registration not written yet (its insert).
 */
export type RegistrationStatusFrom = RegistrationStatus | 'new';

/** Every status but Cancelled: the registration holds its place (decisions 9). */
export const ACTIVE_REGISTRATION_STATUSES = REGISTRATION_STATUSES.filter((status) => status !== 'cancelled');

export const REGISTRATION_STATUS_EVENTS = [
  'booked',
  'rebooked',
  'second_removed',
  'paid',
  'unsettled',
  'awaiting_transfer',
  'hold_expired',
  'late_payment',
  'staff_set',
  'self_cancelled',
] as const;
export type RegistrationStatusEvent = (typeof REGISTRATION_STATUS_EVENTS)[number];

type Transition = { from: readonly RegistrationStatusFrom[]; to: readonly RegistrationStatus[] };

export const REGISTRATION_STATUS_TRANSITIONS: Record<RegistrationStatusEvent, Transition> = {
  /** A participant's booking (or a registration created without a status) starts pending (spec 4). */
  booked: { from: ['new'], to: ['pending'] },
  /** A cancelled registration booked again takes its place back as pending. */
  rebooked: { from: ['cancelled'], to: ['pending'] },
  /** The companion or room-mate taken out of the booking, by the participant or an admin (spec 4). */
  second_removed: { from: ACTIVE_REGISTRATION_STATUSES, to: ['cancelled'] },
  /** Spec 4, "after payment" (a payment, CONFIRM or REFUND settled, a transfer chosen): not Cancelled becomes Confirmed. */
  paid: { from: ACTIVE_REGISTRATION_STATUSES, to: ['confirmed'] },
  /** Money due again: a change left something to pay (decisions 15), a transfer received short. */
  unsettled: { from: ['confirmed'], to: ['pending'] },
  /** CONFIRM of a change while a transfer is still on its way (decisions 15). */
  awaiting_transfer: { from: ACTIVE_REGISTRATION_STATUSES, to: ['pending'] },
  /** The hold sweep, or a late card success whose place is gone (decisions 11). */
  hold_expired: { from: ACTIVE_REGISTRATION_STATUSES, to: ['cancelled'] },
  /** A late card success while the place is still free undoes the sweep (decisions 11). */
  late_payment: { from: ['cancelled'], to: ['pending'] },
  /** The organisers set any status (PUT /api/registration, Manage Registration, the list's bulk action). */
  staff_set: { from: ['new', ...REGISTRATION_STATUSES], to: REGISTRATION_STATUSES },
  /** The participant cancels under the congress's policy, or staff approve that request (decisions 48). */
  self_cancelled: { from: ACTIVE_REGISTRATION_STATUSES, to: ['cancelled'] },
};

export const isRegistrationTransitionAllowed = (
  from: RegistrationStatusFrom,
  to: RegistrationStatus,
  event: RegistrationStatusEvent,
) => {
  const transition = REGISTRATION_STATUS_TRANSITIONS[event];
  return transition.from.includes(from) && transition.to.includes(to);
};

/** A move the table refuses is a programming error, never a user's: it throws before anything is written. */
export function assertRegistrationTransition(
  from: RegistrationStatusFrom,
  to: RegistrationStatus,
  event: RegistrationStatusEvent,
): void {
  if (!isRegistrationTransitionAllowed(from, to, event))
    throw new Error(`registration status: ${event} does not move ${from} to ${to}`);
}

/** The one status an event moves to, for the writes that move every registration of a participation. */
export function targetOf(event: RegistrationStatusEvent): RegistrationStatus {
  const [to, ...others] = REGISTRATION_STATUS_TRANSITIONS[event].to;
  if (!to || others.length > 0) throw new Error(`registration status: ${event} has no single target`);
  return to;
}
