import { defineMessages } from '../../lib/i18n/messages.ts';

/** The door's words, shared by its components. */
export const m = defineMessages({
  title: { id: 'checkIn.title', defaultMessage: 'Check-in' },
  searchByName: { id: 'checkIn.search.label', defaultMessage: 'Search by name' },
  nobodyFound: { id: 'checkIn.search.nobody', defaultMessage: 'No one of that name.' },
  peopleFound: { id: 'checkIn.search.found', defaultMessage: 'People found' },
  peopleCount: {
    id: 'checkIn.search.count',
    defaultMessage: '{count, plural, one {# person found} other {# people found}}',
  },
  checkedInSuffix: { id: 'checkIn.search.checkedIn', defaultMessage: 'checked in' },
  hotel: { id: 'checkIn.person.hotel', defaultMessage: 'Hotel: <b>{hotel}</b>' },
  unpaid: { id: 'checkIn.person.unpaid', defaultMessage: 'Unpaid' },
  stillDue: { id: 'checkIn.person.stillDue', defaultMessage: '{amount} still due' },
  activitiesToday: { id: 'checkIn.person.activitiesToday', defaultMessage: 'Activities today' },
  none: { id: 'checkIn.person.none', defaultMessage: 'None' },
  isCheckedIn: { id: 'checkIn.person.isCheckedIn', defaultMessage: '{name} is checked in.' },
  checkInButton: { id: 'checkIn.person.checkIn', defaultMessage: 'Check in' },
  cameraFailed: {
    id: 'checkIn.scanner.cameraFailed',
    defaultMessage: 'The camera could not be opened. Allow the camera for this site, or search by name.',
  },
  stopCamera: { id: 'checkIn.scanner.stop', defaultMessage: 'Stop the camera' },
  scan: { id: 'checkIn.scanner.scan', defaultMessage: 'Scan a ticket' },
});
