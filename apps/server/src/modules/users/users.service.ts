import {
  type TAdminUser,
  type TAdminUserPage,
  type TCreateUserRequest,
  type TUpdateUserRequest,
  USER_ADMIN_MESSAGES,
  type TUsersAdminQueryParsed,
} from '@congress/domain/contracts/users-admin';
import { MESSAGES } from '@congress/domain/messages';
import type { Database, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertFreshWrite, staleVersion } from '../../lib/stale-version.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import {
  emailTaken,
  existingCongressIds,
  findUserRecord,
  insertUser,
  listEnabledSuperAdminIds,
  listUsersOfCongress,
  lockEnabledSuperAdmins,
  replaceGrants,
  type UserRecord,
  updateUserRow,
} from './users.repository.ts';

/**
 * The account writes other areas make, in the caller's transaction: auth signs participants up (and
 * makes the account staff register someone under) and sets a password from a reset link (auth cannot
 * import this module, which depends on it: the composition root hands them in); the cli makes the
 * first super admin.
 */
export { insertParticipantUser, insertSuperAdmin, setUserPassword } from './users.repository.ts';
export { markUserEmailVerified } from './email-verified.repository.ts';
/** The organisers a congress's notices go to (hotel release dates). */
export { type AdminRecipient, listCongressAdmins } from './congress-admins.repository.ts';

const SUPER_ADMIN = 'ROLE_SUPER_ADMIN';

/**
 * Auth's confirmation link (decisions 50), queued in the caller's transaction; handed in by the
 * composition root, as auth's other account functions are.
 */
export type VerificationLinks = { sendLinkIn: (tx: Executor, userId: number) => Promise<void> };

/** `superAdmins`: the ids of the enabled super admins, to tell the last one. */
const toDto = (user: UserRecord, superAdmins: number[]): TAdminUser => ({
  id: user.id,
  email: user.email,
  roles: user.roles,
  is_activated: user.isActivated,
  congressId: user.congressId,
  congressIds: user.congressIds,
  version: user.version,
  isLastSuperAdmin: superAdmins.length === 1 && superAdmins[0] === user.id,
});
const dtoOf = async (db: Executor, user: UserRecord) => toDto(user, await listEnabledSuperAdminIds(db));

async function checkCongresses(db: Executor, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found = await existingCongressIds(db, unique);
  if (found.length !== unique.length) throw new AppError('NOT_FOUND', MESSAGES.congressNotFound);
  return unique;
}

/** Manage Users (spec 2.2, 6): super admins only; the guard says so, the rules live here. */
export function createUsersAdminService({
  db,
  auth,
  verification,
}: {
  db: Database;
  auth: Pick<AuthService, 'hashPassword'>;
  verification: VerificationLinks;
}) {
  const unique = async (tx: Executor, email: string, exceptId?: number) => {
    if (await emailTaken(tx, email, exceptId)) {
      throw new AppError('CONFLICT', USER_ADMIN_MESSAGES.emailTaken, {
        fields: {
          email: USER_ADMIN_MESSAGES.emailTaken,
        },
      });
    }
  };

  return {
    async list(congressId: number, query: TUsersAdminQueryParsed): Promise<TAdminUserPage> {
      await checkCongresses(db, [congressId]);
      const [{ items, total }, superAdmins] = await Promise.all([
        listUsersOfCongress(db, congressId, query),
        listEnabledSuperAdminIds(db),
      ]);
      const toItem = (user: UserRecord) => toDto(user, superAdmins);
      return { items: items.map(toItem), total, page: query.page, pageSize: query.pageSize };
    },

    async create(actor: SessionSubject, input: TCreateUserRequest): Promise<TAdminUser> {
      const passwordHash = await auth.hashPassword(input.password);
      return db.transaction(async (tx) => {
        await unique(tx, input.email);
        const congressIds = await checkCongresses(tx, input.congressIds);
        if (input.congressId !== null) await checkCongresses(tx, [input.congressId]);
        const id = await insertUser(tx, {
          email: input.email,
          passwordHash,
          roles: [...new Set(input.roles)],
          isActivated: input.is_activated,
          congressId: input.congressId,
        });
        await replaceGrants(tx, id, congressIds);
        const created = await findUserRecord(tx, id);
        if (!created) throw new Error('created user not found');
        const dto = await dtoOf(tx, created);
        await recordAudit(tx, {
          actor,
          congressId: input.congressId,
          action: 'create',
          entity: 'user',
          entityId: id,
          after: dto,
        });
        return dto;
      });
    },

    /**
     * Disabling a user or changing its password bumps its session version, so its sessions end at once
     * (decisions 8). The last enabled super admin keeps that role and stays enabled. The edit is
     * written over the version it was read at, or not at all (decisions 39).
     */
    async update(actor: SessionSubject, id: number, input: TUpdateUserRequest): Promise<TAdminUser> {
      const passwordHash = input.password ? await auth.hashPassword(input.password) : undefined;
      return db.transaction(async (tx) => {
        const superAdmins = await lockEnabledSuperAdmins(tx);
        const before = await findUserRecord(tx, id, true);
        if (!before) throw new AppError('NOT_FOUND', USER_ADMIN_MESSAGES.userNotFound);
        // Stale before any rule: the rules would judge a user the editor has not seen.
        if (before.version !== input.version) throw staleVersion();
        await unique(tx, input.email, id);
        const congressIds = await checkCongresses(tx, input.congressIds);
        const roles = [...new Set(input.roles)];
        const staysSuperAdmin = roles.includes(SUPER_ADMIN) && input.is_activated;
        const isLast = superAdmins.length === 1 && superAdmins[0] === id;
        if (isLast && !staysSuperAdmin) throw new AppError('CONFLICT', USER_ADMIN_MESSAGES.lastSuperAdmin);
        const isDisabled = before.isActivated && !input.is_activated;
        const isNewAddress = before.email.toLowerCase() !== input.email.toLowerCase();
        const written = await updateUserRow(tx, id, input.version, {
          email: input.email,
          roles,
          isActivated: input.is_activated,
          ...(passwordHash ? { passwordHash } : {}),
          bumpSession: isDisabled || passwordHash !== undefined,
          clearsEmailVerified: isNewAddress,
        });
        assertFreshWrite(written);
        // The owner proves the new address (decisions 50). Not under the owner's "send again" limits:
        // it is sent once per change of address, by a super admin, in a versioned and audited save.
        if (isNewAddress) await verification.sendLinkIn(tx, id);
        await replaceGrants(tx, id, congressIds);
        const after = await findUserRecord(tx, id);
        if (!after) throw new Error('updated user not found');
        const dto = await dtoOf(tx, after);
        await recordAudit(tx, {
          actor,
          congressId: before.congressId,
          action: passwordHash ? 'update-with-password' : 'update',
          entity: 'user',
          entityId: id,
          before: toDto(before, superAdmins),
          after: dto,
        });
        return dto;
      });
    },
  };
}

export type UsersAdminService = ReturnType<typeof createUsersAdminService>;
