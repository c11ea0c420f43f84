/**
 * Routes that name something yet have no IDOR case, and why: the public catalogue (anyone may read
 * it), the caller's own records, a secret, or routes only a super admin passes (the matrix proves
 * the guard, and a super admin reaches every congress).
 */
export const NOT_OWNED: Record<string, string> = {
  'GET /api/congress/slug/{slug}': 'public catalogue',
  'GET /api/hotel/congress/{slug}': 'public catalogue',
  'GET /api/hotel/{id}': 'public catalogue',
  'GET /api/files/{id}': 'public catalogue (logos, bank details of open congresses)',
  'GET /api/rate/participant/congress/{slug}': 'public catalogue',
  'GET /api/participant/congress/{slug}/types': 'public catalogue',
  'GET /api/rate/congress/{slug}': 'public catalogue',
  'GET /api/rate/congress/{slug}/participant/{participant}': 'public catalogue',
  'GET /api/rate/{id}/count': 'public catalogue',
  'GET /api/rate/{id}/availability': 'public catalogue',
  'GET /api/rate/{id}/stay-options': 'public catalogue',
  'GET /api/rooming/{token}': "the hotel's signed, expiring link is the key (rooming-list.db.test.ts)",
  'GET /api/rooming/{token}/xlsx': "the hotel's signed, expiring link is the key (rooming-list.db.test.ts)",
  'GET /api/activity/open/congress/{id}': "the congress's open activities, for any signed-in person",
  'GET /api/participation/mine/congress/{slug}': "the caller's own",
  'GET /api/registration/queue/{ticket}':
    "the caller's own ticket: another's tells nothing (booking-queue.db.test.ts)",
  'GET /api/waiting-list/congress/{slug}/mine': "the caller's own",
  'POST /api/waiting-list/rate/{rateId}/join': "the caller's own place in a public rate's line",
  'DELETE /api/waiting-list/rate/{rateId}': "the caller's own",
  'POST /api/waiting-list/rate/{rateId}/offer/resend': "the caller's own offer on a public rate",
  'GET /api/waiting-list/offer/{token}': 'the token is the secret',
  'POST /api/waiting-list/offer/{token}/accept': 'the token is the secret',
  'POST /api/reset-password/token/{token}': 'the token is the secret',
  'GET /api/congress/slug/{slug}/settings': 'super admin only',
  'PUT /api/congress/{id}/settings': 'super admin only',
  'POST /api/congress/{id}/upload/{kind}': 'super admin only',
  'GET /api/user/usersAdmin/{congressId}': 'super admin only',
  'PUT /api/user/update/{id}': 'super admin only',
  'PUT /api/member/{id}': 'super admin only',
  'POST /api/member/{id}/invitation': 'super admin only',
  'POST /api/privacy/congress/{id}/purge': 'super admin only',
  'GET /api/letters/verify/{token}': 'the token is the secret',
};
