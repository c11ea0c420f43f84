import { defineMessages } from '../../lib/i18n/messages.ts';

/** The invitation letters' words: the participant's card, the staff's queue, verification. */
export const m = defineMessages({
  cardTitle: { id: 'letters.card.title', defaultMessage: 'Visa invitation letter' },
  cardIntro: {
    id: 'letters.card.intro',
    defaultMessage:
      'If you need a visa, request an invitation letter. It names you, your passport, the congress, your hotel and your payment.',
  },
  language: { id: 'letters.card.language', defaultMessage: 'Language of the letter' },
  english: { id: 'letters.card.english', defaultMessage: 'English' },
  french: { id: 'letters.card.french', defaultMessage: 'French' },
  birthDate: { id: 'letters.card.birthDate', defaultMessage: 'Date of birth' },
  postalAddress: { id: 'letters.card.postalAddress', defaultMessage: 'Postal address' },
  passportNumber: { id: 'letters.card.passportNumber', defaultMessage: 'Passport number' },
  passportIssuedOn: { id: 'letters.card.passportIssuedOn', defaultMessage: 'Passport issued on' },
  passportExpiresOn: { id: 'letters.card.passportExpiresOn', defaultMessage: 'Passport expires on' },
  nationality: { id: 'letters.card.nationality', defaultMessage: 'Nationality' },
  request: { id: 'letters.card.request', defaultMessage: 'Request an invitation letter' },
  requestAgain: { id: 'letters.card.requestAgain', defaultMessage: 'Request a letter again' },
  waitingApproval: {
    id: 'letters.card.waitingApproval',
    defaultMessage: 'Your request {reference} is waiting for the organisers’ approval.',
  },
  waitingPayment: {
    id: 'letters.card.waitingPayment',
    defaultMessage: 'Your registration is not paid yet: the letter is issued once it is.',
  },
  issued: {
    id: 'letters.card.issued',
    defaultMessage: 'Your invitation letter {reference} was issued on {date}.',
  },
  refused: {
    id: 'letters.card.refused',
    defaultMessage:
      'Your request was refused: {reason}. You may correct your details and request a letter again.',
  },
  download: { id: 'letters.card.download', defaultMessage: 'Download the letter (PDF)' },

  queueTitle: { id: 'letters.queue.title', defaultMessage: 'Invitation letters' },
  queueIntro: {
    id: 'letters.queue.intro',
    defaultMessage: 'Visa invitation letters requested by participants: approve or refuse the requests.',
  },
  filter: { id: 'letters.queue.filter', defaultMessage: 'Status' },
  all: { id: 'letters.queue.all', defaultMessage: 'All' },
  statusRequested: { id: 'letters.status.requested', defaultMessage: 'Requested' },
  statusIssued: { id: 'letters.status.issued', defaultMessage: 'Issued' },
  statusRefused: { id: 'letters.status.refused', defaultMessage: 'Refused' },
  reference: { id: 'letters.queue.reference', defaultMessage: 'Reference' },
  participant: { id: 'letters.queue.participant', defaultMessage: 'Participant' },
  requestedOn: { id: 'letters.queue.requestedOn', defaultMessage: 'Requested on' },
  payment: { id: 'letters.queue.payment', defaultMessage: 'Payment' },
  paid: { id: 'letters.queue.paid', defaultMessage: 'Paid' },
  notPaid: { id: 'letters.queue.notPaid', defaultMessage: 'Not paid' },
  actions: { id: 'letters.queue.actions', defaultMessage: 'Actions' },
  approve: { id: 'letters.queue.approve', defaultMessage: 'Approve' },
  approveFor: { id: 'letters.queue.approveFor', defaultMessage: 'Approve the letter of {name}' },
  refuse: { id: 'letters.queue.refuse', defaultMessage: 'Refuse' },
  reason: { id: 'letters.queue.reason', defaultMessage: 'Reason for the refusal' },
  confirmRefusal: { id: 'letters.queue.confirmRefusal', defaultMessage: 'Refuse the request' },
  cancel: { id: 'letters.queue.cancel', defaultMessage: 'Cancel' },
  downloadShort: { id: 'letters.queue.download', defaultMessage: 'Download' },
  empty: { id: 'letters.queue.empty', defaultMessage: 'No invitation letter requests.' },
  approved: {
    id: 'letters.queue.approved',
    defaultMessage: 'The letter is issued and the participant e-mailed.',
  },
  refusedDone: {
    id: 'letters.queue.refusedDone',
    defaultMessage: 'The request is refused and the participant e-mailed.',
  },
  loadFailed: {
    id: 'letters.queue.loadFailed',
    defaultMessage: 'The invitation letters could not be loaded',
  },

  settingsTitle: { id: 'letters.settings.title', defaultMessage: 'Letter settings' },
  needApproval: {
    id: 'letters.settings.needApproval',
    defaultMessage: 'Letters need approval before they are issued',
  },
  venue: { id: 'letters.settings.venue', defaultMessage: 'Venue' },
  signatoryName: { id: 'letters.settings.signatoryName', defaultMessage: 'Signatory name' },
  signatoryTitle: { id: 'letters.settings.signatoryTitle', defaultMessage: 'Signatory title' },
  save: { id: 'letters.settings.save', defaultMessage: 'Save the letter settings' },
  saved: { id: 'letters.settings.saved', defaultMessage: 'Letter settings saved' },
  signature: { id: 'letters.settings.signature', defaultMessage: 'Signature image' },
  signatureHint: {
    id: 'letters.settings.signatureHint',
    defaultMessage: 'PNG or JPEG, at most 2 MB. Printed above the signatory’s name.',
  },
  signatureStored: { id: 'letters.settings.signatureStored', defaultMessage: 'A signature image is stored.' },
  noSignature: { id: 'letters.settings.noSignature', defaultMessage: 'No signature image yet.' },
  uploadSignature: { id: 'letters.settings.uploadSignature', defaultMessage: 'Upload the signature' },
  replaceSignature: { id: 'letters.settings.replaceSignature', defaultMessage: 'Replace the signature' },
  signatureSaved: { id: 'letters.settings.signatureSaved', defaultMessage: 'Signature image saved' },

  verifyTitle: { id: 'letters.verify.title', defaultMessage: 'Invitation letter verification' },
  genuine: { id: 'letters.verify.genuine', defaultMessage: 'This letter is genuine' },
  genuineText: {
    id: 'letters.verify.genuineText',
    defaultMessage: 'It was issued by the organisers of the congress and has not been changed.',
  },
  notGenuine: { id: 'letters.verify.notGenuine', defaultMessage: 'This letter is not genuine' },
  notGenuineText: {
    id: 'letters.verify.notGenuineText',
    defaultMessage: 'No letter was issued with this code, or it has been withdrawn. Do not rely on it.',
  },
  congress: { id: 'letters.verify.congress', defaultMessage: 'Congress' },
  dates: { id: 'letters.verify.dates', defaultMessage: 'Dates' },
  issuedOn: { id: 'letters.verify.issuedOn', defaultMessage: 'Issued on' },
  checking: { id: 'letters.verify.checking', defaultMessage: 'Checking the letter' },
});
