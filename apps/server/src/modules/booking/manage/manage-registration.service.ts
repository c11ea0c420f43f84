import type {
  TManageRegistrationCreateRequest,
  TManageRegistrationRequest,
} from '@congress/domain/contracts/manage-registration';
import type { TParticipation } from '@congress/domain/contracts/participations';
import { MESSAGES } from '@congress/domain/messages';
import type { AppConfig } from '../../../config.ts';
import type { Database, Transaction } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { randomToken } from '../../../lib/tokens.ts';
import { assertStaffCongress } from '../../../plugins/auth.ts';
import type { SessionSubject } from '../../../lib/session-subject.ts';
import type { BookingModules } from '../booking-deps.ts';
import { loadParticipationDetail } from '../participations/participation-query.service.ts';
import { findParticipationRow } from '../participations/participations.repository.ts';
import { invalidateRateLists } from '../rates/rate-list-cache.ts';
import { withTransactionRetry } from '../../../lib/transaction-retry.ts';
import { planAdminRegistration, requireCongressRate } from './admin-plan.ts';
import { createInTransaction, resolveOwner } from './admin-create.ts';
import { updateInTransaction } from './admin-update.ts';

type Deps = { db: Database; clock: () => Date; config: Pick<AppConfig, 'publicUrl'> } & BookingModules;

/** Manage Registration (spec 2.2): an admin reads, edits and adds registrations of a congress. */
export function createManageRegistrationService({ db, clock, config, auth, congresses }: Deps) {
  return {
    async load(session: SessionSubject, id: number): Promise<TParticipation> {
      const participation = await findParticipationRow(db, id);
      if (!participation) throw new AppError('NOT_FOUND', MESSAGES.participationNotFound);
      assertStaffCongress(session, participation.congressId);
      return loadParticipationDetail(db, id);
    },

    async update(
      session: SessionSubject,
      id: number,
      input: TManageRegistrationRequest,
    ): Promise<TParticipation> {
      // Read in the save's transaction: PGlite has one connection, and the congress cannot change meanwhile.
      const notice = async (tx: Transaction, congressId: number) => {
        const congress = await congresses.findById(tx, congressId);
        if (!congress) throw new AppError('NOT_FOUND', MESSAGES.congressNotFound);
        return { congress, publicUrl: config.publicUrl };
      };
      const result = await withTransactionRetry(db, (tx) =>
        updateInTransaction(tx, session, id, input, clock(), notice),
      );
      invalidateRateLists(db);
      return result;
    },

    async create(session: SessionSubject, input: TManageRegistrationCreateRequest): Promise<TParticipation> {
      const congress = await congresses.findBySlug(db, input.congressSlug);
      if (!congress) throw new AppError('NOT_FOUND', MESSAGES.congressNotFound);
      assertStaffCongress(session, congress.id);
      const rate = await requireCongressRate(db, congress.id, input.rateId);
      const plan = planAdminRegistration(rate, input);
      const owner = await resolveOwner(db, auth, plan);
      // Hashed outside the transaction (argon2 is slow); nobody knows the token, so nobody can sign in.
      const unusableHash =
        owner.kind === 'user' && owner.id === null ? await auth.hashPassword(randomToken()) : '';
      const notify = input.notifyParticipant ? { publicUrl: config.publicUrl } : null;
      const context = { congress, plan, owner, unusableHash, notify };
      const result = await withTransactionRetry(db, (tx) =>
        createInTransaction(auth, tx, session, context, clock()),
      );
      invalidateRateLists(db);
      return result;
    },
  };
}
export type ManageRegistrationService = ReturnType<typeof createManageRegistrationService>;
