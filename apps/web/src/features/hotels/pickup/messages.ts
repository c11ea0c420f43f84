import { defineMessages } from '../../../lib/i18n/messages.ts';

/** The pickup report's words: figures, the table, release dates and "Release unsold rooms". */
export const m = defineMessages({
  title: { id: 'pickup.title', defaultMessage: 'Pickup - {hotel}' },
  titleLoading: { id: 'pickup.titleLoading', defaultMessage: 'Pickup' },
  intro: {
    id: 'pickup.intro',
    defaultMessage:
      'Rooms contracted with the hotel night by night, against what is sold and held. Unsold rooms are owed once their release date has passed.',
  },
  loading: { id: 'pickup.loading', defaultMessage: 'Loading the pickup' },
  loadError: { id: 'pickup.loadError', defaultMessage: 'The pickup could not be loaded' },
  summary: { id: 'pickup.summary', defaultMessage: 'All nights' },
  contracted: { id: 'pickup.contracted', defaultMessage: 'Contracted' },
  sold: { id: 'pickup.sold', defaultMessage: 'Sold' },
  held: { id: 'pickup.held', defaultMessage: 'Held' },
  free: { id: 'pickup.free', defaultMessage: 'Free' },
  owedNow: { id: 'pickup.owedNow', defaultMessage: 'Owed now' },
  owedNowHint: { id: 'pickup.owedNowHint', defaultMessage: 'Unsold rooms past their release date' },
  atRisk: { id: 'pickup.atRisk', defaultMessage: 'At risk' },
  atRiskHint: { id: 'pickup.atRiskHint', defaultMessage: 'Unsold rooms before their release date' },
  soldShare: { id: 'pickup.soldShare', defaultMessage: '{percent, number, percent} sold' },
  tableCaption: {
    id: 'pickup.tableCaption',
    defaultMessage: 'Rooms per night and room type at {hotel}',
  },
  night: { id: 'pickup.night', defaultMessage: 'Night' },
  roomType: { id: 'pickup.roomType', defaultMessage: 'Room type' },
  pickup: { id: 'pickup.pickup', defaultMessage: 'Pickup' },
  release: { id: 'pickup.release', defaultMessage: 'Release date' },
  owed: { id: 'pickup.owed', defaultMessage: 'Owed' },
  congressNight: { id: 'pickup.congressNight', defaultMessage: 'Congress night' },
  allRooms: { id: 'pickup.allRooms', defaultMessage: 'All rooms' },
  total: { id: 'pickup.total', defaultMessage: 'Total' },
  releasedOn: { id: 'pickup.releasedOn', defaultMessage: 'Released {date}' },
  releaseOn: { id: 'pickup.releaseOn', defaultMessage: 'Release {date}' },
  noRelease: { id: 'pickup.noRelease', defaultMessage: 'No release date' },
  releaseIn: {
    id: 'pickup.releaseIn',
    defaultMessage: '{days, plural, =0 {today} one {in # day} other {in # days}}',
  },
  chooseNight: { id: 'pickup.chooseNight', defaultMessage: 'Choose the night of {date}' },
  releaseTitle: { id: 'pickup.releaseTitle', defaultMessage: 'Release unsold rooms' },
  releaseIntro: {
    id: 'pickup.releaseIntro',
    defaultMessage:
      'Choose room types and nights in the table: their free rooms go back to the hotel, sold and held rooms stay.',
  },
  roomTypes: { id: 'pickup.roomTypes', defaultMessage: 'Room types' },
  chooseNearRelease: {
    id: 'pickup.chooseNearRelease',
    defaultMessage: 'Choose nights past or near release',
  },
  clearNights: { id: 'pickup.clearNights', defaultMessage: 'Clear the nights' },
  chosen: {
    id: 'pickup.chosen',
    defaultMessage:
      '{nights, plural, =0 {No night chosen} one {# night chosen} other {# nights chosen}}: {rooms, plural, =0 {no free room to release} one {# room to release} other {# rooms to release}}.',
  },
  releaseButton: { id: 'pickup.releaseButton', defaultMessage: 'Release unsold rooms' },
  confirmQuestion: {
    id: 'pickup.confirmQuestion',
    defaultMessage:
      '{rooms, plural, one {# room goes} other {# rooms go}} back to {hotel}; sold and held rooms stay.',
  },
  confirmNights: { id: 'pickup.confirmNights', defaultMessage: 'Nights: {nights}. Room types: {types}.' },
  confirmButton: {
    id: 'pickup.confirmButton',
    defaultMessage: '{rooms, plural, one {Release # room} other {Release # rooms}}',
  },
  cancel: { id: 'pickup.cancel', defaultMessage: 'Cancel' },
  released: {
    id: 'pickup.released',
    defaultMessage:
      '{rooms, plural, =0 {No room released: every room is sold or held.} one {# room released to {hotel}.} other {# rooms released to {hotel}.}}',
  },
});
