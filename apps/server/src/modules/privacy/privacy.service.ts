import { PURGE_MESSAGES, type TPurgeResult } from '@congress/domain/contracts/congress-settings';
import { MESSAGES } from '@congress/domain/messages';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { blankSentCongressEmails } from '../../lib/mail/outbox.ts';
import { blankAuditEntries, recordAudit } from '../audit/audit.service.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import type { BookingService } from '../booking/booking.service.ts';
import type { CongressesService } from '../congresses/congresses.service.ts';
import { purgeRoomingLists } from '../hotels/hotels.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';

/** Today's date (YYYY-MM-DD) in the congress's time zone. */
export function todayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export type PrivacyServiceDeps = {
  db: Database;
  clock: () => Date;
  congresses: Pick<CongressesService, 'findById' | 'markPersonalDataPurged'>;
  booking: Pick<BookingService, 'purgePersonalData'>;
  payments: Pick<PaymentsService, 'blankPayments'>;
};

export function createPrivacyService({ db, clock, congresses, booking, payments }: PrivacyServiceDeps) {
  return {
    /** A super admin purges a finished congress: its end date is past in its own time zone (decisions 30). */
    async purge(session: SessionSubject, congressId: number, confirmation: string): Promise<TPurgeResult> {
      const now = clock();
      return db.transaction(async (tx) => {
        const congress = await congresses.findById(tx, congressId, true);
        if (!congress) throw new AppError('NOT_FOUND', MESSAGES.congressNotFound);
        if (confirmation !== congress.slug) {
          throw new AppError('VALIDATION', PURGE_MESSAGES.confirmation, {
            fields: {
              confirmation: PURGE_MESSAGES.confirmation,
            },
          });
        }
        if (!congress.endsOn || congress.endsOn >= todayIn(congress.timeZone, now)) {
          throw new AppError('CONFLICT', PURGE_MESSAGES.notFinished);
        }
        const result = {
          purgedAt: now.toISOString(),
          ...(await booking.purgePersonalData(tx, congressId)),
          payments: await payments.blankPayments(tx, congressId),
          emails: await blankSentCongressEmails(tx, congressId),
          auditEntries: await blankAuditEntries(tx, congressId),
          roomingLists: await purgeRoomingLists(tx, congressId),
        };
        await congresses.markPersonalDataPurged(tx, congressId, now);
        await recordAudit(tx, {
          actor: session,
          congressId,
          action: 'purge-personal-data',
          entity: 'congress',
          entityId: congressId,
          after: result,
        });
        return result;
      });
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
