import type { LetterLanguage } from '@congress/domain/contracts/invitation-letters';
import { mainRegistration, statementOf } from '@congress/domain/participation-money';
import type { ParticipationAggregate } from '../booking/booking.service.ts';

/** What a letter prints, kept with it as issued (invitation_letters.details): it never changes. */
export type LetterDetails = {
  reference: string;
  language: LetterLanguage;
  issuedAt: string | null;
  name: string;
  birthDate: string | null;
  postalAddress: string | null;
  passportNumber: string | null;
  passportIssuedOn: string | null;
  passportExpiresOn: string | null;
  nationality: string | null;
  congress: string;
  startsOn: string | null;
  endsOn: string | null;
  venue: string | null;
  city: string | null;
  timeZone: string;
  hotel: string;
  arrivalDate: string | null;
  departureDate: string | null;
  isPaid: boolean;
  issuerName: string;
  issuerAddress: string | null;
  signatoryName: string | null;
  signatoryTitle: string | null;
  verificationUrl: string | null;
};

const DAY_MS = 86_400_000;

/** Nights between two YYYY-MM-DD days; null without both or when they are not in order. */
export function nightsBetween(arrival: string | null, departure: string | null): number | null {
  if (!arrival || !departure) return null;
  const nights = Math.round((Date.parse(departure) - Date.parse(arrival)) / DAY_MS);
  return nights > 0 ? nights : null;
}

/** Paid: the price is covered by money received (a transfer on its way does not count). */
export const isPaidOf = (agg: ParticipationAggregate) => statementOf(agg).isSettled;

/** The main participant is confirmed (decisions 18: the dashboard's "Confirmed"). */
export const isConfirmedOf = (agg: ParticipationAggregate) =>
  mainRegistration(agg)?.statusRegistration === 'confirmed';

/** Everything the letter says, from the server's records at the moment it is written. */
export function letterDetailsOf(
  agg: ParticipationAggregate,
  letter: { reference: string; language: LetterLanguage },
): LetterDetails {
  const main = mainRegistration(agg);
  const person = main?.participant;
  const { congress } = agg;
  return {
    reference: letter.reference,
    language: letter.language,
    issuedAt: null,
    name: person ? `${person.firstName} ${person.lastName}` : '',
    birthDate: person?.birthDate ?? null,
    postalAddress: person?.postalAddress ?? null,
    passportNumber: person?.passportNumber ?? null,
    passportIssuedOn: person?.passportCreationDate ?? null,
    passportExpiresOn: person?.passportExpirationDate ?? null,
    nationality: person?.nationality ?? null,
    congress: congress.label,
    startsOn: congress.startsOn,
    endsOn: congress.endsOn,
    venue: congress.venue,
    city: congress.addressCity,
    timeZone: congress.timeZone,
    hotel: agg.hotel.name,
    // The nights booked at the hotel (decisions 46), which a consulate checks; the travel dates typed
    // in the form only for a booking without a stay (a congress without dates).
    arrivalDate: agg.participation.checkInOn ?? main?.arrivalDate ?? null,
    departureDate: agg.participation.checkOutOn ?? main?.departureDate ?? null,
    isPaid: isPaidOf(agg),
    issuerName: congress.issuerName ?? congress.label,
    issuerAddress: issuerAddressOf(congress, letter.language),
    signatoryName: congress.letterSignatoryName,
    signatoryTitle: congress.letterSignatoryTitle,
    verificationUrl: null,
  };
}

/**
 * The issuer's postal address as a letterhead prints it: the street lines, then postcode and city, then
 * the country named in the letter's language (decisions 45 keeps them as separate fields).
 */
function issuerAddressOf(
  congress: {
    issuerAddress: string | null;
    issuerPostcode: string | null;
    issuerCity: string | null;
    issuerCountry: string | null;
  },
  language: string,
): string | null {
  const country = congress.issuerCountry
    ? (new Intl.DisplayNames([language], { type: 'region' }).of(congress.issuerCountry) ??
      congress.issuerCountry)
    : null;
  const town = [congress.issuerPostcode, congress.issuerCity].filter(Boolean).join(' ');
  const lines = [congress.issuerAddress, town, country].filter((line): line is string => Boolean(line));
  return lines.length > 0 ? lines.join('\n') : null;
}
