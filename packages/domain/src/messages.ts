import { defineTexts } from './i18n/texts.ts';
/** Every user-facing message of the spec, word for word, plus the ones decisions.md fixes. */
export const MESSAGES = defineTexts({
  requiredText: 'Please type something',
  invalidEmail: 'Please enter a valid email address',
  passwordRequired: 'Please enter a password',
  passwordsDoNotMatch: 'Passwords do not match',
  weakPassword: 'Please enter a correct password',
  passwordsNotIdentical: 'passwords are not identical',
  passwordChanged: 'Your password has been successfully changed',
  resetFailed: 'An error occurred while resetting the password',
  unknownError: 'Unknown error occurred.',
  emailSent: 'Email sent',
  emailsSent: 'Emails sent successfully!',
  forgotPassword: 'Forgot your password?',
  sendResetLink: 'Email password reset link',
  memberCredentials: 'Please use your Book of Member credentials',
  /** A user account (not the member book) signed in where member credentials are asked. */
  notMemberBookAccount:
    'This is a participant account, not a Book of Member account. Member rates need your Book of Member sign-in: use the e-mail and password the member book holds for you, or go back and choose a participant type that is not a member type.',
  /** A member-type rate chosen without a member-book sign-in: the number comes from the book. */
  memberSignInRequired:
    'Member rates need your Book of Member sign-in, so that your member number comes from the member book. Sign out and sign in with your Book of Member credentials, or choose a participant type that is not a member type.',
  congressClosed: 'The congress is closed',
  accessDenied: 'Access denied',
  genericError: 'An error occurred',
  networkError: 'Network Error',
  timeoutError: 'The server took too long to answer. Please try again.',
  requestAborted: 'Request aborted',
  accountExists: 'An account with this e-mail already exists. Sign in or reset your password.',
  invalidCredentials: 'Invalid credentials.',
  accountDisabled: 'This account is disabled.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  resetTokenInvalid: 'This password reset link is invalid or has expired.',
  congressNotFound: 'Congress not found',
  notFound: 'Not found',
  forbidden: 'You do not have access to this resource.',
  foreignOrigin: 'Cross-site request refused.',
  malformedJson: 'The request body is not valid JSON.',
  payloadTooLarge: 'The request body is too large.',
  /** A value the database cannot hold (a NUL character, a number out of range): never a 500. */
  invalidInput: 'A value in the request is not valid.',
  nulCharacter: 'Text cannot contain a NUL character.',
  /** The database cannot be reached: 503 with Retry-After, and the next request tries again. */
  serviceUnavailable: 'The service is unavailable for a moment. Please try again shortly.',
  /** The API's answer to a path or method it does not have. */
  routeNotFound: 'Route {method} {url} not found',
  databaseUnreachable: 'The database is not reachable',
  unsupportedContentType: 'Unsupported content type: send JSON.',
  /** A field zod refused without a message of ours, and a validation error without any field. */
  invalidValue: 'Invalid value',
  invalidRequest: 'Invalid request',
  // Registration and payments (spec 5, 7, 8)
  selectRate: 'Please select a rate',
  rateUnavailable: 'The rate you have chosen is no longer available.',
  rateSectionOnly: 'The rate you have chosen is available only section member',
  /** Decisions 33: the dashboard's notice, and the answer to a change of a participation staff cancelled. */
  cancelledByOrganiser: 'Cancelled by the organiser',
  cancelledByOrganiserChange:
    'Your registration was cancelled by the organiser and cannot be changed here. Please contact the organiser.',
  selfCancelledChange:
    'You cancelled this registration, so it cannot be changed here. Please contact the organiser to register again.',
  companionRemoval:
    'Your current registration includes a companion. If you choose this rate, your accompanying person will be removed from your registration.',
  participationNotFound: 'Participation not found',
  unknownPaymentError: 'An unknown error occurred',
  sharingNotice: 'The sharing member should also proceed with a full registration',
  reservationSaved: 'Your reservation changes have been successfully saved.',
  noRegistrationYet: 'You have no registration for this congress yet.',
  registrationSaved: 'Registration saved successfully',
  // Activities
  activityAlreadySelected: 'This activity is already selected.',
  activityDateTaken: 'You already have an activity on this date.',
  activityAlreadyDeleted: 'This activity is already deleted.',
  activitiesSaved: 'Activities saved successfully.',
  congressSlugMissing: 'The congress slug is missing',
  congressIdMissing: 'The congress id is missing',
  // Admin
  exportNoData: 'No data provided for export',
  exportFailed: 'An error occurred while exporting data',
  rateStatusUpdated: 'Rate status updated successfully',
  enterLabel: 'Please enter label',
  enterPrice: 'Please enter price',
  priceTooLong: 'Price is too long',
  priceDecimals: 'Please enter a valid price with no more than 2 decimal places',
  commentTooLong: 'Comment is too long',
  endBeforeStart: 'End date must be after start date',
  // With values, given where they are shown: `t(MESSAGES.oops, { message })`.
  /** `amount`: formatted money. */
  refundProcessing: "We're processing your {amount} refund.",
  userCreated: 'create user successfully',
  userEdited: 'edit user successfully',
  rateCreated: 'Create rate successfully',
  rateUpdated: 'Update rate successfully',
  helloName: 'Hello {name}',
  /** `message`: a text already in the reader's language. */
  oops: 'Oops, {message}',
  footerText: '{congressLabel} - REGISTRATION',
});

export const userSaved = (action: 'create' | 'edit') =>
  action === 'create' ? MESSAGES.userCreated : MESSAGES.userEdited;
export const rateSaved = (action: 'Create' | 'Update') =>
  action === 'Create' ? MESSAGES.rateCreated : MESSAGES.rateUpdated;

/** The panel a screen shows in place of its content when it fails. */
export const SCREEN_ERROR_MESSAGES = defineTexts({
  title: 'This part of the page could not be shown',
  body: 'Something went wrong while showing this screen. The rest of the application still works: try again, or go back to the home page.',
  retry: 'Retry',
  home: 'Home',
  /** A screen's code could not be fetched: most often a new version was deployed while the page was open. */
  newVersionTitle: 'A new version of the application is available',
  newVersionBody:
    'This screen could not be loaded, most likely because the application was updated while this page was open. Reload the page to continue.',
  reload: 'Reload',
});
