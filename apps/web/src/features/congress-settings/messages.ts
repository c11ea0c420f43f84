import { defineMessages } from '../../lib/i18n/messages.ts';

/** The congress settings screen's words, shared by its components. */
export const m = defineMessages({
  title: { id: 'settings.title', defaultMessage: 'Congress settings' },
  description: { id: 'settings.description', defaultMessage: 'The settings of this congress.' },
  createCongress: { id: 'settings.createCongress', defaultMessage: 'Create a new congress' },
  loadFailed: { id: 'settings.loadFailed', defaultMessage: 'The settings could not be loaded' },
  filesTitle: { id: 'settings.files.title', defaultMessage: 'Logo and bank details' },
  logo: { id: 'settings.files.logo', defaultMessage: 'Logo' },
  logoHint: {
    id: 'settings.files.logoHint',
    defaultMessage: 'PNG or JPEG, at most 2 MB. Shown in the header and on invoices.',
  },
  bankDetails: { id: 'settings.files.bankDocument', defaultMessage: 'Bank details document (optional)' },
  // Participants are shown the bank details entered as text; this file only goes with a
  // bulk e-mail that asks for it, and must show the same account.
  bankDetailsHint: {
    id: 'settings.files.bankDocumentHint',
    defaultMessage:
      'PNG, JPEG or PDF, at most 2 MB, of the same account as the bank details below. Only attached to a bulk e-mail that asks for it; participants are shown the details as text.',
  },
  noFile: { id: 'settings.files.none', defaultMessage: 'No file yet.' },
  logoCurrent: { id: 'settings.files.logoCurrent', defaultMessage: 'Current logo' },
  logoOpenPdf: { id: 'settings.files.logoOpenPdf', defaultMessage: 'Open the current logo (PDF)' },
  logoReplace: { id: 'settings.files.logoReplace', defaultMessage: 'Replace logo' },
  logoUpload: { id: 'settings.files.logoUpload', defaultMessage: 'Upload logo' },
  ribCurrent: { id: 'settings.files.ribCurrent', defaultMessage: 'Current bank details' },
  ribOpenPdf: { id: 'settings.files.ribOpenPdf', defaultMessage: 'Open the current bank details (PDF)' },
  ribReplace: { id: 'settings.files.ribReplace', defaultMessage: 'Replace bank details' },
  ribUpload: { id: 'settings.files.ribUpload', defaultMessage: 'Upload bank details' },

  formLabel: { id: 'settings.form.label', defaultMessage: 'Congress settings' },
  general: { id: 'settings.form.general', defaultMessage: 'General' },
  label: { id: 'settings.form.labelField', defaultMessage: 'Label' },
  slug: { id: 'settings.form.slug', defaultMessage: 'Slug' },
  slugHint: {
    id: 'settings.form.slugHint',
    defaultMessage: 'Changing it changes every address of the congress',
  },
  city: { id: 'settings.form.city', defaultMessage: 'City' },
  website: { id: 'settings.form.website', defaultMessage: 'Website' },
  informationEmail: { id: 'settings.form.informationEmail', defaultMessage: 'Information e-mail' },
  timeZone: { id: 'settings.form.timeZone', defaultMessage: 'Time zone' },
  startDate: { id: 'settings.form.startDate', defaultMessage: 'Start date' },
  endDate: { id: 'settings.form.endDate', defaultMessage: 'End date' },
  isOpen: { id: 'settings.form.isOpen', defaultMessage: 'Registration is open' },
  texts: { id: 'settings.form.texts', defaultMessage: 'Texts for participants' },
  textsTabs: { id: 'settings.form.textsTabs', defaultMessage: 'Languages of the congress texts' },
  defaultLanguage: { id: 'settings.form.defaultLanguage', defaultMessage: 'Default language' },
  defaultLanguageHint: {
    id: 'settings.form.defaultLanguageHint',
    defaultMessage:
      'Participants read the texts in their language, or in this one when there is no translation; e-mails fall back to its templates.',
  },
  translationHint: {
    id: 'settings.form.translationHint',
    defaultMessage: 'Left empty, a text is shown in the default language.',
  },
  descriptionField: { id: 'settings.form.description', defaultMessage: 'Description' },
  information: { id: 'settings.form.information', defaultMessage: 'Information' },
  privacyText: { id: 'settings.form.privacyText', defaultMessage: 'Privacy text' },
  privacyHint: {
    id: 'settings.form.privacyHint',
    defaultMessage: 'Participants consent to it when they register',
  },
  registration: { id: 'settings.form.registration', defaultMessage: 'Registration' },
  memberChoosesHotel: {
    id: 'settings.form.memberChoosesHotel',
    defaultMessage: 'Members choose their hotel',
  },
  holdMinutes: { id: 'settings.form.holdMinutes', defaultMessage: 'Hold time (minutes)' },
  holdMinutesHint: {
    id: 'settings.form.holdMinutesHint',
    defaultMessage: 'How long an unpaid place is kept',
  },
  offerHours: { id: 'settings.form.offerHours', defaultMessage: 'Waiting-list offer (hours)' },
  offerHoursHint: {
    id: 'settings.form.offerHoursHint',
    defaultMessage: 'How long a freed place is held for the next person in line',
  },
  payments: { id: 'settings.form.payments', defaultMessage: 'Payments and invoices' },
  currency: { id: 'settings.form.currency', defaultMessage: 'Currency' },
  currencyHint: { id: 'settings.form.currencyHint', defaultMessage: 'Three letters, e.g. EUR' },
  vatRate: { id: 'settings.form.vatRate', defaultMessage: 'VAT rate (%)' },
  stripeKey: { id: 'settings.form.stripeKey', defaultMessage: 'Stripe public key' },
  stripeKeyHint: {
    id: 'settings.form.stripeKeyHint',
    defaultMessage: "The secret keys stay in the server's environment",
  },
  issuerName: { id: 'settings.form.issuerName', defaultMessage: 'Invoice issuer legal name' },
  issuerVat: { id: 'settings.form.issuerVat', defaultMessage: 'Invoice issuer VAT number' },
  issuerAddress: { id: 'settings.form.issuerAddress', defaultMessage: 'Invoice issuer address' },
  refundsApproval: {
    id: 'settings.form.refundsApproval',
    defaultMessage: "Card refunds wait for an admin's approval",
  },
  save: { id: 'settings.form.save', defaultMessage: 'Save settings' },

  badges: { id: 'settings.badges.title', defaultMessage: 'Badges' },
  badgeLayout: { id: 'settings.badges.layout', defaultMessage: 'Badge layout' },
  layoutA6: { id: 'settings.badges.a6', defaultMessage: 'One badge per A6 page' },
  layoutA4: { id: 'settings.badges.a4', defaultMessage: 'Eight badges on an A4 sheet' },
  brandColor: { id: 'settings.badges.color', defaultMessage: 'Congress colour' },
  brandColorHint: { id: 'settings.badges.colorHint', defaultMessage: 'On badges and tickets' },

  typesHelp: {
    id: 'settings.types.help',
    defaultMessage:
      'The slug names the rate route (/rate/slug); a member type asks for the member number and working hotel. A type that rates or participants use cannot be removed.',
  },
  typeLabel: { id: 'settings.types.label', defaultMessage: 'Type {number} label' },
  typeSlug: { id: 'settings.types.slug', defaultMessage: 'Type {number} slug' },
  memberType: { id: 'settings.types.member', defaultMessage: 'Member type' },
  removeType: { id: 'settings.types.remove', defaultMessage: 'Remove type {name}' },
  addType: { id: 'settings.types.add', defaultMessage: 'Add participant type' },

  createHint: {
    id: 'settings.create.slugHint',
    defaultMessage: 'Lowercase letters, digits and hyphens; it starts every address of the congress',
  },
  cancel: { id: 'settings.cancel', defaultMessage: 'Cancel' },
  createSubmit: { id: 'settings.create.submit', defaultMessage: 'Create congress' },

  purgeTitle: { id: 'settings.purge.title', defaultMessage: 'Personal data' },
  purgeHelp: {
    id: 'settings.purge.help',
    defaultMessage:
      "Once the congress is over, purge the participants' personal data: passports, medical information, contact details, addresses and travel details. Invoices, payment amounts, dates and numbers and the names on invoices are kept for accounting.",
  },
  purgedOn: { id: 'settings.purge.purgedOn', defaultMessage: 'Personal data purged on {date}.' },
  purgeButton: { id: 'settings.purge.button', defaultMessage: 'Purge personal data' },
  purgeConfirm: {
    id: 'settings.purge.confirm',
    defaultMessage: 'This cannot be undone. To confirm, type the congress slug <b>{slug}</b>.',
  },
  purgeSlug: { id: 'settings.purge.slug', defaultMessage: 'Congress slug' },
  purge: { id: 'settings.purge.submit', defaultMessage: 'Purge' },
  purgeDone: {
    id: 'settings.purge.done',
    defaultMessage:
      'Personal data purged: {participants, plural, one {# participant} other {# participants}}, {registrations, plural, one {# registration} other {# registrations}}',
  },

  congress: { id: 'settings.switcher.congress', defaultMessage: 'Congress' },
  closedCongress: { id: 'settings.switcher.closed', defaultMessage: '{label} (closed)' },
  congressesUnavailable: { id: 'settings.switcher.unavailable', defaultMessage: 'Congresses unavailable' },
});
