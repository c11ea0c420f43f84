import { defineMessages } from '../../../lib/i18n/messages.ts';

/** Manage Rates' words: the screen, its table and the rate modal. */
export const m = defineMessages({
  title: { id: 'ratesAdmin.title', defaultMessage: 'Manage Rates' },
  description: {
    id: 'ratesAdmin.description',
    defaultMessage: 'Rates of this congress: prices, places and their open state.',
  },
  congressLoadFailed: {
    id: 'ratesAdmin.congressLoadFailed',
    defaultMessage: 'The congress could not be loaded',
  },
  createRate: { id: 'ratesAdmin.createRate', defaultMessage: 'Create Rate' },
  loading: { id: 'ratesAdmin.loading', defaultMessage: 'Loading rates' },
  loadFailed: { id: 'ratesAdmin.loadFailed', defaultMessage: 'The rates could not be loaded' },
  empty: { id: 'ratesAdmin.empty', defaultMessage: 'No rates yet. Create the first one.' },

  table: { id: 'ratesAdmin.table.label', defaultMessage: 'Rates' },
  hotel: { id: 'ratesAdmin.table.hotel', defaultMessage: 'Hotel' },
  roomOption: { id: 'ratesAdmin.table.roomOption', defaultMessage: 'Room Option' },
  participantType: { id: 'ratesAdmin.table.participantType', defaultMessage: 'Participant Type' },
  earlyBird: { id: 'ratesAdmin.table.earlyBird', defaultMessage: 'Early Bird' },
  price: { id: 'ratesAdmin.table.price', defaultMessage: 'Price' },
  open: { id: 'ratesAdmin.table.open', defaultMessage: 'Open' },
  edit: { id: 'ratesAdmin.table.edit', defaultMessage: 'Edit' },
  places: {
    id: 'ratesAdmin.table.places',
    defaultMessage: '{label} · {places} / {quota} places',
  },
  yes: { id: 'ratesAdmin.table.yes', defaultMessage: 'Yes' },
  no: { id: 'ratesAdmin.table.no', defaultMessage: 'No' },
  openRate: { id: 'ratesAdmin.table.openRate', defaultMessage: 'Open {label}' },
  editRate: { id: 'ratesAdmin.table.editRate', defaultMessage: 'Edit {label}' },
  waitingList: { id: 'ratesAdmin.table.waitingList', defaultMessage: 'Waiting list' },
  waitingListOf: { id: 'ratesAdmin.table.waitingListOf', defaultMessage: 'Waiting list of {label}' },

  editTitle: { id: 'ratesAdmin.form.editTitle', defaultMessage: 'Edit Rate' },
  editLabel: { id: 'ratesAdmin.form.editLabel', defaultMessage: 'Edit rate' },
  createLabel: { id: 'ratesAdmin.form.createLabel', defaultMessage: 'Create rate' },
  label: { id: 'ratesAdmin.form.label', defaultMessage: 'Label' },
  texts: { id: 'ratesAdmin.form.texts', defaultMessage: 'Languages of the rate texts' },
  translationHint: {
    id: 'ratesAdmin.form.translationHint',
    defaultMessage: 'Left empty, the label and comment are shown in the default language.',
  },
  sectionRestriction: { id: 'ratesAdmin.form.section', defaultMessage: 'Section restriction' },
  sectionHint: {
    id: 'ratesAdmin.form.sectionHint',
    defaultMessage: 'Only members of this section may take the rate.',
  },
  anyParticipant: { id: 'ratesAdmin.form.anyParticipant', defaultMessage: 'Any participant' },
  firstType: { id: 'ratesAdmin.form.firstType', defaultMessage: 'First participant type' },
  firstPrice: { id: 'ratesAdmin.form.firstPrice', defaultMessage: 'First participant price' },
  secondType: { id: 'ratesAdmin.form.secondType', defaultMessage: 'Second participant type' },
  secondPrice: { id: 'ratesAdmin.form.secondPrice', defaultMessage: 'Second participant price' },
  noSecondType: { id: 'ratesAdmin.form.noSecondType', defaultMessage: 'None (single)' },
  memberSharing: { id: 'ratesAdmin.form.memberSharing', defaultMessage: 'Member (sharing room)' },
  roomOptionField: { id: 'ratesAdmin.form.roomOption', defaultMessage: 'Room option' },
  singleForced: {
    id: 'ratesAdmin.form.singleForced',
    defaultMessage: 'Single is forced without a second participant type.',
  },
  quota: { id: 'ratesAdmin.form.quota', defaultMessage: 'Quota' },
  quotaHint: {
    id: 'ratesAdmin.form.quotaHint',
    defaultMessage: 'Places, in persons: each participation takes one, a shared room counts each member.',
  },
  openDate: { id: 'ratesAdmin.form.openDate', defaultMessage: 'Open date' },
  closeDate: { id: 'ratesAdmin.form.closeDate', defaultMessage: 'Close date' },
  comment: { id: 'ratesAdmin.form.comment', defaultMessage: 'Comment' },
  cancel: { id: 'ratesAdmin.form.cancel', defaultMessage: 'Cancel' },
  save: { id: 'ratesAdmin.form.save', defaultMessage: 'Save' },
});
