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
  offline: {
    id: 'checkIn.offline.notice',
    defaultMessage: 'Offline: check-ins are kept on this device and sent when the network is back.',
  },
  packOnDevice: {
    id: 'checkIn.offline.pack',
    defaultMessage: '{count, plural, one {# person} other {# people}} on this device, as of {time}.',
  },
  noPack: {
    id: 'checkIn.offline.noPack',
    defaultMessage: 'No tickets on this device yet: connect to the network once to load them.',
  },
  waiting: {
    id: 'checkIn.offline.waiting',
    defaultMessage: '{count, plural, one {# check-in waiting to sync} other {# check-ins waiting to sync}}',
  },
  syncNow: { id: 'checkIn.offline.syncNow', defaultMessage: 'Sync now' },
  notRecorded: { id: 'checkIn.offline.notRecorded', defaultMessage: 'Not recorded' },
  isCheckedInHere: {
    id: 'checkIn.offline.isCheckedIn',
    defaultMessage: '{name} is checked in on this device (to be synced).',
  },
  conflicts: { id: 'checkIn.conflicts.title', defaultMessage: 'Conflicts' },
  conflictsHelp: {
    id: 'checkIn.conflicts.help',
    defaultMessage: 'People checked in at two doors. The first check-in counts.',
  },
  conflictLine: {
    id: 'checkIn.conflicts.line',
    defaultMessage: '{time} by {by}, {door}',
  },
  firstCheckIn: { id: 'checkIn.conflicts.first', defaultMessage: 'First' },
  secondCheckIn: { id: 'checkIn.conflicts.second', defaultMessage: 'Then' },
  onlineDoor: { id: 'checkIn.conflicts.online', defaultMessage: 'online' },
  deviceDoor: { id: 'checkIn.conflicts.device', defaultMessage: 'device {device}' },
  someone: { id: 'checkIn.conflicts.someone', defaultMessage: 'a removed account' },
});
