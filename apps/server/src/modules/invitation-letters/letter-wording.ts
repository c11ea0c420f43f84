import type { Translator } from '@congress/domain/i18n/translator';

/** The letter's facts, already formatted in its language. */
export type LetterWordingValues = {
  reference: string;
  issuedOn: string;
  name: string;
  birthDate: string;
  passportNumber: string | null;
  passportIssuedOn: string;
  passportExpiresOn: string;
  nationality: string;
  congress: string;
  startsOn: string;
  endsOn: string;
  place: string;
  hotel: string;
  arrivalDate: string;
  departureDate: string;
  nights: number | null;
  isPaid: boolean;
  issuerName: string;
};

/** The letter's words (English or French: `server-letters.json`), its facts passed as values. */
export function letterWording(intl: Translator['intl'], v: LetterWordingValues) {
  const person = {
    issuer: v.issuerName,
    name: v.name,
    birthDate: v.birthDate,
    nationality: v.nationality,
    passport: v.passportNumber ?? '',
    issuedOn: v.passportIssuedOn,
    expiresOn: v.passportExpiresOn,
    congress: v.congress,
    place: v.place,
  };
  const undated = intl.formatMessage(
    {
      id: 'letters.pdf.invitationUndated',
      defaultMessage:
        '{issuer} is pleased to invite {name}, born on {birthDate}, of {nationality} nationality, holder of passport number {passport} issued on {issuedOn} and valid until {expiresOn}, to attend {congress} at {place}.',
    },
    person,
  );
  const invitation = intl.formatMessage(
    {
      id: 'letters.pdf.invitation',
      defaultMessage:
        '{issuer} is pleased to invite {name}, born on {birthDate}, of {nationality} nationality, holder of passport number {passport} issued on {issuedOn} and valid until {expiresOn}, to attend {congress}, which takes place from {startsOn} to {endsOn} at {place}.',
    },
    { ...person, startsOn: v.startsOn, endsOn: v.endsOn },
  );
  const stay =
    v.nights === null
      ? intl.formatMessage(
          { id: 'letters.pdf.hotel', defaultMessage: 'A room is booked for {name} at {hotel}.' },
          { name: v.name, hotel: v.hotel },
        )
      : intl.formatMessage(
          {
            id: 'letters.pdf.hotelNights',
            defaultMessage:
              'A room is booked for {name} at {hotel} for {nights, plural, one {# night} other {# nights}}, from {arrival} to {departure}.',
          },
          {
            name: v.name,
            hotel: v.hotel,
            nights: v.nights,
            arrival: v.arrivalDate,
            departure: v.departureDate,
          },
        );
  const paid = intl.formatMessage({
    id: 'letters.pdf.paid',
    defaultMessage: 'The registration fee for the congress has been paid in full.',
  });
  const purpose = intl.formatMessage({
    id: 'letters.pdf.purpose',
    defaultMessage:
      'This letter is issued at the request of the participant to support a visa application. It does not commit the organisers to any expense on behalf of the participant.',
  });
  return {
    title: intl.formatMessage({ id: 'letters.pdf.title', defaultMessage: 'Invitation letter' }),
    date: intl.formatMessage(
      { id: 'letters.pdf.date', defaultMessage: 'Date: {date}' },
      { date: v.issuedOn },
    ),
    reference: intl.formatMessage(
      { id: 'letters.pdf.reference', defaultMessage: 'Reference: {reference}' },
      { reference: v.reference },
    ),
    paragraphs: [
      intl.formatMessage({ id: 'letters.pdf.salutation', defaultMessage: 'To whom it may concern,' }),
      v.startsOn && v.endsOn ? invitation : undated,
      stay,
      ...(v.isPaid ? [paid] : []),
      purpose,
      intl.formatMessage({ id: 'letters.pdf.closing', defaultMessage: 'Yours faithfully,' }),
    ],
    verify: intl.formatMessage({
      id: 'letters.pdf.verify',
      defaultMessage: 'To check that this letter is genuine, scan the code or open this address:',
    }),
  };
}
