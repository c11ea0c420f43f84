import {
  MEMBER_MESSAGES,
  type TMemberFields,
  type TMemberInvitationResult,
  type TMemberListItem,
} from '@congress/domain/contracts/members';
import { MESSAGES } from '@congress/domain/messages';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { recipientLanguage } from '../../i18n/recipient-language.ts';
import { enqueueEmails } from '../../lib/mail/outbox.ts';
import { buildInvitationEmail } from './invitation-email.ts';
import type { MemberModules } from './member-deps.ts';
import {
  findMemberForUpdate,
  findMemberListItem,
  findOtherMembersByNumberOrEmail,
} from './member-edit.repository.ts';
import { sectionIdOf } from './member-import.fns.ts';
import {
  listSectionIdsByName,
  type MemberRow,
  type MemberValues,
  updateMember,
} from './members.repository.ts';

const notFound = () => new AppError('NOT_FOUND', MEMBER_MESSAGES.memberNotFound);

/** What the audit log keeps of a member: never the password hash. */
const auditedOf = (member: MemberRow): MemberValues => ({
  firstname: member.firstname,
  name: member.name,
  email: member.email,
  numMember: member.numMember,
  sectionId: member.sectionId,
  workingHotel: member.workingHotel,
});

/** The unique indexes of member_users, for a write that raced past the checks. */
function uniqueConflict(error: unknown): AppError | null {
  const pgError = (value: unknown): { code?: unknown; constraint?: unknown } | null =>
    value && typeof value === 'object' ? (value as { code?: unknown; constraint?: unknown }) : null;
  const direct = pgError(error);
  const cause = pgError(direct && 'cause' in direct ? (direct as { cause?: unknown }).cause : null);
  const hit = [direct, cause].find((e) => e?.code === '23505');
  if (!hit) return null;
  const isNumber = String(hit.constraint ?? '').includes('num_member');
  const message = isNumber ? MEMBER_MESSAGES.numberTaken : MEMBER_MESSAGES.emailTaken;
  return new AppError('CONFLICT', message, { fields: { [isNumber ? 'numMember' : 'email']: message } });
}

/**
 * Correcting one member of the book and sending its invitation again: super admins only,
 * each write audited in its own transaction.
 */
export function createMemberEditService(
  deps: {
    db: Database;
    clock: () => Date;
    config: Pick<AppConfig, 'publicUrl'>;
  } & MemberModules,
) {
  const { db, clock, config, auth, congresses } = deps;
  return {
    /** The same field rules as an import row (the route's schema); number and e-mail stay unique. */
    async update(session: SessionSubject, id: number, fields: TMemberFields): Promise<TMemberListItem> {
      try {
        return await db.transaction(async (tx) => {
          const member = await findMemberForUpdate(tx, id);
          if (!member) throw notFound();
          const sectionId = sectionIdOf(await listSectionIdsByName(tx), fields.section);
          if (sectionId === null) {
            const message = MEMBER_MESSAGES.unknownSection;
            throw new AppError('VALIDATION', message, {
              fields: { section: message },
              values: {
                name: fields.section,
              },
            });
          }
          const others = await findOtherMembersByNumberOrEmail(tx, id, fields.numMember, fields.email);
          const taken: Record<string, string> = {};
          if (others.some((o) => o.numMember === fields.numMember))
            taken.numMember = MEMBER_MESSAGES.numberTaken;
          if (others.some((o) => o.email === fields.email)) taken.email = MEMBER_MESSAGES.emailTaken;
          const firstTaken = Object.values(taken)[0];
          if (firstTaken) throw new AppError('CONFLICT', firstTaken, { fields: taken });
          const values: MemberValues = {
            firstname: fields.firstname,
            name: fields.name,
            email: fields.email,
            numMember: fields.numMember,
            sectionId,
            workingHotel: fields.workingHotel || null,
          };
          await updateMember(tx, id, values);
          await recordAudit(tx, {
            actor: session,
            congressId: null,
            action: 'update',
            entity: 'member',
            entityId: id,
            before: auditedOf(member),
            after: values,
          });
          const item = await findMemberListItem(tx, id);
          if (!item) throw notFound();
          return item;
        });
      } catch (error) {
        throw uniqueConflict(error) ?? error;
      }
    },

    /**
     * A fresh 7-day invitation link (decisions 7) through the outbox; every older unused link of the
     * member stops working in the same transaction.
     */
    async resendInvitation(
      session: SessionSubject,
      id: number,
      congressSlug: string,
    ): Promise<TMemberInvitationResult> {
      const congress = await congresses.findBySlug(db, congressSlug);
      if (!congress) throw new AppError('NOT_FOUND', MESSAGES.congressNotFound);
      const now = clock();
      return db.transaction(async (tx) => {
        const member = await findMemberForUpdate(tx, id);
        if (!member) throw notFound();
        if (member.email.trim() === '') throw new AppError('CONFLICT', MEMBER_MESSAGES.noEmail);
        await auth.useUpSubjectTokens(tx, 'member', id, now);
        const { link, expiresAt } = await auth.createInvitationLink(
          tx,
          { kind: 'member', id },
          { publicUrl: config.publicUrl, congressSlug: congress.slug, now },
        );
        const language = await recipientLanguage(tx, { userId: null, memberUserId: member.id }, congress);
        await enqueueEmails(tx, [buildInvitationEmail(member, link, congress, language)]);
        await recordAudit(tx, {
          actor: session,
          congressId: congress.id,
          action: 'invitation-resend',
          entity: 'member',
          entityId: id,
          after: { email: member.email, expiresAt, accountActive: member.passwordHash !== null },
        });
        return { email: member.email, expiresAt: expiresAt.toISOString() };
      });
    },
  };
}

export type MemberEditService = ReturnType<typeof createMemberEditService>;
