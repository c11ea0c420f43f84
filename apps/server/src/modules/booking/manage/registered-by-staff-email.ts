import type { TParticipation } from '@congress/domain/contracts/participations';
import { labelOf, REGISTRATION_STATUS_LABELS, ROOM_OPTION_LABELS } from '@congress/domain/enum-labels';
import type { RegistrationStatus, RoomOption } from '@congress/domain/enums';
import { formatDate } from '@congress/domain/dates';
import { FORMAT_LOCALES, type Language } from '@congress/domain/i18n/languages';
import { formatMoney } from '@congress/domain/money';
import type { MessageDescriptor } from '@formatjs/intl';
import { defineMessages } from '../../../i18n/messages.ts';
import { translatorFor } from '../../../i18n/translators.ts';
import type { OutgoingEmail } from '../../../lib/mail/outbox.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const REGISTERED_BY_STAFF_PURPOSE = 'registered-by-staff';

/** What the e-mail tells about the registration, read from the participation just saved. */
export type RegistrationFacts = {
  firstName: string;
  rateLabel: string;
  hotel: string;
  roomOption: RoomOption;
  arrival: When | null;
  departure: When | null;
  /** The accompanying person or the room-mate, when there is one. */
  second: { role: 'Accompanying person' | 'Room-mate'; name: string } | null;
  status: RegistrationStatus;
  currency: string;
  priceCents: number;
  amountDueCents: number;
};

/** The day (YYYY-MM-DD) and, when there is one, the time of an arrival or departure, as written. */
type When = { date: string; time: string | null };

function when(date: string | null, time: string | null): When | null {
  if (!date) return null;
  return { date, time: time ? time.slice(0, 5) : null };
}

export function registrationFacts(participation: TParticipation): RegistrationFacts {
  const main = participation.registrations.find((r) => r.position === 1);
  const second = participation.registrations.find(
    (r) => r.position === 2 && r.statusRegistration !== 'cancelled',
  );
  const role = participation.rate.secondParticipantType === 'member' ? 'Room-mate' : 'Accompanying person';
  const sharingName = [participation.accompanyingFirstName, participation.accompanyingLastName]
    .filter(Boolean)
    .join(' ');
  const secondName = second
    ? `${second.participant.firstName} ${second.participant.lastName}`.trim()
    : sharingName;
  return {
    firstName: main?.participant.firstName ?? '',
    rateLabel: participation.rate.label,
    hotel: participation.rate.hotel.name,
    roomOption: main?.roomOption ?? 'single',
    arrival: when(main?.arrivalDate ?? null, main?.arrivalTime ?? null),
    departure: when(main?.departureDate ?? null, main?.departureTime ?? null),
    second: secondName ? { role, name: secondName } : null,
    status: main?.statusRegistration ?? 'pending',
    currency: participation.currency,
    priceCents: participation.priceCents,
    amountDueCents: participation.amountDueCents,
  };
}

const M = defineMessages({
  hello: { id: 'email.registeredByStaff.hello', defaultMessage: 'Hello {firstName},' },
  helloNoName: { id: 'email.registeredByStaff.helloNoName', defaultMessage: 'Hello,' },
  changed: {
    id: 'email.registeredByStaff.changed',
    defaultMessage: 'Your registration for {congress} has been changed by the congress team. It now reads:',
  },
  registered: {
    id: 'email.registeredByStaff.registered',
    defaultMessage: 'You have been registered for {congress} by the congress team.',
  },
  rate: { id: 'email.registeredByStaff.rate', defaultMessage: 'Rate' },
  hotel: { id: 'email.registeredByStaff.hotel', defaultMessage: 'Hotel' },
  room: { id: 'email.registeredByStaff.room', defaultMessage: 'Room' },
  arrival: { id: 'email.registeredByStaff.arrival', defaultMessage: 'Arrival' },
  departure: { id: 'email.registeredByStaff.departure', defaultMessage: 'Departure' },
  /** What comes between a detail's label and its value (French puts a space before the colon). */
  labelSeparator: { id: 'email.registeredByStaff.labelSeparator', defaultMessage: ': ' },
  dateAtTime: { id: 'email.registeredByStaff.dateAtTime', defaultMessage: '{date} at {time}' },
  accompanyingPerson: {
    id: 'email.registeredByStaff.accompanyingPerson',
    defaultMessage: 'Accompanying person',
  },
  roomMate: { id: 'email.registeredByStaff.roomMate', defaultMessage: 'Room-mate' },
  status: { id: 'email.registeredByStaff.status', defaultMessage: 'Registration status' },
  price: { id: 'email.registeredByStaff.price', defaultMessage: 'Price' },
  amountDue: { id: 'email.registeredByStaff.amountDue', defaultMessage: 'Amount due' },
  toPay: {
    id: 'email.registeredByStaff.toPay',
    defaultMessage: 'To pay the amount due of {amount}, sign in on the congress site:',
  },
  nothingToPay: {
    id: 'email.registeredByStaff.nothingToPay',
    defaultMessage: 'Nothing is left to pay. The congress site shows your registration:',
  },
  accountCreated: {
    id: 'email.registeredByStaff.accountCreated',
    defaultMessage:
      'An account has been created for you with this e-mail address. Choose your password with this link:',
  },
  linkValidity: {
    id: 'email.registeredByStaff.linkValidity',
    defaultMessage:
      'The link works once and for 7 days. After that, use "Forgot your password?" on the sign-in page to get a new one.',
  },
  signIn: {
    id: 'email.registeredByStaff.signIn',
    defaultMessage: 'Sign in with your e-mail address to see your registration.',
  },
  choosePassword: { id: 'email.registeredByStaff.choosePassword', defaultMessage: 'Choose my password' },
  subjectChanged: {
    id: 'email.registeredByStaff.subjectChanged',
    defaultMessage: 'Your registration for {congress} has been changed',
  },
  subject: { id: 'email.registeredByStaff.subject', defaultMessage: 'Your registration for {congress}' },
});

/** The participant's own change, completed (nothing more to pay): told in the same words as staff changes. */
const OWN = defineMessages({
  changed: {
    id: 'email.changeConfirmed.changed',
    defaultMessage:
      'Your change to your registration for {congress} is confirmed. Your registration now reads:',
  },
  subject: {
    id: 'email.changeConfirmed.subject',
    defaultMessage: 'Your registration for {congress}: change confirmed',
  },
});
export const CHANGE_CONFIRMED_PURPOSE = 'registration-change-confirmed';

/** The participant's own change to a booking held and not yet paid: in force at once, the hold kept. */
const HELD = defineMessages({
  changed: {
    id: 'email.changeHeld.changed',
    defaultMessage: 'Your change to your registration for {congress} is saved. Your registration now reads:',
  },
  held: {
    id: 'email.changeHeld.held',
    defaultMessage:
      'We hold your place until {holdUntil}. To keep it, complete your registration before then; after that time the place is released.',
  },
  subject: {
    id: 'email.changeHeld.subject',
    defaultMessage: 'Your registration for {congress}: change saved',
  },
});
export const CHANGE_HELD_PURPOSE = 'registration-change-held';

/**
 * Add Registration (spec 2.2): tells the person an admin registered them, in their language (issue
 * 16). A new account gets a choose-your-password link (an invitation token, 7 days, decisions 7); an
 * existing one signs in.
 */
export function buildRegisteredByStaffEmail(input: {
  to: string;
  congress: { id: number; label: string };
  facts: RegistrationFacts;
  congressLink: string;
  passwordLink: string | null;
  /** Manage Registration's "Notify the participant": the registration changed, it is not new. */
  isChange?: boolean;
  /** The participant made the change themselves (not the congress team). */
  isOwnChange?: boolean;
  /** Their change to a booking held, not yet paid: until when the place is held, in the congress's zone. */
  heldUntil?: string | null;
  language?: Language;
}): OutgoingEmail {
  const { facts, congress, congressLink, passwordLink } = input;
  const language = input.language ?? 'en';
  const { intl } = translatorFor(language);
  const say = (message: MessageDescriptor, values?: Record<string, string>) =>
    intl.formatMessage(message, values);
  const locale = FORMAT_LOCALES[language];
  const money = (cents: number) => formatMoney(cents, facts.currency, { locale });
  // A calendar day, the same wherever the reader is: said in their language as the other e-mails say
  // dates ("9 June 2027", "9 juin 2027"), never as its ISO form.
  const day = (date: string) => formatDate(date, 'UTC', locale);
  const moment = (at: When) =>
    at.time ? say(M.dateAtTime, { date: day(at.date), time: at.time }) : day(at.date);
  const greeting = facts.firstName ? say(M.hello, { firstName: facts.firstName }) : say(M.helloNoName);
  const isHeldChange = input.heldUntil !== undefined;
  const changed = isHeldChange ? HELD.changed : input.isOwnChange ? OWN.changed : M.changed;
  const intro = say(input.isChange ? changed : M.registered, { congress: congress.label });
  const held = input.heldUntil ? [say(HELD.held, { holdUntil: input.heldUntil })] : [];
  const details: [string, string][] = [
    [say(M.rate), facts.rateLabel],
    [say(M.hotel), facts.hotel],
    [say(M.room), labelOf(intl, ROOM_OPTION_LABELS, facts.roomOption)],
    ...(facts.arrival ? [[say(M.arrival), moment(facts.arrival)] as [string, string]] : []),
    ...(facts.departure ? [[say(M.departure), moment(facts.departure)] as [string, string]] : []),
    ...(facts.second
      ? [
          [say(facts.second.role === 'Room-mate' ? M.roomMate : M.accompanyingPerson), facts.second.name] as [
            string,
            string,
          ],
        ]
      : []),
    [say(M.status), labelOf(intl, REGISTRATION_STATUS_LABELS, facts.status)],
    [say(M.price), money(facts.priceCents)],
    [say(M.amountDue), money(facts.amountDueCents)],
  ];
  const payment =
    facts.amountDueCents > 0 ? say(M.toPay, { amount: money(facts.amountDueCents) }) : say(M.nothingToPay);
  const separator = say(M.labelSeparator);
  const account = passwordLink ? [say(M.accountCreated), say(M.linkValidity)] : [say(M.signIn)];

  const text = [
    greeting,
    '',
    intro,
    '',
    ...details.map(([label, value]) => `${label}${separator}${value}`),
    '',
    ...held.flatMap((line) => [line, '']),
    payment,
    congressLink,
    '',
    ...(passwordLink ? [account[0], passwordLink, '', account[1]] : account),
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    '<ul>',
    ...details.map(
      ([label, value]) =>
        `<li>${escapeHtml(label)}${escapeHtml(separator)}<strong>${escapeHtml(value)}</strong></li>`,
    ),
    '</ul>',
    ...held.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p>${escapeHtml(payment)} <a href="${escapeHtml(congressLink)}">${escapeHtml(congressLink)}</a></p>`,
    ...(passwordLink
      ? [
          `<p>${escapeHtml(account[0] ?? '')}</p>`,
          `<p><a href="${escapeHtml(passwordLink)}">${escapeHtml(say(M.choosePassword))}</a></p>`,
          `<p>${escapeHtml(passwordLink)}</p>`,
          `<p>${escapeHtml(account[1] ?? '')}</p>`,
        ]
      : [`<p>${escapeHtml(account[0] ?? '')}</p>`]),
  ].join('\n');
  const [purpose, subject] = isHeldChange
    ? [CHANGE_HELD_PURPOSE, HELD.subject]
    : input.isOwnChange
      ? [CHANGE_CONFIRMED_PURPOSE, OWN.subject]
      : [REGISTERED_BY_STAFF_PURPOSE, input.isChange ? M.subjectChanged : M.subject];
  return {
    congressId: congress.id,
    purpose,
    to: input.to,
    subject: say(subject, { congress: congress.label }),
    html,
    text,
  };
}
