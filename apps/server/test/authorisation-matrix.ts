/**
 * Who reaches each API route (decisions 2 and 40), as a table the authorisation matrix test walks:
 * every route of Fastify's route table must be listed here, so a new route cannot ship without a
 * stated answer for each role. A role is "allowed" when the route does not answer 401 or 403.
 */
export const ROLES = [
  'anonymous',
  'user',
  'member',
  'owner',
  'viewer',
  'admin',
  'adminElsewhere',
  'superAdmin',
  'checkIn',
] as const;
export type Role = (typeof ROLES)[number];

const ALL: readonly Role[] = ROLES;
/** Any signed-in subject but door staff, whose account reaches the check-in routes only. */
const SIGNED_IN: readonly Role[] = ROLES.filter((role) => role !== 'anonymous' && role !== 'checkIn');
/** The door: check-in staff and the admins of the congress. */
const DOOR: readonly Role[] = ['checkIn', 'admin', 'superAdmin'];
const PARTICIPANTS: readonly Role[] = ['user', 'member', 'owner'];
const STAFF: readonly Role[] = ['viewer', 'admin', 'superAdmin'];
const ADMINS: readonly Role[] = ['admin', 'superAdmin'];
const SUPER: readonly Role[] = ['superAdmin'];
/**
 * The guard's admins, the one of another congress included: the request names nothing of this
 * congress the guard could check (an empty body answered 400, an unknown id 404); the IDOR table
 * tries the same routes with valid requests on this congress's records.
 */
const ANY_ADMIN: readonly Role[] = [...ADMINS, 'adminElsewhere'];
/** One participation's own data: its owner and the admins, never visualisation (decisions 40). */
const OWNER_AND_ADMINS: readonly Role[] = ['owner', 'admin', 'superAdmin'];

/** Ids the table's urls use: the demo congress and Claire Martin's paid participation (the owner). */
export type MatrixIds = {
  congressId: number;
  rateId: number;
  hotelId: number;
  activityId: number;
  participationId: number;
  participantId: number;
  registrationId: number;
  invoiceId: number;
  memberUserId: number;
};

export type MatrixEntry = {
  /** "METHOD /path/{param}", as the OpenAPI document names it. */
  route: string;
  url: string;
  allowed: readonly Role[];
  body?: unknown;
  /** Ends the session it runs in: tried after every other route. */
  isLast?: boolean;
};

/** Not an id of anything: a write the guard lets through then finds nothing to change. */
const NONE = 999_999;

export function authorisationMatrix(ids: MatrixIds): MatrixEntry[] {
  const { congressId: c, participationId: p } = ids;
  const e = (route: string, url: string, allowed: readonly Role[], body?: unknown): MatrixEntry => ({
    route,
    url,
    allowed,
    ...(body === undefined ? {} : { body }),
  });
  const invoiceBody = { participation: p };
  return [
    e('GET /api/health', '/api/health', ALL),
    e('GET /api/docs', '/api/docs', ALL),
    e('GET /api/docs/openapi.json', '/api/docs/openapi.json', ALL),
    e('POST /api/login_check', '/api/login_check', ALL, {}),
    e('POST /api/login_member_check', '/api/login_member_check', ALL, {}),
    // Without a refresh cookie there is nothing to refresh: 401.
    e('POST /api/token/refresh', '/api/token/refresh', [...SIGNED_IN, 'checkIn'], {}),
    { ...e('POST /api/token/invalidate', '/api/token/invalidate', ALL, {}), isLast: true },
    e('GET /api/user/', '/api/user/', ALL),
    e('PUT /api/user/language', '/api/user/language', [...SIGNED_IN, 'checkIn'], {}),
    e('GET /api/memberUser', '/api/memberUser', PARTICIPANTS),
    e('POST /api/user/register', '/api/user/register', ALL, {}),
    e('POST /api/reset-password', '/api/reset-password', ALL, {}),
    e('POST /api/user/verify-email', '/api/user/verify-email', ALL, {}),
    e('POST /api/user/verify-email/resend', '/api/user/verify-email/resend', SIGNED_IN, {}),
    e('POST /api/reset-password/token/{token}', '/api/reset-password/token/nothing', ALL, {}),
    e('GET /api/congress/slug/{slug}', '/api/congress/slug/demo', ALL),
    e('GET /api/congress/all', '/api/congress/all', ALL),
    e('GET /api/congress/slug/{slug}/settings', '/api/congress/slug/demo/settings', SUPER),
    e('PUT /api/congress/{id}/settings', `/api/congress/${c}/settings`, SUPER, {}),
    e('POST /api/congress/create', '/api/congress/create', SUPER, {}),
    e('POST /api/congress/{id}/upload/{kind}', `/api/congress/${NONE}/upload/logo`, SUPER, {}),
    e('GET /api/section/uich/all', '/api/section/uich/all', ALL),
    e('POST /api/section/create', '/api/section/create', SUPER, {}),
    e('GET /api/hotel/congress/{slug}', '/api/hotel/congress/demo', ALL),
    e('GET /api/hotel/{id}', `/api/hotel/${ids.hotelId}`, ALL),
    e('POST /api/hotel/create', '/api/hotel/create', ANY_ADMIN, {}),
    e('PUT /api/hotel/update/{id}', `/api/hotel/update/${ids.hotelId}`, ANY_ADMIN, {}),
    e('GET /api/hotel/{id}/pickup', `/api/hotel/${ids.hotelId}/pickup`, STAFF),
    e('POST /api/hotel/{id}/pickup/release', `/api/hotel/${ids.hotelId}/pickup/release`, ANY_ADMIN, {}),
    e('GET /api/hotel/{id}/room-blocks', `/api/hotel/${ids.hotelId}/room-blocks`, STAFF),
    e('GET /api/hotel/{id}/rooming-list', `/api/hotel/${ids.hotelId}/rooming-list`, STAFF),
    e('GET /api/hotel/{id}/rooming-list/xlsx', `/api/hotel/${ids.hotelId}/rooming-list/xlsx`, STAFF),
    e('GET /api/hotel/{id}/rooming-list/pdf', `/api/hotel/${ids.hotelId}/rooming-list/pdf`, STAFF),
    e('POST /api/hotel/{id}/rooming-list/send', `/api/hotel/${ids.hotelId}/rooming-list/send`, ADMINS, {}),
    e('GET /api/rooming/{token}', '/api/rooming/1.1.AAAAAAAAAAAAAAAAAAAAAA', ALL),
    e('GET /api/rooming/{token}/xlsx', '/api/rooming/1.1.AAAAAAAAAAAAAAAAAAAAAA/xlsx', ALL),
    e('PUT /api/hotel/{id}/room-blocks', `/api/hotel/${ids.hotelId}/room-blocks`, ANY_ADMIN, {}),
    e('GET /api/files/{id}', '/api/files/00000000-0000-4000-8000-000000000000', ALL),
    e('GET /api/rate/participant/congress/{slug}', '/api/rate/participant/congress/demo', ALL),
    e('GET /api/participant/congress/{slug}/types', '/api/participant/congress/demo/types', ALL),
    e('GET /api/rate/congress/{slug}', '/api/rate/congress/demo', ALL),
    e(
      'GET /api/rate/congress/{slug}/participant/{participant}',
      '/api/rate/congress/demo/participant/member',
      ALL,
    ),
    e('GET /api/rate/{id}/count', `/api/rate/${ids.rateId}/count`, ALL),
    e('GET /api/rate/{id}/availability', `/api/rate/${ids.rateId}/availability`, PARTICIPANTS),
    e('GET /api/rate/{id}/stay-options', `/api/rate/${ids.rateId}/stay-options`, ALL),
    e('POST /api/rate/create', '/api/rate/create', ANY_ADMIN, {}),
    e('PUT /api/rate/{id}', `/api/rate/${ids.rateId}`, ANY_ADMIN, {}),
    e('PUT /api/rate/{id}/toggle', `/api/rate/${NONE}/toggle`, ANY_ADMIN, {}),
    e('POST /api/participant/create', '/api/participant/create', SIGNED_IN, {}),
    e('GET /api/participant/{id}', `/api/participant/${ids.participantId}`, OWNER_AND_ADMINS),
    e(
      'GET /api/participant/memberUserId/{id}',
      `/api/participant/memberUserId/${ids.memberUserId}?congress=demo`,
      ADMINS,
    ),
    e('GET /api/participation/mine/congress/{slug}', '/api/participation/mine/congress/demo', PARTICIPANTS),
    e(
      'GET /api/participation/participant/{participantId}/congress/{slug}',
      `/api/participation/participant/${ids.participantId}/congress/demo`,
      OWNER_AND_ADMINS,
    ),
    e('GET /api/participation/congress/{id}', '/api/participation/congress/demo', STAFF),
    e('POST /api/participation/create', '/api/participation/create', SIGNED_IN, {}),
    e('PUT /api/participation/update/{id}', `/api/participation/update/${p}`, OWNER_AND_ADMINS, {}),
    e('POST /api/registration/submit', '/api/registration/submit', PARTICIPANTS, {}),
    e('POST /api/registration/create', '/api/registration/create', SIGNED_IN, {}),
    e('PUT /api/registration/{id}', `/api/registration/${ids.registrationId}`, OWNER_AND_ADMINS, {}),
    e(
      'GET /api/participation/congress/{slug}/{status}/{sharing}/{hotelId}/{roomOption}/{type}',
      '/api/participation/congress/demo/all/all/all/all/all',
      STAFF,
    ),
    e('POST /api/participation/bulk/status', '/api/participation/bulk/status', ANY_ADMIN, {}),
    e('GET /api/overview/congress/{slug}', '/api/overview/congress/demo', STAFF),
    e('GET /api/admin/participation/{id}', `/api/admin/participation/${p}`, ADMINS),
    e('PUT /api/admin/participation/{id}', `/api/admin/participation/${p}`, ANY_ADMIN, {}),
    e('GET /api/participation/{id}/cancel', `/api/participation/${p}/cancel`, OWNER_AND_ADMINS),
    // A stale version: who may cancel gets 409 and nothing is cancelled; anyone else 403 first.
    e('POST /api/participation/{id}/cancel', `/api/participation/${p}/cancel`, OWNER_AND_ADMINS, {
      version: NONE,
    }),
    e(
      'POST /api/admin/participation/{id}/cancel-request',
      `/api/admin/participation/${p}/cancel-request`,
      ANY_ADMIN,
      {},
    ),
    e('POST /api/admin/participation', '/api/admin/participation', ANY_ADMIN, {}),
    e('GET /api/room-mates/congress/{slug}', '/api/room-mates/congress/demo', STAFF),
    e('POST /api/room-mates/pair', '/api/room-mates/pair', ANY_ADMIN, {}),
    e('POST /api/room-mates/{id}/release', `/api/room-mates/${p}/release`, ANY_ADMIN, {}),
    e('POST /api/payment/stripe/create', '/api/payment/stripe/create', OWNER_AND_ADMINS, invoiceBody),
    e('GET /api/payment/intent', '/api/payment/intent', ALL),
    e('POST /api/payment/offline/confirm', '/api/payment/offline/confirm', ALL, {}),
    e('POST /api/payment/create', '/api/payment/create', SIGNED_IN, {}),
    e('GET /api/payment/participation/{id}', `/api/payment/participation/${p}`, OWNER_AND_ADMINS),
    e('POST /api/payment/bank-transfer', '/api/payment/bank-transfer', SIGNED_IN, {}),
    e('POST /api/payment/confirm', '/api/payment/confirm', SIGNED_IN, {}),
    e('POST /api/payment/stripe/webhook', '/api/payment/stripe/webhook', ALL, {}),
    // Documents: the owner and the admins, never visualisation (decisions 40).
    e('POST /api/export/invoice/{type}', '/api/export/invoice/invoice', OWNER_AND_ADMINS, invoiceBody),
    e('POST /api/invoice/send', '/api/invoice/send', OWNER_AND_ADMINS, invoiceBody),
    e('GET /api/invoice/documents/{participation}', `/api/invoice/documents/${p}`, OWNER_AND_ADMINS),
    e('GET /api/invoice/document/{id}', `/api/invoice/document/${ids.invoiceId}`, OWNER_AND_ADMINS),
    e('GET /api/invoice/document/{id}/ubl', `/api/invoice/document/${ids.invoiceId}/ubl`, OWNER_AND_ADMINS),
    e('GET /api/activity/congress/{slug}', '/api/activity/congress/demo', STAFF),
    // Waiting lists: participants their own line; admins of the rate's congress the line.
    e('GET /api/waiting-list/congress/{slug}/mine', '/api/waiting-list/congress/demo/mine', PARTICIPANTS),
    e('POST /api/waiting-list/rate/{rateId}/join', `/api/waiting-list/rate/${NONE}/join`, PARTICIPANTS),
    e('DELETE /api/waiting-list/rate/{rateId}', `/api/waiting-list/rate/${NONE}`, PARTICIPANTS),
    e('GET /api/waiting-list/offer/{token}', '/api/waiting-list/offer/not-a-real-offer-token', PARTICIPANTS),
    e(
      'POST /api/waiting-list/rate/{rateId}/offer/resend',
      `/api/waiting-list/rate/${NONE}/offer/resend`,
      PARTICIPANTS,
    ),
    e('GET /api/waiting-list/admin/rate/{rateId}', `/api/waiting-list/admin/rate/${ids.rateId}`, ADMINS),
    e(
      'GET /api/waiting-list/admin/activity/{activityId}',
      `/api/waiting-list/admin/activity/${ids.activityId}`,
      ADMINS,
    ),
    e(
      'POST /api/waiting-list/activity/{activityId}/join',
      `/api/waiting-list/activity/${NONE}/join`,
      PARTICIPANTS,
      {
        registrationId: NONE,
      },
    ),
    e(
      'DELETE /api/waiting-list/activity/{activityId}/registration/{registrationId}',
      `/api/waiting-list/activity/${NONE}/registration/${NONE}`,
      PARTICIPANTS,
    ),
    e(
      'POST /api/waiting-list/offer/{token}/accept',
      '/api/waiting-list/offer/not-a-real-offer-token/accept',
      PARTICIPANTS,
    ),
    e(
      'POST /api/waiting-list/admin/entry/{entryId}/move',
      `/api/waiting-list/admin/entry/${NONE}/move`,
      ANY_ADMIN,
      {
        direction: 'up',
      },
    ),
    e('DELETE /api/waiting-list/admin/entry/{entryId}', `/api/waiting-list/admin/entry/${NONE}`, ANY_ADMIN),
    e(
      'POST /api/waiting-list/admin/entry/{entryId}/offer',
      `/api/waiting-list/admin/entry/${NONE}/offer`,
      ANY_ADMIN,
    ),
    e('GET /api/activity/open/congress/{id}', `/api/activity/open/congress/${c}`, SIGNED_IN),
    e('PUT /api/activity/{id}/congress/{congressId}', `/api/activity/${NONE}/congress/${c}`, ANY_ADMIN, {}),
    e('PUT /api/activity/congress/{congressId}/open', `/api/activity/congress/${c}/open`, ANY_ADMIN, {}),
    e('POST /api/activity/create', '/api/activity/create', ANY_ADMIN, {}),
    e('PUT /api/activity/{id}', `/api/activity/${ids.activityId}`, ANY_ADMIN, {}),
    e('DELETE /api/activity/{id}', `/api/activity/${NONE}`, ANY_ADMIN),
    e(
      'GET /api/activity/registration/{registrationId}',
      `/api/activity/registration/${ids.registrationId}`,
      OWNER_AND_ADMINS,
    ),
    e(
      'GET /api/activity/participation/{participationId}',
      `/api/activity/participation/${p}`,
      OWNER_AND_ADMINS,
    ),
    e(
      'PUT /api/activity/registration/{registrationId}/choices',
      `/api/activity/registration/${ids.registrationId}/choices`,
      OWNER_AND_ADMINS,
      { activityIds: [] },
    ),
    // Visualisation reads the activity statistics and who chose what (decisions 40); exports are not.
    e('GET /api/activity/stats/congress/{slug}', '/api/activity/stats/congress/demo', STAFF),
    e('GET /api/activity/{id}/participants', `/api/activity/${ids.activityId}/participants`, STAFF),
    e(
      'GET /api/activity/stats/congress/{slug}/without-choice',
      '/api/activity/stats/congress/demo/without-choice',
      STAFF,
    ),
    e('GET /api/activity/export/congress/{slug}', '/api/activity/export/congress/demo', ADMINS),
    e('GET /api/template/label/{label}', `/api/template/label/Reminder%20Payment?congressId=${c}`, ADMINS),
    e('GET /api/email/templates/{congressId}', `/api/email/templates/${c}`, ADMINS),
    e('PUT /api/email/template/{label}', '/api/email/template/Reminder%20Payment', ANY_ADMIN, {}),
    e('POST /api/email/template/edit/invoice', '/api/email/template/edit/invoice', ANY_ADMIN, {}),
    e('POST /api/email/send', '/api/email/send', ANY_ADMIN, {}),
    e('POST /api/email/recipients', '/api/email/recipients', ANY_ADMIN, {}),
    e('POST /api/email/preview', '/api/email/preview', ANY_ADMIN, {}),
    e('POST /api/email/test', '/api/email/test', ANY_ADMIN, {}),
    e('GET /api/email/campaigns/{congressId}', `/api/email/campaigns/${c}`, ADMINS),
    e('GET /api/email/campaign/{campaignId}', `/api/email/campaign/${NONE}`, ANY_ADMIN),
    e('GET /api/email/campaign/{campaignId}/recipients', `/api/email/campaign/${NONE}/recipients`, ANY_ADMIN),
    e('GET /api/email/log/{congressId}', `/api/email/log/${c}`, ADMINS),
    e('POST /api/export/{type}', '/api/export/all', ANY_ADMIN, {}),
    // The payments desk is an admin's (decisions 40).
    e('GET /api/payments-desk/congress/{slug}', '/api/payments-desk/congress/demo', ADMINS),
    e(
      'GET /api/payments-desk/congress/{slug}/transfers',
      '/api/payments-desk/congress/demo/transfers',
      ADMINS,
    ),
    e(
      'POST /api/payments-desk/transfer/{id}/received',
      `/api/payments-desk/transfer/${NONE}/received`,
      ANY_ADMIN,
      {},
    ),
    e(
      'POST /api/payments-desk/bulk/transfers-received',
      '/api/payments-desk/bulk/transfers-received',
      ANY_ADMIN,
      {},
    ),
    e('GET /api/payments-desk/congress/{slug}/refunds', '/api/payments-desk/congress/demo/refunds', ADMINS),
    e('POST /api/payments-desk/refund/{id}/approve', `/api/payments-desk/refund/${NONE}/approve`, ANY_ADMIN),
    e(
      'POST /api/payments-desk/refund/{id}/refuse',
      `/api/payments-desk/refund/${NONE}/refuse`,
      ANY_ADMIN,
      {},
    ),
    e(
      'GET /api/payments-desk/congress/{slug}/participations',
      '/api/payments-desk/congress/demo/participations?search=Martin',
      ADMINS,
    ),
    e(
      'POST /api/payments-desk/participation/{id}/manual-payment',
      `/api/payments-desk/participation/${NONE}/manual-payment`,
      ANY_ADMIN,
      {},
    ),
    // Staff refunds of any credit (decisions 43): the desk's admins.
    e(
      'GET /api/payments-desk/participation/{id}/refund',
      `/api/payments-desk/participation/${NONE}/refund`,
      ANY_ADMIN,
    ),
    e(
      'POST /api/payments-desk/participation/{id}/refund',
      `/api/payments-desk/participation/${NONE}/refund`,
      ANY_ADMIN,
      {},
    ),
    // Bank reconciliation: the desk's admins; the congress is read before the file.
    e(
      'GET /api/payments-desk/congress/{slug}/statements',
      '/api/payments-desk/congress/demo/statements',
      ADMINS,
    ),
    e(
      'POST /api/payments-desk/congress/{slug}/statements',
      '/api/payments-desk/congress/demo/statements',
      ADMINS,
      {},
    ),
    e(
      'POST /api/payments-desk/congress/{slug}/statements/csv-preview',
      '/api/payments-desk/congress/demo/statements/csv-preview',
      ADMINS,
      {},
    ),
    e('GET /api/payments-desk/statement/{id}', `/api/payments-desk/statement/${NONE}`, ANY_ADMIN),
    e(
      'POST /api/payments-desk/statement/{id}/confirm',
      `/api/payments-desk/statement/${NONE}/confirm`,
      ANY_ADMIN,
      { lineIds: [1] },
    ),
    e(
      'POST /api/payments-desk/statement-line/{id}/resolve',
      `/api/payments-desk/statement-line/${NONE}/resolve`,
      ANY_ADMIN,
      { action: 'ignore' },
    ),
    e('GET /api/user/usersAdmin/{congressId}', `/api/user/usersAdmin/${c}`, SUPER),
    e('POST /api/user/create', '/api/user/create', SUPER, {}),
    e('PUT /api/user/update/{id}', `/api/user/update/${NONE}`, SUPER, {}),
    e('GET /api/audit', '/api/audit', SUPER),
    e('GET /api/audit/facets', '/api/audit/facets', SUPER),
    e('GET /api/member/list', '/api/member/list', SUPER),
    e('PUT /api/member/{id}', `/api/member/${NONE}`, SUPER, {}),
    e('POST /api/member/{id}/invitation', `/api/member/${NONE}/invitation`, SUPER, {}),
    e('POST /api/member/import/preview', '/api/member/import/preview', SUPER, {}),
    e('POST /api/member/import/confirm', '/api/member/import/confirm', SUPER, {}),
    // An invalid body answers 400 before the congress is read: every role the guard lets through.
    e(
      'POST /api/check-in/congress/{slug}/lookup',
      '/api/check-in/congress/demo/lookup',
      [...DOOR, 'adminElsewhere'],
      {},
    ),
    e('GET /api/check-in/congress/{slug}/search', '/api/check-in/congress/demo/search?q=Martin', DOOR),
    e(
      'POST /api/check-in/congress/{slug}/registration/{registrationId}',
      `/api/check-in/congress/demo/registration/${NONE}`,
      DOOR,
      {},
    ),
    e('POST /api/check-in/badges', '/api/check-in/badges', ANY_ADMIN, {}),
    e('POST /api/check-in/badges/preview', '/api/check-in/badges/preview', ANY_ADMIN, {}),
    e('GET /api/ticket/participation/{participationId}', `/api/ticket/participation/${p}`, OWNER_AND_ADMINS),
    e(
      'GET /api/ticket/participation/{participationId}/pdf',
      `/api/ticket/participation/${p}/pdf`,
      OWNER_AND_ADMINS,
    ),
    // Invitation letters: an empty body is refused (400) before the owner is looked up.
    e(
      'GET /api/letters/participation/{participationId}',
      `/api/letters/participation/${p}`,
      OWNER_AND_ADMINS,
    ),
    e('POST /api/letters/participation/{participationId}', `/api/letters/participation/${p}`, SIGNED_IN, {}),
    e('GET /api/letters/{id}/pdf', `/api/letters/${NONE}/pdf`, SIGNED_IN),
    e('GET /api/letters/verify/{token}', '/api/letters/verify/1.AAAAAAAAAAAAAAAAAAAAAA', ALL),
    e('GET /api/letters/congress/{slug}', '/api/letters/congress/demo', STAFF),
    e('POST /api/letters/{id}/approve', `/api/letters/${NONE}/approve`, ANY_ADMIN, {}),
    e('POST /api/letters/{id}/refuse', `/api/letters/${NONE}/refuse`, ANY_ADMIN, {}),
    e('GET /api/letters/congress/{slug}/settings', '/api/letters/congress/demo/settings', STAFF),
    e('PUT /api/letters/congress/{slug}/settings', '/api/letters/congress/demo/settings', ANY_ADMIN, {}),
    e('POST /api/letters/congress/{slug}/signature', '/api/letters/congress/demo/signature', ADMINS, {}),
    e('POST /api/privacy/congress/{id}/purge', `/api/privacy/congress/${NONE}/purge`, SUPER, {}),
  ];
}
