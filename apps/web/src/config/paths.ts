import { errorCodeOf } from '../lib/error-page-messages.ts';

type QueryValue = string | number | null | undefined;

const seg = encodeURIComponent;

function withQuery(path: string, query: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

const congress = (slug: string) => `/${seg(slug)}`;
const rate = (slug: string, participant: string) => `${congress(slug)}/rate/${seg(participant)}`;
const registration = (slug: string, participant: string) => `${rate(slug, participant)}/registration`;
const admin = (slug: string) => `${congress(slug)}/dashboard/admin`;
const user = (slug: string) => `${congress(slug)}/dashboard/user`;

/** Every route of spec 2.1, by the spec's route names; components never build URLs by hand. */
export const paths = {
  root: { path: '/', getHref: () => '/' },
  home: { path: '/:congressSlug', getHref: congress },
  homeLogin: { path: '/:congressSlug', getHref: congress },

  rate: { path: '/:congressSlug/rate/:participant', getHref: rate },
  rateList: { path: '/:congressSlug/rate/:participant', getHref: rate },
  registration: { path: '/:congressSlug/rate/:participant/registration', getHref: registration },
  registrationForm: { path: '/:congressSlug/rate/:participant/registration', getHref: registration },
  summary: {
    path: '/:congressSlug/rate/:participant/registration/summary',
    getHref: (slug: string, participant: string) => `${registration(slug, participant)}/summary`,
  },
  payment: {
    path: '/:congressSlug/rate/:participant/registration/payment',
    getHref: (slug: string, participant: string) => `${registration(slug, participant)}/payment`,
  },
  bankTransfer: {
    path: '/:congressSlug/rate/:participant/registration/bank-transfer',
    getHref: (slug: string, participant: string, amount: string | number) =>
      withQuery(`${registration(slug, participant)}/bank-transfer`, { amount }),
  },
  invoice: {
    path: '/:congressSlug/rate/:participant/registration/invoice',
    getHref: (slug: string, participant: string, clientSecret?: string) =>
      withQuery(`${registration(slug, participant)}/invoice`, { payment_intent_client_secret: clientSecret }),
  },
  confirm: {
    path: '/:congressSlug/rate/:participant/registration/confirm',
    getHref: (slug: string, participant: string, query: { amount: string | number; label: string }) =>
      withQuery(`${registration(slug, participant)}/confirm`, query),
  },

  dashboardAdmin: { path: '/:congressSlug/dashboard/admin', getHref: admin },
  /** The staff landing page's first tab: the organiser overview. */
  overview: {
    path: '/:congressSlug/dashboard/admin/overview',
    getHref: (slug: string) => `${admin(slug)}/overview`,
  },
  /** `status` and `figure` as the list's URL state reads them (an overview figure's rows). */
  participationList: {
    path: '/:congressSlug/dashboard/admin/participation-list',
    getHref: (slug: string, query: { status?: string; figure?: string } = {}) =>
      withQuery(`${admin(slug)}/participation-list`, query),
  },
  manageUsers: {
    path: '/:congressSlug/dashboard/admin/manage-users',
    getHref: (slug: string) => `${admin(slug)}/manage-users`,
  },
  manageRates: {
    path: '/:congressSlug/dashboard/admin/manage-rates',
    getHref: (slug: string) => `${admin(slug)}/manage-rates`,
  },
  activities: {
    path: '/:congressSlug/dashboard/admin/activities',
    getHref: (slug: string) => `${admin(slug)}/activities`,
  },
  activitiesStats: {
    path: '/:congressSlug/dashboard/admin/activities-stats',
    getHref: (slug: string) => `${admin(slug)}/activities-stats`,
  },
  manageRegistration: {
    path: '/:congressSlug/dashboard/admin/manage-registration',
    getHref: (slug: string, participationId?: number) =>
      withQuery(`${admin(slug)}/manage-registration`, { participation: participationId }),
  },

  /** Back-office screens of ours that the spec's API implies but does not draw. */
  participantActivities: {
    path: '/:congressSlug/dashboard/admin/participant-activities',
    getHref: (slug: string, participationId: number) =>
      withQuery(`${admin(slug)}/participant-activities`, { participation: participationId }),
  },
  paymentsDesk: {
    path: '/:congressSlug/dashboard/admin/payments',
    getHref: (slug: string) => `${admin(slug)}/payments`,
  },
  emailLog: {
    path: '/:congressSlug/dashboard/admin/email-log',
    getHref: (slug: string) => `${admin(slug)}/email-log`,
  },
  /** One bulk send of the e-mail log and its recipients (decisions 36). */
  emailCampaign: {
    path: '/:congressSlug/dashboard/admin/email-log/campaigns/:campaignId',
    getHref: (slug: string, campaignId: number) => `${admin(slug)}/email-log/campaigns/${campaignId}`,
  },
  emailTemplates: {
    path: '/:congressSlug/dashboard/admin/email-templates',
    getHref: (slug: string) => `${admin(slug)}/email-templates`,
  },
  hotels: {
    path: '/:congressSlug/dashboard/admin/hotels',
    getHref: (slug: string) => `${admin(slug)}/hotels`,
  },
  /** A hotel's room blocks night by night (decisions 46). */
  hotelRoomBlocks: {
    path: '/:congressSlug/dashboard/admin/hotels/:hotelId/room-blocks',
    getHref: (slug: string, hotelId: number) => `${admin(slug)}/hotels/${hotelId}/room-blocks`,
  },
  /** A hotel's pickup report, for every staff member (decisions 46). */
  roomMates: {
    path: '/:congressSlug/dashboard/admin/room-mates',
    getHref: (slug: string) => `${admin(slug)}/room-mates`,
  },
  hotelPickup: {
    path: '/:congressSlug/dashboard/admin/hotels/:hotelId/pickup',
    getHref: (slug: string, hotelId: number) => `${admin(slug)}/hotels/${hotelId}/pickup`,
  },
  /** A hotel's rooming list and its sendings, for every staff member (decisions 47). */
  hotelRoomingList: {
    path: '/:congressSlug/dashboard/admin/hotels/:hotelId/rooming-list',
    getHref: (slug: string, hotelId: number) => `${admin(slug)}/hotels/${hotelId}/rooming-list`,
  },
  congressSettings: {
    path: '/:congressSlug/dashboard/admin/congress-settings',
    getHref: (slug: string) => `${admin(slug)}/congress-settings`,
  },
  members: {
    path: '/:congressSlug/dashboard/admin/member-book',
    getHref: (slug: string) => `${admin(slug)}/member-book`,
  },
  auditLog: {
    path: '/:congressSlug/dashboard/admin/audit-log',
    getHref: (slug: string) => `${admin(slug)}/audit-log`,
  },

  /** The staff's queue of visa invitation letters and their settings. */
  invitationLetters: {
    path: '/:congressSlug/dashboard/admin/invitation-letters',
    getHref: (slug: string) => `${admin(slug)}/invitation-letters`,
  },
  /** The verification URL printed on a letter (outside any congress: the token names the letter). */
  letterVerify: {
    path: '/letters/verify/:token',
    getHref: (token: string) => `/letters/verify/${seg(token)}`,
  },
  /** The hotel's signed link to its rooming list (outside any congress: the token names the hotel). */
  hotelRooming: {
    path: '/rooming/:token',
    getHref: (token: string) => `/rooming/${seg(token)}`,
  },

  /** The door: check-in staff land here; a phone screen outside the admin shell. */
  checkIn: { path: '/:congressSlug/check-in', getHref: (slug: string) => `${congress(slug)}/check-in` },

  dashboardUser: { path: '/:congressSlug/dashboard/user', getHref: user },
  dashboardUserHome: {
    path: '/:congressSlug/dashboard/user/home',
    getHref: (slug: string) => `${user(slug)}/home`,
  },
  dashboardUserSummary: {
    path: '/:congressSlug/dashboard/user/summary',
    getHref: (slug: string) => `${user(slug)}/summary`,
  },
  dashboardUserActivities: {
    path: '/:congressSlug/dashboard/user/activities',
    /** The registration whose choices are shown: a companion chooses his or her own activities. */
    getHref: (slug: string, registrationId?: number) =>
      withQuery(`${user(slug)}/activities`, { registration: registrationId }),
  },

  /** One payer books several places on one rate (decisions 49); the group page is the payer's. */
  groupNew: {
    path: '/:congressSlug/group/new',
    getHref: (slug: string, rateId: number) => withQuery(`${congress(slug)}/group/new`, { rate: rateId }),
  },
  dashboardUserGroup: {
    path: '/:congressSlug/dashboard/user/group/:groupId',
    getHref: (slug: string, groupId: number) => `${user(slug)}/group/${groupId}`,
  },

  /** `/login` (spec) and `/:congressSlug/login`; the redirect value keeps the congress slug. */
  login: {
    path: '/login',
    congressPath: '/:congressSlug/login',
    getHref: ({ slug, redirect }: { slug?: string; redirect?: string | null } = {}) =>
      withQuery(slug ? `${congress(slug)}/login` : '/login', { redirect }),
  },
  sendEmailForm: {
    path: '/:congressSlug/reset/password',
    getHref: (slug: string) => `${congress(slug)}/reset/password`,
  },
  resetPasswordForm: {
    path: '/:congressSlug/reset/password/form/:token',
    getHref: (slug: string, token: string) => `${congress(slug)}/reset/password/form/${seg(token)}`,
  },
  /** The confirmation link of a new account's e-mail (decisions 50): `?token=`. */
  verifyEmail: {
    path: '/:congressSlug/verify-email',
    getHref: (slug: string, token: string) =>
      `${congress(slug)}/verify-email?token=${encodeURIComponent(token)}`,
  },
  /** The e-mail link of a waiting-list offer: the place it holds, for its person. */
  waitingListOffer: {
    path: '/:congressSlug/waiting-list/offer/:token',
    getHref: (slug: string, token: string) => `${congress(slug)}/waiting-list/offer/${seg(token)}`,
  },
  /** The page names the message by its code, never by its text. */
  error: {
    path: '/:congressSlug/error',
    getHref: (slug: string, { status, message }: { status?: number; message?: string } = {}) =>
      withQuery(`${congress(slug)}/error`, { status, code: errorCodeOf(message) }),
  },
} as const;
