import { MESSAGES } from '@congress/domain/messages';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertStaffCongress } from '../../plugins/auth.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import type { DeskModules } from './desk-deps.ts';
import { findPaymentWithCongress } from './payments-desk.repository.ts';

/** Staff reach the desk of the congresses they are granted (decisions 1); the route guard names the role. */
export function createDeskAccess(db: Database, congresses: DeskModules['congresses']) {
  return {
    async congress(session: SessionSubject, slug: string) {
      const congress = await congresses.requireBySlug(slug);
      assertStaffCongress(session, congress.id);
      return congress;
    },

    async payment(session: SessionSubject, paymentId: number, notFound: string = MESSAGES.accessDenied) {
      const found = await findPaymentWithCongress(db, paymentId);
      if (!found) throw new AppError('NOT_FOUND', notFound);
      assertStaffCongress(session, found.congressId);
      return found;
    },
  };
}
export type DeskAccess = ReturnType<typeof createDeskAccess>;
