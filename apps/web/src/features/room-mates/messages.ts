import { defineMessages } from '../../lib/i18n/messages.ts';

/** The room-mate queue's words (decisions 46). */
export const m = defineMessages({
  title: { id: 'roomMates.title', defaultMessage: 'Room-mates' },
  intro: {
    id: 'roomMates.intro',
    defaultMessage:
      'Requests to share a room with a member that no member names back at the same hotel and room type. Pair two requests, or let the booker keep the room alone.',
  },
  summary: {
    id: 'roomMates.summary',
    defaultMessage:
      '{matched, plural, one {# room matched} other {# rooms matched}} · {waiting, plural, one {# request waiting} other {# requests waiting}}',
  },
  loading: { id: 'roomMates.loading', defaultMessage: 'Loading the room-mate queue' },
  loadError: { id: 'roomMates.loadError', defaultMessage: 'The room-mate queue could not be loaded' },
  empty: { id: 'roomMates.empty', defaultMessage: 'No room-mate requests are waiting.' },
  caption: { id: 'roomMates.caption', defaultMessage: 'Room-mate requests waiting' },
  person: { id: 'roomMates.person', defaultMessage: 'Person' },
  room: { id: 'roomMates.room', defaultMessage: 'Hotel / room type' },
  stay: { id: 'roomMates.stay', defaultMessage: 'Stay' },
  roomMate: { id: 'roomMates.roomMate', defaultMessage: 'Room-mate named' },
  reason: { id: 'roomMates.reason', defaultMessage: 'Why it waits' },
  actions: { id: 'roomMates.actions', defaultMessage: 'Actions' },
  notRegistered: { id: 'roomMates.reason.notRegistered', defaultMessage: 'Not registered' },
  namesSomeoneElse: { id: 'roomMates.reason.namesSomeoneElse', defaultMessage: 'Names someone else' },
  otherRoom: { id: 'roomMates.reason.otherRoom', defaultMessage: 'Another hotel or room type' },
  stayDates: { id: 'roomMates.stayDates', defaultMessage: '{checkIn} – {checkOut}' },
  noStay: { id: 'roomMates.noStay', defaultMessage: 'Congress nights' },
  memberNumber: { id: 'roomMates.memberNumber', defaultMessage: 'Member {number}' },
  pairWith: { id: 'roomMates.pairWith', defaultMessage: 'Pair with…' },
  pairWithLabel: { id: 'roomMates.pairWithLabel', defaultMessage: 'Pair {name} with…' },
  noPartner: {
    id: 'roomMates.noPartner',
    defaultMessage: 'No other request waits at this hotel and room type.',
  },
  release: { id: 'roomMates.release', defaultMessage: 'Release to single' },
  pairTitle: { id: 'roomMates.pairTitle', defaultMessage: 'Pair room-mates' },
  pairQuestion: {
    id: 'roomMates.pairQuestion',
    defaultMessage:
      '{first} and {second} will share one room at {hotel}; each becomes the other’s room-mate.',
  },
  pairConfirm: { id: 'roomMates.pairConfirm', defaultMessage: 'Pair them' },
  paired: { id: 'roomMates.paired', defaultMessage: '{first} and {second} now share a room.' },
  releaseTitle: { id: 'roomMates.releaseTitle', defaultMessage: 'Release to single' },
  releaseQuestion: {
    id: 'roomMates.releaseQuestion',
    defaultMessage: '{name} will keep the room alone; the room-mate request is withdrawn.',
  },
  releaseConfirm: { id: 'roomMates.releaseConfirm', defaultMessage: 'Release' },
  released: { id: 'roomMates.released', defaultMessage: '{name} keeps the room alone.' },
  cancel: { id: 'roomMates.cancel', defaultMessage: 'Cancel' },
});
