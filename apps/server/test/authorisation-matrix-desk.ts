import { ADMINS, ANY_ADMIN, entry as e, type MatrixEntry, NONE } from './matrix-roles.ts';

/** The payments desk, staff refunds and bank reconciliation: the desk's admins (decisions 40, 43). */
export function deskEntries(): MatrixEntry[] {
  return [
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
  ];
}
