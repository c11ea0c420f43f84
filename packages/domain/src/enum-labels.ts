import type { MessageDescriptor } from '@formatjs/intl';
import {
  capitalise,
  type PaymentKind,
  type PaymentMethod,
  type PaymentStatus,
  type RateRoomOption,
  type RegistrationStatus,
  type Role,
  type RoomOption,
  type SecondParticipantType,
  type SessionKind,
} from './enums.ts';
import { defineMessages } from './i18n/messages.ts';

/**
 * One label catalogue per stored enum (decisions 18: stored lowercase, shown capitalised): screens,
 * e-mails, exports and PDFs all name a value with these words, so a status reads the same everywhere
 * in a language. The English is what `capitalise` writes (roles keep their codes, as Manage Users shows
 * them); French and Portuguese are in packages/domain/locales/<language>/labels.json.
 */
type Labels<V extends string> = { readonly [K in V]: MessageDescriptor };

export const REGISTRATION_STATUS_LABELS: Labels<RegistrationStatus> = defineMessages({
  pending: { id: 'label.registrationStatus.pending', defaultMessage: 'Pending' },
  confirmed: { id: 'label.registrationStatus.confirmed', defaultMessage: 'Confirmed' },
  cancelled: { id: 'label.registrationStatus.cancelled', defaultMessage: 'Cancelled' },
  on_hold: { id: 'label.registrationStatus.onHold', defaultMessage: 'On hold' },
  no_show: { id: 'label.registrationStatus.noShow', defaultMessage: 'No show' },
});

export const PAYMENT_KIND_LABELS: Labels<PaymentKind> = defineMessages({
  charge: { id: 'label.paymentKind.charge', defaultMessage: 'Charge' },
  refund: { id: 'label.paymentKind.refund', defaultMessage: 'Refund' },
});

export const PAYMENT_METHOD_LABELS: Labels<PaymentMethod> = defineMessages({
  card: { id: 'label.paymentMethod.card', defaultMessage: 'Card' },
  bank_transfer: { id: 'label.paymentMethod.bankTransfer', defaultMessage: 'Bank transfer' },
  manual: { id: 'label.paymentMethod.manual', defaultMessage: 'Manual' },
});

export const PAYMENT_STATUS_LABELS: Labels<PaymentStatus> = defineMessages({
  pending: { id: 'label.paymentStatus.pending', defaultMessage: 'Pending' },
  confirmed: { id: 'label.paymentStatus.confirmed', defaultMessage: 'Confirmed' },
  denied: { id: 'label.paymentStatus.denied', defaultMessage: 'Denied' },
  cancelled: { id: 'label.paymentStatus.cancelled', defaultMessage: 'Cancelled' },
});

export const ROOM_OPTION_LABELS: Labels<RoomOption> = defineMessages({
  single: { id: 'label.roomOption.single', defaultMessage: 'Single' },
  twin: { id: 'label.roomOption.twin', defaultMessage: 'Twin' },
  double: { id: 'label.roomOption.double', defaultMessage: 'Double' },
});

/** A rate's room option: its single is the registration's single. */
export const RATE_ROOM_OPTION_LABELS: Labels<RateRoomOption> = {
  single: ROOM_OPTION_LABELS.single,
  ...defineMessages({
    'twin/double': { id: 'label.roomOption.twinDouble', defaultMessage: 'Twin / Double' },
  }),
};

export const SECOND_PARTICIPANT_TYPE_LABELS: Labels<SecondParticipantType> = defineMessages({
  member: { id: 'label.secondParticipantType.member', defaultMessage: 'Member' },
  accompany: { id: 'label.secondParticipantType.accompany', defaultMessage: 'Accompany' },
});

export const SESSION_KIND_LABELS: Labels<SessionKind> = defineMessages({
  user: { id: 'label.sessionKind.user', defaultMessage: 'User' },
  member: { id: 'label.sessionKind.member', defaultMessage: 'Member' },
});

/** Spec 2.2: Manage Users names the roles without their ROLE_ prefix, in every language. */
export const ROLE_LABELS: Labels<Role> = defineMessages({
  ROLE_USER: { id: 'label.role.user', defaultMessage: 'USER' },
  ROLE_MEMBER: { id: 'label.role.member', defaultMessage: 'MEMBER' },
  ROLE_VISUALISATION: { id: 'label.role.visualisation', defaultMessage: 'VISUALISATION' },
  ROLE_ADMIN: { id: 'label.role.admin', defaultMessage: 'ADMIN' },
  ROLE_SUPER_ADMIN: { id: 'label.role.superAdmin', defaultMessage: 'SUPER_ADMIN' },
  ROLE_CHECKIN: { id: 'label.role.checkin', defaultMessage: 'CHECKIN' },
});

/** What formats a message: react-intl's `intl`, @formatjs/intl's, a server translator's `intl`. */
export type MessageFormatter = { formatMessage(descriptor: MessageDescriptor): string };

/**
 * A stored value's label in the formatter's language; a value its catalogue does not know (an old
 * row, a value read as a plain string) reads as `capitalise` writes it.
 */
export function labelOf(
  intl: MessageFormatter,
  labels: Readonly<Record<string, MessageDescriptor>>,
  value: string,
): string {
  const message = Object.hasOwn(labels, value) ? labels[value] : undefined;
  return message ? intl.formatMessage(message) : capitalise(value);
}
