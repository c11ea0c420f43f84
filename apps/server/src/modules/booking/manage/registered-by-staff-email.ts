import type { TParticipation } from '@congress/domain/contracts/participations';
import { capitalise, type RegistrationStatus, type RoomOption } from '@congress/domain/enums';
import { formatMoney } from '@congress/domain/money';
import type { OutgoingEmail } from '../../../lib/mail/outbox.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const REGISTERED_BY_STAFF_PURPOSE = 'registered-by-staff';

/** What the e-mail tells about the registration, read from the participation just saved. */
export type RegistrationFacts = {
  firstName: string;
  rateLabel: string;
  hotel: string;
  roomOption: RoomOption;
  arrival: string | null;
  departure: string | null;
  /** The accompanying person or the room-mate, when there is one. */
  second: { role: 'Accompanying person' | 'Room-mate'; name: string } | null;
  status: RegistrationStatus;
  currency: string;
  priceCents: number;
  amountDueCents: number;
};

function when(date: string | null, time: string | null): string | null {
  if (!date) return null;
  return time ? `${date} at ${time.slice(0, 5)}` : date;
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

/**
 * Add Registration (spec 2.2): tells the person an admin registered them. A new account gets a
 * choose-your-password link (an invitation token, 7 days, decisions 7); an existing one signs in.
 */
export function buildRegisteredByStaffEmail(input: {
  to: string;
  congress: { id: number; label: string };
  facts: RegistrationFacts;
  congressLink: string;
  passwordLink: string | null;
  /** Manage Registration's "Notify the participant": the registration changed, it is not new. */
  isChange?: boolean;
}): OutgoingEmail {
  const { facts, congress, congressLink, passwordLink } = input;
  const money = (cents: number) => formatMoney(cents, facts.currency);
  const greeting = facts.firstName ? `Hello ${facts.firstName},` : 'Hello,';
  const intro = input.isChange
    ? `Your registration for ${congress.label} has been changed by the congress team. It now reads:`
    : `You have been registered for ${congress.label} by the congress team.`;
  const details: [string, string][] = [
    ['Rate', facts.rateLabel],
    ['Hotel', facts.hotel],
    ['Room', capitalise(facts.roomOption)],
    ...(facts.arrival ? [['Arrival', facts.arrival] as [string, string]] : []),
    ...(facts.departure ? [['Departure', facts.departure] as [string, string]] : []),
    ...(facts.second ? [[facts.second.role, facts.second.name] as [string, string]] : []),
    ['Registration status', capitalise(facts.status)],
    ['Price', money(facts.priceCents)],
    ['Amount due', money(facts.amountDueCents)],
  ];
  const payment =
    facts.amountDueCents > 0
      ? `To pay the amount due of ${money(facts.amountDueCents)}, sign in on the congress site:`
      : 'Nothing is left to pay. The congress site shows your registration:';
  const account = passwordLink
    ? [
        'An account has been created for you with this e-mail address. Choose your password with this link:',
        'The link works once and for 7 days. After that, use "Forgot your password?" on the sign-in page to get a new one.',
      ]
    : ['Sign in with your e-mail address to see your registration.'];

  const text = [
    greeting,
    '',
    intro,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
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
      ([label, value]) => `<li>${escapeHtml(label)}: <strong>${escapeHtml(value)}</strong></li>`,
    ),
    '</ul>',
    `<p>${escapeHtml(payment)} <a href="${escapeHtml(congressLink)}">${escapeHtml(congressLink)}</a></p>`,
    ...(passwordLink
      ? [
          `<p>${escapeHtml(account[0] ?? '')}</p>`,
          `<p><a href="${escapeHtml(passwordLink)}">Choose my password</a></p>`,
          `<p>${escapeHtml(passwordLink)}</p>`,
          `<p>${escapeHtml(account[1] ?? '')}</p>`,
        ]
      : [`<p>${escapeHtml(account[0] ?? '')}</p>`]),
  ].join('\n');
  return {
    congressId: congress.id,
    purpose: REGISTERED_BY_STAFF_PURPOSE,
    to: input.to,
    subject: input.isChange
      ? `Your registration for ${congress.label} has been changed`
      : `Your registration for ${congress.label}`,
    html,
    text,
  };
}
