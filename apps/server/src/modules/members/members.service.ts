import type {
  TMemberImportPreview,
  TMemberImportResult,
  TMemberList,
} from '@congress/domain/contracts/members';
import { MESSAGES } from '@congress/domain/messages';
import type { AppConfig } from '../../config.ts';
import type { Database, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { recipientLanguage } from '../../i18n/recipient-language.ts';
import { enqueueEmails } from '../../lib/mail/outbox.ts';
import { buildInvitationEmail } from './invitation-email.ts';
import type { MemberModules } from './member-deps.ts';
import { readMemberFile } from './member-file.ts';
import { type CheckedRow, checkMemberRows, type Say } from './member-import.fns.ts';
import {
  findMembersByNumbersOrEmails,
  insertMember,
  listMembersPage,
  listSectionIdsByName,
  type MemberValues,
  updateMember,
} from './members.repository.ts';

/**
 * A member's password set from a reset or invitation link, in auth's transaction (auth cannot import
 * this module, which depends on it: the composition root hands it in).
 */
export { setMemberPassword } from './members.repository.ts';

async function checkFile(db: Executor, data: Buffer | null, say?: Say): Promise<CheckedRow[]> {
  const raw = await readMemberFile(data);
  const numbers = raw.map((r) => r.values['member number']).filter(Boolean);
  const emails = raw.map((r) => r.values['e-mail'].toLowerCase()).filter(Boolean);
  const existing = await findMembersByNumbersOrEmails(db, numbers, emails);
  return checkMemberRows(
    raw,
    {
      sections: await listSectionIdsByName(db),
      byNumber: new Map(existing.map((m) => [m.numMember, m])),
      byEmail: new Map(existing.map((m) => [m.email, m])),
    },
    say,
  );
}

const toPreview = (rows: CheckedRow[]): TMemberImportPreview => ({
  rows: rows.map(({ sectionId: _s, existingId: _e, ...row }) => row),
  goodCount: rows.filter((r) => r.action !== null).length,
  badCount: rows.filter((r) => r.action === null).length,
  createCount: rows.filter((r) => r.action === 'create').length,
  updateCount: rows.filter((r) => r.action === 'update').length,
});

const valuesOf = (row: CheckedRow): MemberValues => ({
  firstname: row.firstname,
  name: row.name,
  email: row.email,
  numMember: row.numMember,
  sectionId: row.sectionId,
  workingHotel: row.workingHotel || null,
});

export function createMembersService(
  deps: {
    db: Database;
    clock: () => Date;
    config: Pick<AppConfig, 'publicUrl'>;
  } & MemberModules,
) {
  const { db, clock, config, auth, congresses } = deps;
  return {
    /** Each row with its errors; nothing is written. */
    /** `say`: the rows' errors in the reader's language. */
    async preview(data: Buffer | null, say?: Say): Promise<TMemberImportPreview> {
      return toPreview(await checkFile(db, data, say));
    },

    /**
     * The same file again: its rows are checked anew inside the transaction (the book may have changed
     * since the preview) and only the good ones are written. New members get an invitation e-mail.
     */
    async confirm(
      session: SessionSubject,
      congressSlug: string,
      data: Buffer | null,
    ): Promise<TMemberImportResult> {
      const congress = await congresses.findBySlug(db, congressSlug);
      if (!congress) throw new AppError('NOT_FOUND', MESSAGES.congressNotFound);
      const now = clock();
      return db.transaction(async (tx) => {
        const rows = await checkFile(tx, data);
        const before = new Map(
          (await findMembersByNumbersOrEmails(tx, rows.map((r) => r.numMember).filter(Boolean), [])).map(
            (m) => [m.id, m],
          ),
        );
        const result = { created: 0, updated: 0, skipped: 0, invited: 0 };
        for (const row of rows) {
          if (row.action === null) {
            result.skipped++;
            continue;
          }
          const values = valuesOf(row);
          if (row.existingId !== null) {
            await updateMember(tx, row.existingId, values);
            const { passwordHash: _p, ...previous } = before.get(row.existingId) ?? {};
            await recordAudit(tx, {
              actor: session,
              congressId: null,
              action: 'import-update',
              entity: 'member',
              entityId: row.existingId,
              before: previous,
              after: values,
            });
            result.updated++;
            continue;
          }
          const memberId = await insertMember(tx, values);
          const { link } = await auth.createInvitationLink(
            tx,
            { kind: 'member', id: memberId },
            { publicUrl: config.publicUrl, congressSlug: congress.slug, now },
          );
          const language = await recipientLanguage(tx, { userId: null, memberUserId: memberId }, congress);
          await enqueueEmails(tx, [buildInvitationEmail(values, link, congress, language)]);
          await recordAudit(tx, {
            actor: session,
            congressId: null,
            action: 'import-create',
            entity: 'member',
            entityId: memberId,
            after: values,
          });
          result.created++;
          result.invited++;
        }
        await recordAudit(tx, {
          actor: session,
          congressId: congress.id,
          action: 'import',
          entity: 'member-book',
          entityId: null,
          after: result,
        });
        return result;
      });
    },

    async list(query: { search?: string | undefined; page: number; pageSize: number }): Promise<TMemberList> {
      const { items, total } = await listMembersPage(db, query);
      return { items, total, page: query.page, pageSize: query.pageSize };
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
