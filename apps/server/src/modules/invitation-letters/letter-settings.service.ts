import {
  LETTER_MESSAGES,
  type TLetterSettings,
  type TLetterSettingsUpdate,
} from '@congress/domain/contracts/invitation-letters';
import { hasRoleIn } from '@congress/domain/enums';
import { MESSAGES } from '@congress/domain/messages';
import type { Database, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { looksLikeSvg, sniffFileType } from '../../lib/file-sniff.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { staleVersion } from '../../lib/stale-version.ts';
import { canStaffCongress } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { CongressesService } from '../congresses/congresses.service.ts';
import type { FilesService } from '../files/files.service.ts';
import { findCongressBySlug, type LetterCongressRow } from './invitation-letters.repository.ts';

export async function requireCongress(db: Executor, slug: string): Promise<LetterCongressRow> {
  const congress = await findCongressBySlug(db, slug);
  if (!congress) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  return congress;
}

const toSettings = (row: LetterCongressRow): TLetterSettings => ({
  venue: row.venue,
  lettersNeedApproval: row.lettersNeedApproval,
  signatoryName: row.letterSignatoryName,
  signatoryTitle: row.letterSignatoryTitle,
  hasSignature: row.letterSignatureFileId !== null,
  version: row.version,
});
const auditView = (row: LetterCongressRow) => ({
  venue: row.venue,
  lettersNeedApproval: row.lettersNeedApproval,
  letterSignatoryName: row.letterSignatoryName,
  letterSignatoryTitle: row.letterSignatoryTitle,
  letterSignatureFileId: row.letterSignatureFileId,
});

/**
 * The letters' settings of a congress (venue, approval, signatory and signature): read by its staff,
 * written by its admins, through the letters' own screen (the congress settings form is a super admin's).
 */
export function createLetterSettingsService({
  db,
  files,
  congresses,
}: {
  db: Database;
  files: Pick<FilesService, 'store'>;
  congresses: Pick<CongressesService, 'updateLetterSettings'>;
}) {
  async function adminCongress(session: SessionSubject, executor: Executor, slug: string) {
    const congress = await requireCongress(executor, slug);
    if (!canStaffCongress(session, congress.id) || !hasRoleIn(session.roles, 'admin'))
      throw new AppError('FORBIDDEN', MESSAGES.accessDenied);
    return congress;
  }

  return {
    async get(session: SessionSubject, slug: string): Promise<TLetterSettings> {
      const congress = await requireCongress(db, slug);
      if (!canStaffCongress(session, congress.id)) throw new AppError('FORBIDDEN', MESSAGES.accessDenied);
      return toSettings(congress);
    },

    async update(
      session: SessionSubject,
      slug: string,
      body: TLetterSettingsUpdate,
    ): Promise<TLetterSettings> {
      return db.transaction(async (tx) => {
        const congress = await adminCongress(session, tx, slug);
        const row = await congresses.updateLetterSettings(tx, congress.id, body.version, {
          venue: body.venue ?? null,
          lettersNeedApproval: body.lettersNeedApproval,
          letterSignatoryName: body.signatoryName ?? null,
          letterSignatoryTitle: body.signatoryTitle ?? null,
        });
        if (!row) throw staleVersion();
        await recordAudit(tx, {
          actor: session,
          congressId: congress.id,
          action: 'update-letter-settings',
          entity: 'congress',
          entityId: congress.id,
          before: auditView(congress),
          after: auditView(row),
        });
        return toSettings(row);
      });
    },

    /** Like the congress's logo: a new stored file each time (never overwritten), PNG or JPEG only. */
    async uploadSignature(
      session: SessionSubject,
      slug: string,
      data: Buffer | null,
    ): Promise<TLetterSettings> {
      await adminCongress(session, db, slug);
      const missing = LETTER_MESSAGES.uploadMissing;
      if (!data || data.length === 0)
        throw new AppError('VALIDATION', missing, { fields: { file: missing } });
      const sniffed = sniffFileType(data);
      if (looksLikeSvg(data) || !sniffed || !['image/png', 'image/jpeg'].includes(sniffed.contentType)) {
        throw new AppError('VALIDATION', LETTER_MESSAGES.uploadType, {
          fields: { file: LETTER_MESSAGES.uploadType },
        });
      }
      return db.transaction(async (tx) => {
        const congress = await adminCongress(session, tx, slug);
        const name = `signature-${congress.slug}-${crypto.randomUUID()}.${sniffed.extension}`;
        const fileId = await files.store(tx, { name, contentType: sniffed.contentType, data });
        const row = await congresses.updateLetterSettings(tx, congress.id, null, {
          letterSignatureFileId: fileId,
        });
        if (!row) throw staleVersion();
        await recordAudit(tx, {
          actor: session,
          congressId: congress.id,
          action: 'upload-signature',
          entity: 'congress',
          entityId: congress.id,
          before: { letterSignatureFileId: congress.letterSignatureFileId },
          after: { letterSignatureFileId: fileId, name, size: data.length },
        });
        return toSettings(row);
      });
    },
  };
}

export type LetterSettingsService = ReturnType<typeof createLetterSettingsService>;
