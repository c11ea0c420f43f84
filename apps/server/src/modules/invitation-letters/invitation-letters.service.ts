import { randomBytes } from 'node:crypto';
import {
  LETTER_MESSAGES,
  type LetterStatus,
  type TLetterQueue,
  type TLetterRequest,
  type TLetterState,
  type TLetterSummary,
  type TLetterVerification,
} from '@congress/domain/contracts/invitation-letters';
import { hasRoleIn } from '@congress/domain/enums';
import { MESSAGES } from '@congress/domain/messages';
import type { Database, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { enqueueEmails } from '../../lib/mail/outbox.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { canStaffCongress } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { FilesService } from '../files/files.service.ts';
import type { BookingService, ParticipationAggregate } from '../booking/booking.service.ts';
import {
  findLatestLetter,
  findLetter,
  findOwnerLanguage,
  insertLetter,
  type LetterRow,
  listLetters,
  readStoredFile,
  updateLetter,
} from './invitation-letters.repository.ts';
import { letterIssuedEmail, letterRefusedEmail } from './letter-emails.ts';
import { isConfirmedOf, isPaidOf, type LetterDetails, letterDetailsOf } from './letter-details.ts';
import { renderLetter } from './letter-pdf.ts';
import { createLetterSigner } from './letter-token.ts';
import { requireCongress } from './letter-settings.service.ts';
import { withPersonalLink } from '../../lib/mail/personal-link.ts';

export type InvitationLettersDeps = {
  db: Database;
  clock: () => Date;
  publicUrl: string;
  jwtSecret: string | undefined;
  booking: Pick<
    BookingService,
    'findParticipationAggregate' | 'assertParticipationAccess' | 'updateParticipantLetterFields'
  >;
  auth: Pick<AuthService, 'signingSecret'>;
  files: Pick<FilesService, 'store'>;
};

const ENTITY = 'invitation-letter';
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newReference = (slug: string) =>
  `${slug.toUpperCase().slice(0, 12)}-L${[...randomBytes(7)].map((b) => REFERENCE_ALPHABET[b % 32]).join('')}`;

const toSummary = (row: LetterRow): TLetterSummary => ({
  id: row.id,
  reference: row.reference,
  status: row.status,
  language: row.language,
  refusalReason: row.refusalReason,
  requestedAt: row.requestedAt.toISOString(),
  issuedAt: row.issuedAt?.toISOString() ?? null,
});
const auditOf = (row: LetterRow) => ({
  reference: row.reference,
  status: row.status,
  language: row.language,
});

const isCongressAdmin = (session: SessionSubject, congressId: number) =>
  canStaffCongress(session, congressId) && hasRoleIn(session.roles, 'admin');

/** Visa invitation letters: requests, the staff's queue, the issued PDF and its verification. */
export function createInvitationLettersService(deps: InvitationLettersDeps) {
  const { db, clock, booking } = deps;
  const signer = createLetterSigner({ jwtSecret: deps.jwtSecret, signingSecret: deps.auth.signingSecret });
  const dashboardUrl = (slug: string) => `${deps.publicUrl}/${slug}/dashboard/user/home`;

  async function aggregate(executor: Executor, participationId: number, forUpdate = false) {
    const agg = await booking.findParticipationAggregate(executor, participationId, { forUpdate });
    if (!agg) throw new AppError('NOT_FOUND', MESSAGES.participationNotFound);
    return agg;
  }

  async function notify(tx: Executor, agg: ParticipationAggregate, letter: LetterRow, reason?: string) {
    const person = agg.registrations.find((r) => r.position === 1)?.participant;
    if (!person?.email) return;
    const language = (await findOwnerLanguage(tx, person.id)) ?? agg.congress.defaultLanguage;
    const input = {
      language,
      to: person.email,
      congressId: agg.congress.id,
      congress: agg.congress.label,
      name: `${person.firstName} ${person.lastName}`,
      reference: letter.reference,
      dashboardUrl: dashboardUrl(agg.congress.slug),
    };
    const email = reason === undefined ? letterIssuedEmail(input) : letterRefusedEmail({ ...input, reason });
    await enqueueEmails(tx, [withPersonalLink(email, language, agg.congress.slug)]);
  }

  /** Writes the PDF once, stores it and marks the letter issued, in the caller's transaction. */
  async function issue(tx: Executor, agg: ParticipationAggregate, letter: LetterRow, actor: SessionSubject) {
    const now = clock();
    const token = await signer.sign(tx, letter.id, letter.reference);
    const details: LetterDetails = {
      ...letterDetailsOf(agg, letter),
      issuedAt: now.toISOString(),
      verificationUrl: `${deps.publicUrl}/letters/verify/${token}`,
    };
    const { congress } = agg;
    const image = async (id: string | null) => (id ? ((await readStoredFile(tx, id))?.data ?? null) : null);
    const pdf = await renderLetter(
      details,
      { logo: await image(congress.logoFileId), signature: await image(congress.letterSignatureFileId) },
      now,
    );
    const fileId = await deps.files.store(tx, {
      name: `invitation-letter-${letter.reference}.pdf`,
      contentType: 'application/pdf',
      data: pdf,
    });
    const issued = await updateLetter(tx, letter.id, {
      status: 'issued',
      details,
      fileId,
      issuedAt: now,
    });
    await recordAudit(tx, {
      actor,
      congressId: congress.id,
      action: 'issue-letter',
      entity: ENTITY,
      entityId: letter.id,
      after: auditOf(issued),
    });
    await notify(tx, agg, issued);
    return issued;
  }

  async function stateOf(executor: Executor, agg: ParticipationAggregate): Promise<TLetterState> {
    const person = agg.registrations.find((r) => r.position === 1)?.participant;
    const letter = await findLatestLetter(executor, agg.participation.id);
    return {
      isConfirmed: isConfirmedOf(agg),
      isPaid: isPaidOf(agg),
      letter: letter ? toSummary(letter) : null,
      known: {
        birthDate: person?.birthDate ?? null,
        postalAddress: person?.postalAddress ?? null,
        passportNumber: person?.passportNumber ?? null,
        passportCreationDate: person?.passportCreationDate ?? null,
        passportExpirationDate: person?.passportExpirationDate ?? null,
        nationality: person?.nationality ?? null,
      },
    };
  }

  const isDue = (agg: ParticipationAggregate, letter: LetterRow | null) =>
    letter?.status === 'requested' && !agg.congress.lettersNeedApproval && isPaidOf(agg);

  /**
   * A request that waited only for the payment is issued as soon as the participant looks again; the
   * participation is locked (and the rule checked again) only then, not on every look.
   */
  async function issueIfDue(session: SessionSubject, participationId: number) {
    const agg = await aggregate(db, participationId);
    if (!isDue(agg, await findLatestLetter(db, participationId))) return stateOf(db, agg);
    return db.transaction(async (tx) => {
      const locked = await aggregate(tx, participationId, true);
      const letter = await findLatestLetter(tx, participationId);
      if (letter && isDue(locked, letter)) await issue(tx, locked, letter, session);
      return stateOf(tx, locked);
    });
  }

  return {
    async state(session: SessionSubject, participationId: number): Promise<TLetterState> {
      await booking.assertParticipationAccess(session, participationId, 'read');
      return issueIfDue(session, participationId);
    },

    async request(
      session: SessionSubject,
      participationId: number,
      body: TLetterRequest,
    ): Promise<TLetterState> {
      await booking.assertParticipationAccess(session, participationId, 'write');
      return db.transaction(async (tx) => {
        let agg = await aggregate(tx, participationId, true);
        if (!isConfirmedOf(agg)) throw new AppError('CONFLICT', LETTER_MESSAGES.notConfirmed);
        const latest = await findLatestLetter(tx, participationId);
        if (latest && latest.status !== 'refused')
          throw new AppError('CONFLICT', LETTER_MESSAGES.alreadyRequested);
        const main = agg.registrations.find((r) => r.position === 1);
        if (!main) throw new AppError('NOT_FOUND', MESSAGES.participationNotFound);
        const { language, ...fields } = body;
        await deps.booking.updateParticipantLetterFields(tx, main.participant.id, fields);
        agg = await aggregate(tx, participationId);
        const reference = newReference(agg.congress.slug);
        const letter = await insertLetter(tx, {
          congressId: agg.congress.id,
          participationId,
          reference,
          language,
          details: letterDetailsOf(agg, { reference, language }),
        });
        await recordAudit(tx, {
          actor: session,
          congressId: agg.congress.id,
          action: 'request-letter',
          entity: ENTITY,
          entityId: letter.id,
          after: auditOf(letter),
        });
        if (!agg.congress.lettersNeedApproval && isPaidOf(agg)) await issue(tx, agg, letter, session);
        return stateOf(tx, agg);
      });
    },

    async queue(
      session: SessionSubject,
      slug: string,
      status: LetterStatus | undefined,
    ): Promise<TLetterQueue> {
      const congress = await requireCongress(db, slug);
      if (!canStaffCongress(session, congress.id)) throw new AppError('FORBIDDEN', MESSAGES.accessDenied);
      const rows = await listLetters(db, congress.id, status);
      const paid = new Map<number, boolean>();
      for (const row of rows) {
        if (paid.has(row.letter.participationId)) continue;
        const agg = await booking.findParticipationAggregate(db, row.letter.participationId);
        paid.set(row.letter.participationId, agg ? isPaidOf(agg) : false);
      }
      return {
        items: rows.map((row) => ({
          ...toSummary(row.letter),
          participationId: row.letter.participationId,
          name: `${row.firstName} ${row.lastName}`,
          email: row.email,
          isPaid: paid.get(row.letter.participationId) ?? false,
        })),
      };
    },

    async approve(session: SessionSubject, id: number): Promise<TLetterSummary> {
      return db.transaction(async (tx) => {
        const letter = await lockForDecision(tx, session, id);
        const agg = await aggregate(tx, letter.participationId, true);
        if (!isPaidOf(agg)) throw new AppError('CONFLICT', LETTER_MESSAGES.notPaid);
        const decided = await updateLetter(tx, id, { decidedBy: deciderOf(session), decidedAt: clock() });
        await recordAudit(tx, {
          actor: session,
          congressId: letter.congressId,
          action: 'approve-letter',
          entity: ENTITY,
          entityId: id,
          before: auditOf(letter),
        });
        return toSummary(await issue(tx, agg, decided, session));
      });
    },

    async refuse(session: SessionSubject, id: number, reason: string): Promise<TLetterSummary> {
      return db.transaction(async (tx) => {
        const letter = await lockForDecision(tx, session, id);
        const agg = await aggregate(tx, letter.participationId);
        const refused = await updateLetter(tx, id, {
          status: 'refused',
          refusalReason: reason,
          decidedBy: deciderOf(session),
          decidedAt: clock(),
        });
        await recordAudit(tx, {
          actor: session,
          congressId: letter.congressId,
          action: 'refuse-letter',
          entity: ENTITY,
          entityId: id,
          before: auditOf(letter),
          after: { ...auditOf(refused), reason },
        });
        await notify(tx, agg, refused, reason);
        return toSummary(refused);
      });
    },

    /** The stored PDF, as issued; staff downloads are audited. */
    async download(session: SessionSubject, id: number) {
      const letter = await findLetter(db, id);
      if (!letter) throw new AppError('NOT_FOUND', LETTER_MESSAGES.notFound);
      const owner = await booking.assertParticipationAccess(session, letter.participationId, 'read');
      if (letter.status !== 'issued' || !letter.fileId)
        throw new AppError('NOT_FOUND', LETTER_MESSAGES.notFound);
      const file = await readStoredFile(db, letter.fileId);
      if (!file) throw new AppError('NOT_FOUND', LETTER_MESSAGES.notFound);
      if (isCongressAdmin(session, owner.congressId) && session.kind === 'user') {
        await recordAudit(db, {
          actor: session,
          congressId: letter.congressId,
          action: 'download-letter',
          entity: ENTITY,
          entityId: id,
          after: auditOf(letter),
        });
      }
      return { pdf: file.data, filename: `invitation-letter-${letter.reference}.pdf` };
    },

    async verify(token: string): Promise<TLetterVerification> {
      const none: TLetterVerification = {
        isGenuine: false,
        reference: null,
        name: null,
        congress: null,
        startsOn: null,
        endsOn: null,
        issuedAt: null,
      };
      const parsed = signer.parse(token);
      if (!parsed) return none;
      const letter = await findLetter(db, parsed.letterId);
      if (!letter || !(await signer.matches(db, letter.id, letter.reference, parsed.mac))) return none;
      if (letter.status !== 'issued') return none;
      const details = letter.details as Partial<LetterDetails>;
      return {
        isGenuine: true,
        reference: letter.reference,
        name: details.name ?? null,
        congress: details.congress ?? null,
        startsOn: details.startsOn ?? null,
        endsOn: details.endsOn ?? null,
        issuedAt: letter.issuedAt?.toISOString() ?? null,
      };
    },
  };

  async function lockForDecision(tx: Executor, session: SessionSubject, id: number) {
    const letter = await findLetter(tx, id, true);
    if (!letter) throw new AppError('NOT_FOUND', LETTER_MESSAGES.notFound);
    if (!isCongressAdmin(session, letter.congressId)) throw new AppError('FORBIDDEN', MESSAGES.accessDenied);
    if (letter.status !== 'requested') throw new AppError('CONFLICT', LETTER_MESSAGES.notRequested);
    return letter;
  }
}

const deciderOf = (session: SessionSubject) => (session.kind === 'user' ? session.id : null);

export type InvitationLettersService = ReturnType<typeof createInvitationLettersService>;
