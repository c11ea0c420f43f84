import {
  CHECK_IN_MESSAGES,
  type TBadgesPreview,
  type TParticipationTickets,
} from '@congress/domain/contracts/check-in';
import type { TBulkSelection } from '@congress/domain/contracts/bulk-actions';
import { MESSAGES } from '@congress/domain/messages';
import type { Executor } from '../../db/database.ts';
import type { OutboxAttachment } from '../../db/schema/index.ts';
import { participationIdLanguage } from '../../i18n/recipient-language.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { assertStaffCongress } from '../../plugins/auth.ts';
import { hasRoleIn } from '@congress/domain/enums';
import { renderBadges } from './badge-pdf.ts';
import {
  byParticipation,
  bySelectedParticipations,
  findCongressById,
  findPeople,
  type PersonRow,
} from './check-in.repository.ts';
import type { CheckInDeps } from './check-in-deps.ts';
import { affiliationOf, typeLabelOf } from './person-card.ts';
import { qrSvg } from './ticket-qr.ts';
import { renderTickets } from './ticket-pdf.ts';

/** Every confirmed person has a ticket (main participant and companion). */
const confirmed = (rows: PersonRow[]) => rows.filter((row) => row.registrationStatus === 'confirmed');

/** Tickets of a participant, the ticket PDF, its e-mail attachment, and the badges. */
export function createTicketsService({ db, clock, signer, booking, files, congresses }: CheckInDeps) {
  async function ticketPdf(executor: Executor, participationId: number) {
    const rows = confirmed(await findPeople(executor, null, byParticipation(participationId)));
    const congress = rows[0] ? await findCongressById(executor, rows[0].congressId) : null;
    if (!congress || rows.length === 0) return null;
    const language = await participationIdLanguage(executor, participationId);
    const tickets = await Promise.all(
      rows.map(async (row) => {
        const token = await signer.sign(executor, row.congressId, row.registrationId);
        return { ...row, typeLabel: typeLabelOf(row, language), token };
      }),
    );
    const pdf = await renderTickets(tickets, congress, clock(), language);
    return { pdf, filename: `ticket_${congress.slug}.pdf` };
  }

  /** The people of the selected participations: those who get a badge, and the cancelled who do not. */
  async function selectedPeople(session: SessionSubject, slug: string, selection: TBulkSelection) {
    const congress = await congresses.findBySlug(db, slug);
    if (!congress) throw new AppError('NOT_FOUND', MESSAGES.notFound);
    assertStaffCongress(session, congress.id);
    if (!hasRoleIn(session.roles, 'admin')) throw new AppError('FORBIDDEN', MESSAGES.accessDenied);
    const { targets } = await booking.resolveBulkSelection(db, congress.id, selection);
    const rows = await findPeople(
      db,
      congress.id,
      bySelectedParticipations(targets.map((t) => t.participationId)),
      40_000,
    );
    const isLeftOut = (row: PersonRow) => row.registrationStatus === 'cancelled';
    return { congress, printed: rows.filter((row) => !isLeftOut(row)), leftOut: rows.filter(isLeftOut) };
  }

  return {
    async tickets(session: SessionSubject, participationId: number): Promise<TParticipationTickets> {
      await booking.assertParticipationAccess(session, participationId, 'read');
      const rows = confirmed(await findPeople(db, null, byParticipation(participationId)));
      const items = await Promise.all(
        rows.map(async (row) => {
          const token = await signer.sign(db, row.congressId, row.registrationId);
          return {
            registrationId: row.registrationId,
            firstName: row.firstName,
            lastName: row.lastName,
            token,
            svg: await qrSvg(token),
          };
        }),
      );
      return { items };
    },

    async download(session: SessionSubject, participationId: number) {
      await booking.assertParticipationAccess(session, participationId, 'read');
      const file = await ticketPdf(db, participationId);
      if (!file) throw new AppError('NOT_FOUND', CHECK_IN_MESSAGES.noTicket);
      return file;
    },

    /** The ticket PDF stored for the confirmation e-mail, in its transaction; none before confirmation. */
    async attachment(tx: Executor, participationId: number): Promise<OutboxAttachment[]> {
      const file = await ticketPdf(tx, participationId);
      if (!file) return [];
      const fileId = await files.store(tx, {
        name: file.filename,
        contentType: 'application/pdf',
        data: file.pdf,
      });
      return [{ fileId, filename: file.filename }];
    },

    /** How many badges the selection prints, and who of its people gets none and why. */
    async badgesPreview(
      session: SessionSubject,
      slug: string,
      selection: TBulkSelection,
    ): Promise<TBadgesPreview> {
      const { printed, leftOut } = await selectedPeople(session, slug, selection);
      return {
        badges: printed.length,
        leftOutCount: leftOut.length,
        leftOut: leftOut.slice(0, 100).map((row) => ({
          registrationId: row.registrationId,
          firstName: row.firstName,
          lastName: row.lastName,
          reason: 'cancelled' as const,
        })),
      };
    },

    /** Name badges of the list's selection: every person not cancelled, in the congress's layout. */
    async badges(session: SessionSubject, slug: string, selection: TBulkSelection) {
      const { congress, printed: rows } = await selectedPeople(session, slug, selection);
      const badges = await Promise.all(
        rows.map(async (row) => {
          const token = await signer.sign(db, congress.id, row.registrationId);
          return {
            ...row,
            typeLabel: typeLabelOf(row, congress.defaultLanguage),
            affiliation: affiliationOf(row),
            token,
          };
        }),
      );
      const logo = congress.logoFileId ? await files.getPublic(congress.logoFileId).catch(() => null) : null;
      const pdf = await renderBadges(badges, congress.badgeLayout, {
        congressLabel: congress.label,
        brandColor: congress.brandColor,
        logo: logo && /^image\/(png|jpeg)$/.test(logo.contentType) ? logo.data : null,
        createdAt: clock(),
        language: congress.defaultLanguage,
      });
      return { pdf, filename: `badges_${congress.slug}.pdf`, count: badges.length };
    },
  };
}

export type TicketsService = ReturnType<typeof createTicketsService>;
