import type { Language } from '@congress/domain/i18n/languages';
import type { MessageDescriptor } from '@formatjs/intl';
import { defineMessages } from '../../i18n/messages.ts';
import { translatorFor } from '../../i18n/translators.ts';
import type { ExportColumn } from '../../lib/xlsx-writer.ts';

/**
 * The exports' column headers in the language of the staff member who asks. The columns
 * are written with their English header (the spec's); a sheet is given them in the reader's language.
 */
const HEADERS: Record<string, MessageDescriptor> = defineMessages({
  'Arrival date': { id: 'export.header.arrivalDate', defaultMessage: 'Arrival date' },
  'Arrival time': { id: 'export.header.arrivalTime', defaultMessage: 'Arrival time' },
  'Arrival from': { id: 'export.header.arrivalFrom', defaultMessage: 'Arrival from' },
  'Arrival transport number': {
    id: 'export.header.arrivalTransportNumber',
    defaultMessage: 'Arrival transport number',
  },
  'Arrival note': { id: 'export.header.arrivalNote', defaultMessage: 'Arrival note' },
  'Departure date': { id: 'export.header.departureDate', defaultMessage: 'Departure date' },
  'Departure time': { id: 'export.header.departureTime', defaultMessage: 'Departure time' },
  'Departure to': { id: 'export.header.departureTo', defaultMessage: 'Departure to' },
  'Departure transport number': {
    id: 'export.header.departureTransportNumber',
    defaultMessage: 'Departure transport number',
  },
  'Departure note': { id: 'export.header.departureNote', defaultMessage: 'Departure note' },
  Participation: { id: 'export.header.participation', defaultMessage: 'Participation' },
  'Registered on': { id: 'export.header.registeredOn', defaultMessage: 'Registered on' },
  'Registration status': { id: 'export.header.registrationStatus', defaultMessage: 'Registration status' },
  'Status comment': { id: 'export.header.statusComment', defaultMessage: 'Status comment' },
  'Payment status': { id: 'export.header.paymentStatus', defaultMessage: 'Payment status' },
  Title: { id: 'export.header.title', defaultMessage: 'Title' },
  'First name': { id: 'export.header.firstName', defaultMessage: 'First name' },
  'Last name': { id: 'export.header.lastName', defaultMessage: 'Last name' },
  Email: { id: 'export.header.email', defaultMessage: 'Email' },
  Phone: { id: 'export.header.phone', defaultMessage: 'Phone' },
  'Participant type': { id: 'export.header.participantType', defaultMessage: 'Participant type' },
  'Member number': { id: 'export.header.memberNumber', defaultMessage: 'Member number' },
  Section: { id: 'export.header.section', defaultMessage: 'Section' },
  'Working hotel': { id: 'export.header.workingHotel', defaultMessage: 'Working hotel' },
  Country: { id: 'export.header.country', defaultMessage: 'Country' },
  'Billing information': { id: 'export.header.billingInformation', defaultMessage: 'Billing information' },
  Goodies: { id: 'export.header.goodies', defaultMessage: 'Goodies' },
  Comment: { id: 'export.header.comment', defaultMessage: 'Comment' },
  Hotel: { id: 'export.header.hotel', defaultMessage: 'Hotel' },
  'Room option': { id: 'export.header.roomOption', defaultMessage: 'Room option' },
  Rate: { id: 'export.header.rate', defaultMessage: 'Rate' },
  'Early bird': { id: 'export.header.earlyBird', defaultMessage: 'Early bird' },
  'Second person': { id: 'export.header.secondPerson', defaultMessage: 'Second person' },
  'Second person first name': {
    id: 'export.header.secondPersonFirstName',
    defaultMessage: 'Second person first name',
  },
  'Second person last name': {
    id: 'export.header.secondPersonLastName',
    defaultMessage: 'Second person last name',
  },
  'Second person member number': {
    id: 'export.header.secondPersonMemberNumber',
    defaultMessage: 'Second person member number',
  },
  'Second person status': { id: 'export.header.secondPersonStatus', defaultMessage: 'Second person status' },
  'Sharing with (member number)': {
    id: 'export.header.sharingWithMemberNumber',
    defaultMessage: 'Sharing with (member number)',
  },
  'Sharing with (name)': { id: 'export.header.sharingWithName', defaultMessage: 'Sharing with (name)' },
  'Payment method chosen': {
    id: 'export.header.paymentMethodChosen',
    defaultMessage: 'Payment method chosen',
  },
  Currency: { id: 'export.header.currency', defaultMessage: 'Currency' },
  Price: { id: 'export.header.price', defaultMessage: 'Price' },
  Paid: { id: 'export.header.paid', defaultMessage: 'Paid' },
  'Awaiting transfer': { id: 'export.header.awaitingTransfer', defaultMessage: 'Awaiting transfer' },
  Refunded: { id: 'export.header.refunded', defaultMessage: 'Refunded' },
  'Refund requested': { id: 'export.header.refundRequested', defaultMessage: 'Refund requested' },
  'Amount due': { id: 'export.header.amountDue', defaultMessage: 'Amount due' },
  'Payment number': { id: 'export.header.paymentNumber', defaultMessage: 'Payment number' },
  Date: { id: 'export.header.date', defaultMessage: 'Date' },
  'Confirmed on': { id: 'export.header.confirmedOn', defaultMessage: 'Confirmed on' },
  Kind: { id: 'export.header.kind', defaultMessage: 'Kind' },
  Method: { id: 'export.header.method', defaultMessage: 'Method' },
  Status: { id: 'export.header.status', defaultMessage: 'Status' },
  State: { id: 'export.header.state', defaultMessage: 'State' },
  Amount: { id: 'export.header.amount', defaultMessage: 'Amount' },
  Received: { id: 'export.header.received', defaultMessage: 'Received' },
  'Transaction number': { id: 'export.header.transactionNumber', defaultMessage: 'Transaction number' },
  'Invoice number': { id: 'export.header.invoiceNumber', defaultMessage: 'Invoice number' },
  'Invoice kind': { id: 'export.header.invoiceKind', defaultMessage: 'Invoice kind' },
  Occupant: { id: 'export.header.occupant', defaultMessage: 'Occupant' },
  'Second occupant': { id: 'export.header.secondOccupant', defaultMessage: 'Second occupant' },
  'Second occupant is': { id: 'export.header.secondOccupantIs', defaultMessage: 'Second occupant is' },
  'Second occupant member number': {
    id: 'export.header.secondOccupantMemberNumber',
    defaultMessage: 'Second occupant member number',
  },
  'Second occupant arrival date': {
    id: 'export.header.secondOccupantArrivalDate',
    defaultMessage: 'Second occupant arrival date',
  },
  'Second occupant departure date': {
    id: 'export.header.secondOccupantDepartureDate',
    defaultMessage: 'Second occupant departure date',
  },
});

const TRAVEL_PREFIX = 'Second person ';
const SECOND_PERSON = defineMessages({
  travel: { id: 'export.header.secondPersonTravel', defaultMessage: 'Second person {header}' },
});

/** Whether a header has its message (directly, or as the second person's travel). */
export function hasHeaderMessage(header: string): boolean {
  return (
    header in HEADERS || (header.startsWith(TRAVEL_PREFIX) && header.slice(TRAVEL_PREFIX.length) in HEADERS)
  );
}

/** A header in `language`; one without a message stays as written (the check lists none). */
export function headerIn(header: string, language: Language): string {
  const { intl } = translatorFor(language);
  const message = HEADERS[header];
  if (message) return intl.formatMessage(message);
  if (header.startsWith(TRAVEL_PREFIX)) {
    const travel = HEADERS[header.slice(TRAVEL_PREFIX.length)];
    if (travel) return intl.formatMessage(SECOND_PERSON.travel, { header: intl.formatMessage(travel) });
  }
  return header;
}

/**
 * The columns with their headers in `language`; a column of wall times names their zone, so a sheet
 * read elsewhere is not misread.
 */
export function columnsIn<R>(columns: ExportColumn<R>[], language: Language): ExportColumn<R>[] {
  return columns.map((column) => {
    const header = language === 'en' ? column.header : headerIn(column.header, language);
    return { ...column, header: column.zone ? `${header} (${column.zone})` : header };
  });
}
