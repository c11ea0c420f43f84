import type { IntlShape } from 'react-intl';
import { defineMessages } from '../../lib/i18n/messages.ts';

/** The staff's activity screens: the list, the form, the statistics and their people. */
export const m = defineMessages({
  title: { id: 'activitiesAdmin.title', defaultMessage: 'Manage Activities' },
  openCloseAll: { id: 'activitiesAdmin.openCloseAll', defaultMessage: 'Open/Close all activities' },
  showStats: { id: 'activitiesAdmin.showStats', defaultMessage: 'Show stats' },
  addActivity: { id: 'activitiesAdmin.addActivity', defaultMessage: 'Add Activity' },
  loading: { id: 'activitiesAdmin.loading', defaultMessage: 'Loading the activities' },
  empty: {
    id: 'activitiesAdmin.empty',
    defaultMessage: 'No activities yet. Add the first one with Add Activity.',
  },
  allOpen: { id: 'activitiesAdmin.allOpen', defaultMessage: 'All activities are open' },
  allClosed: { id: 'activitiesAdmin.allClosed', defaultMessage: 'All activities are closed' },

  table: { id: 'activitiesAdmin.table.label', defaultMessage: 'Activities' },
  label: { id: 'activitiesAdmin.table.labelColumn', defaultMessage: 'Label' },
  description: { id: 'activitiesAdmin.table.description', defaultMessage: 'Description' },
  date: { id: 'activitiesAdmin.table.date', defaultMessage: 'Date' },
  edit: { id: 'activitiesAdmin.table.edit', defaultMessage: 'Edit' },
  chosenCount: { id: 'activitiesAdmin.table.chosenCount', defaultMessage: '{chosen} chosen' },
  placesCount: { id: 'activitiesAdmin.table.placesCount', defaultMessage: '{chosen} / {quota} places' },
  open: { id: 'activitiesAdmin.table.open', defaultMessage: 'Open' },
  openActivity: { id: 'activitiesAdmin.table.openActivity', defaultMessage: 'Open {label}' },
  editActivity: { id: 'activitiesAdmin.table.editActivity', defaultMessage: 'Edit {label}' },
  deleteActivity: { id: 'activitiesAdmin.table.deleteActivity', defaultMessage: 'Delete {label}' },
  waitingList: { id: 'activitiesAdmin.table.waitingList', defaultMessage: 'Waiting list' },
  waitingListOf: { id: 'activitiesAdmin.table.waitingListOf', defaultMessage: 'Waiting list of {label}' },
  timeRange: { id: 'activitiesAdmin.timeRange', defaultMessage: '{start} to {end}' },

  deleteTitle: { id: 'activitiesAdmin.delete.title', defaultMessage: 'Delete activity' },
  deleteConfirm: {
    id: 'activitiesAdmin.delete.confirm',
    defaultMessage: "Delete the activity <b>{label}</b>? The participants' choices of it are removed too.",
  },
  delete: { id: 'activitiesAdmin.delete.submit', defaultMessage: 'Delete' },
  cancel: { id: 'activitiesAdmin.cancel', defaultMessage: 'Cancel' },
  openAllQuestion: {
    id: 'activitiesAdmin.openAll.question',
    defaultMessage: 'Open every activity of the congress to the participants, or close them all?',
  },
  closeAll: { id: 'activitiesAdmin.openAll.close', defaultMessage: 'Close all' },
  openAll: { id: 'activitiesAdmin.openAll.open', defaultMessage: 'Open all' },

  editTitle: { id: 'activitiesAdmin.form.editTitle', defaultMessage: 'Edit Activity' },
  texts: { id: 'activitiesAdmin.form.texts', defaultMessage: 'Languages of the activity texts' },
  translationHint: {
    id: 'activitiesAdmin.form.translationHint',
    defaultMessage: 'Left empty, the label and description are shown in the default language.',
  },
  startDate: { id: 'activitiesAdmin.form.startDate', defaultMessage: 'Start date' },
  startTime: { id: 'activitiesAdmin.form.startTime', defaultMessage: 'Start time' },
  endDate: { id: 'activitiesAdmin.form.endDate', defaultMessage: 'End date' },
  endTime: { id: 'activitiesAdmin.form.endTime', defaultMessage: 'End time' },
  url: { id: 'activitiesAdmin.form.url', defaultMessage: 'Url' },
  places: { id: 'activitiesAdmin.form.places', defaultMessage: 'Number of places' },
  who: { id: 'activitiesAdmin.form.who', defaultMessage: 'Who' },
  whoHint: {
    id: 'activitiesAdmin.form.whoHint',
    defaultMessage: 'The participant types that may choose it; spouse stands for companions',
  },
  spouse: { id: 'activitiesAdmin.form.spouse', defaultMessage: 'spouse (companions)' },
  save: { id: 'activitiesAdmin.form.save', defaultMessage: 'Save' },

  statsTitle: { id: 'activitiesAdmin.stats.title', defaultMessage: 'Activities statistics' },
  previous: { id: 'activitiesAdmin.previous', defaultMessage: 'Previous' },
  exportChoices: { id: 'activitiesAdmin.stats.export', defaultMessage: 'Export choices (xlsx)' },
  loadingStats: { id: 'activitiesAdmin.stats.loading', defaultMessage: 'Loading the statistics' },
  noActivities: { id: 'activitiesAdmin.stats.none', defaultMessage: 'No activities yet.' },
  haveChosen: {
    id: 'activitiesAdmin.stats.haveChosen',
    defaultMessage:
      '{chosen} of {registrations, plural, one {# registered person has} other {# registered people have}} chosen at least one activity.',
  },
  activitiesOf: { id: 'activitiesAdmin.stats.activitiesOf', defaultMessage: 'Activities of {date}' },
  activity: { id: 'activitiesAdmin.stats.activity', defaultMessage: 'Activity' },
  time: { id: 'activitiesAdmin.stats.time', defaultMessage: 'Time' },
  chosen: { id: 'activitiesAdmin.stats.chosen', defaultMessage: 'Chosen' },
  placesColumn: { id: 'activitiesAdmin.stats.places', defaultMessage: 'Places' },
  left: { id: 'activitiesAdmin.stats.left', defaultMessage: 'Left' },
  participants: { id: 'activitiesAdmin.stats.participants', defaultMessage: 'Participants' },
  noLimit: { id: 'activitiesAdmin.stats.noLimit', defaultMessage: 'No limit' },
  show: { id: 'activitiesAdmin.stats.show', defaultMessage: 'Show' },
  showParticipantsOf: {
    id: 'activitiesAdmin.stats.showParticipantsOf',
    defaultMessage: 'Show participants of {label}',
  },
  participantsTitle: { id: 'activitiesAdmin.people.title', defaultMessage: 'Participants: {label}' },
  participantsOf: { id: 'activitiesAdmin.people.of', defaultMessage: 'Participants of {label}' },
  loadingParticipants: { id: 'activitiesAdmin.people.loading', defaultMessage: 'Loading the participants' },
  showing: { id: 'activitiesAdmin.people.showing', defaultMessage: 'Showing {first}–{last} of {total}' },
  controlPage: {
    id: 'activitiesAdmin.people.controlPage',
    defaultMessage:
      '{control, select, first {First} last {Last} next {Next} previous {Previous} other {{control}}} page',
  },
  pageNumber: { id: 'activitiesAdmin.people.page', defaultMessage: 'Page {page}' },
  nobody: { id: 'activitiesAdmin.people.nobody', defaultMessage: 'Nobody.' },
  peopleTable: { id: 'activitiesAdmin.people.table', defaultMessage: '{label} table' },
  name: { id: 'activitiesAdmin.people.name', defaultMessage: 'Name' },
  email: { id: 'activitiesAdmin.people.email', defaultMessage: 'E-mail' },
  participant: { id: 'activitiesAdmin.people.participant', defaultMessage: 'Participant' },
  participation: { id: 'activitiesAdmin.people.participation', defaultMessage: 'Participation' },
  secondPerson: { id: 'activitiesAdmin.people.secondPerson', defaultMessage: '{who} (second person)' },

  participantTitle: { id: 'activitiesAdmin.participant.title', defaultMessage: 'Participant activities' },
  participantDescription: {
    id: 'activitiesAdmin.participant.description',
    defaultMessage: 'The activity choices of each person of the participation.',
  },
  noParticipation: {
    id: 'activitiesAdmin.participant.noParticipation',
    defaultMessage: 'No participation was given.',
  },
  noRegistration: {
    id: 'activitiesAdmin.participant.noRegistration',
    defaultMessage: 'This participation has no registration.',
  },
  mainParticipant: { id: 'activitiesAdmin.participant.main', defaultMessage: 'Main participant' },
  secondPersonBadge: { id: 'activitiesAdmin.participant.second', defaultMessage: 'Second person' },
  cancelledRegistration: {
    id: 'activitiesAdmin.participant.cancelled',
    defaultMessage: 'This registration is cancelled: its choices cannot change.',
  },

  joinWaitingList: { id: 'activitiesAdmin.waiting.join', defaultMessage: 'Join the waiting list' },
  joinWaitingListFor: {
    id: 'activitiesAdmin.waiting.joinFor',
    defaultMessage: 'Join the waiting list for {name}',
  },
  leaveWaitingList: { id: 'activitiesAdmin.waiting.leave', defaultMessage: 'Leave the waiting list' },
  leaveWaitingListFor: {
    id: 'activitiesAdmin.waiting.leaveFor',
    defaultMessage: 'Leave the waiting list for {name}',
  },
  waitingName: { id: 'activitiesAdmin.waiting.name', defaultMessage: '{activity} ({person})' },
  placeHeld: {
    id: 'activitiesAdmin.waiting.placeHeld',
    defaultMessage: 'A place is held until {time}: use the link in your e-mail.',
  },
  placeInLine: { id: 'activitiesAdmin.waiting.placeInLine', defaultMessage: 'Number {place} in line.' },
});

/** "14:00 to 16:00", or the one time there is (times are HH:MM in the congress's zone). */
export function timeRangeText(
  intl: IntlShape,
  activity: { startTime: string | null; endTime: string | null },
): string {
  const start = activity.startTime?.slice(0, 5) ?? '';
  const end = activity.endTime?.slice(0, 5) ?? '';
  return start && end ? intl.formatMessage(m.timeRange, { start, end }) : start || end;
}
