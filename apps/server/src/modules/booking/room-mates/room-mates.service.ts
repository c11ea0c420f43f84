import type {
  TRoomMatePairRequest,
  TRoomMateQueue,
  TRoomMateReleaseRequest,
} from '@congress/domain/contracts/room-mates';
import { MESSAGES } from '@congress/domain/messages';
import type { AppConfig } from '../../../config.ts';
import type { Database, Transaction } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { SessionSubject } from '../../../lib/session-subject.ts';
import { withTransactionRetry } from '../../../lib/transaction-retry.ts';
import { assertStaffCongress } from '../../../plugins/auth.ts';
import type { BookingModules } from '../booking-deps.ts';
import { invalidateRateLists } from '../rates/rate-list-cache.ts';
import { listSharingStates } from './room-mates.repository.ts';
import { pairInTransaction, releaseInTransaction } from './room-mates-writes.ts';

type Deps = { db: Database; clock: () => Date; config: Pick<AppConfig, 'publicUrl'> } & Pick<
  BookingModules,
  'congresses'
>;

/** The queue a congress's staff read: the waiting requests and how many rooms two mates share. */
async function readQueue(executor: Database | Transaction, congressId: number, now: Date) {
  const rows = await listSharingStates(executor, congressId, now);
  const matched = rows.filter((row) => row.state === 'matched').length;
  const requests = rows.flatMap((row) =>
    row.state === 'matched'
      ? []
      : [
          {
            participationId: row.id,
            version: row.version,
            person: {
              firstName: row.first_name,
              lastName: row.last_name,
              memberNumber: row.member_number,
              email: row.email,
            },
            hotel: { id: row.hotel_id, name: row.hotel_name },
            roomType: row.room_option,
            stay: row.check_in && row.check_out ? { checkIn: row.check_in, checkOut: row.check_out } : null,
            roomMate: {
              name: `${row.mate_first_name} ${row.mate_last_name}`.trim(),
              memberNumber: row.mate_number,
            },
            reason: row.state,
          },
        ],
  );
  // Two mates naming each other are both 'matched': one room for the two.
  return { matchedRooms: Math.ceil(matched / 2), requests } satisfies TRoomMateQueue;
}

/** The room-mate queue (decisions 46): staff read it; admins pair two requests or release one to single. */
export function createRoomMatesService({ db, clock, config, congresses }: Deps) {
  // Read in the write's transaction: PGlite has one connection.
  const notice = async (tx: Transaction, congressId: number) => {
    const congress = await congresses.findById(tx, congressId);
    if (!congress) throw new AppError('NOT_FOUND', MESSAGES.congressNotFound);
    return { congress, publicUrl: config.publicUrl };
  };
  return {
    async queue(session: SessionSubject, slug: string): Promise<TRoomMateQueue> {
      const congress = await congresses.findBySlug(db, slug);
      if (!congress) throw new AppError('NOT_FOUND', MESSAGES.congressNotFound);
      assertStaffCongress(session, congress.id);
      return readQueue(db, congress.id, clock());
    },

    async pair(session: SessionSubject, input: TRoomMatePairRequest): Promise<TRoomMateQueue> {
      const now = clock();
      const congressId = await withTransactionRetry(db, (tx) =>
        pairInTransaction(tx, session, input, now, notice),
      );
      invalidateRateLists(db);
      return readQueue(db, congressId, clock());
    },

    async release(
      session: SessionSubject,
      id: number,
      input: TRoomMateReleaseRequest,
    ): Promise<TRoomMateQueue> {
      const now = clock();
      const congressId = await withTransactionRetry(db, (tx) =>
        releaseInTransaction(tx, session, id, input.version, now, notice),
      );
      invalidateRateLists(db);
      return readQueue(db, congressId, clock());
    },
  };
}
export type RoomMatesService = ReturnType<typeof createRoomMatesService>;
