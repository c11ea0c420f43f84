import type { TextValues } from '@congress/domain/i18n/translator';
import {
  EMAIL_MESSAGES,
  TEMPLATE_LABELS,
  type TEmailTemplate,
  type TemplateLabel,
  type TTemplateEditRequest,
  unknownPlaceholders,
  unknownPlaceholderValues,
} from '@congress/domain/contracts/emails';
import { defaultTemplateOf, defaultTemplates } from '@congress/domain/email-templates';
import { isLanguage, type Language } from '@congress/domain/i18n/languages';
import { MESSAGES } from '@congress/domain/messages';
import type { Database } from '../../db/database.ts';
import { translatorFor } from '../../i18n/translators.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertStaffCongress } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { sanitizeEmailHtml } from './email-html.ts';
import { findCongressById } from './email-send.repository.ts';
import {
  type EmailTemplateRow,
  findTemplateByLabel,
  listTemplates,
  upsertTemplate,
} from './email-templates.repository.ts';

/**
 * A template never saved in a language shows the text the congress starts with in that language
 * (decisions 36), or nothing.
 */
const toDto = (
  label: TemplateLabel,
  language: Language,
  row: EmailTemplateRow | null | undefined,
): TEmailTemplate => {
  const fallback = defaultTemplateOf(label, defaultTemplates(translatorFor(language)));
  return {
    label,
    language,
    subject: row?.subject ?? fallback?.subject ?? '',
    body: row?.body ?? fallback?.body ?? '',
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
};

/** A placeholder the template cannot fill would reach a participant as written: refused under its field. */
function assertKnownPlaceholders(label: TemplateLabel, input: { subject: string; body: string }) {
  const fields: Record<string, string> = {};
  const values: Record<string, TextValues> = {};
  for (const field of ['subject', 'body'] as const) {
    const unknown = unknownPlaceholders(label, input[field]);
    if (unknown.length > 0) {
      fields[field] = EMAIL_MESSAGES.unknownPlaceholders;
      values[field] = unknownPlaceholderValues(unknown);
    }
  }
  const [first] = Object.keys(fields);
  if (first)
    throw new AppError('VALIDATION', EMAIL_MESSAGES.unknownPlaceholders, {
      fields,
      values: values[first],
      fieldValues: values,
    });
}

/** Templates looked up by label (spec 3); the participant e-mails (decisions 36) render them through lib/mail. */
export function createEmailTemplatesService({ db, clock }: { db: Database; clock: () => Date }) {
  /** The congress, and the language asked for: the congress's default language when none is. */
  async function requireCongress(
    session: SessionSubject,
    congressId: number,
    language?: Language,
  ): Promise<Language> {
    assertStaffCongress(session, congressId);
    const congress = await findCongressById(db, congressId);
    if (!congress) throw new AppError('NOT_FOUND', MESSAGES.congressNotFound);
    return language ?? (isLanguage(congress.defaultLanguage) ? congress.defaultLanguage : 'en');
  }

  return {
    /** GET /api/template/label/:label (spec 7): the subject and body the Send Emails modal loads. */
    async byLabel(
      session: SessionSubject,
      congressId: number,
      label: TemplateLabel,
      asked?: Language,
    ): Promise<TEmailTemplate> {
      const language = await requireCongress(session, congressId, asked);
      const row = await findTemplateByLabel(db, congressId, label, language);
      if (!row && !defaultTemplateOf(label)) throw new AppError('NOT_FOUND', EMAIL_MESSAGES.templateNotFound);
      return toDto(label, language, row);
    },

    /** Every template label: spec 9's, "invoice" and the participant's (decisions 36). */
    async list(session: SessionSubject, congressId: number, asked?: Language): Promise<TEmailTemplate[]> {
      const language = await requireCongress(session, congressId, asked);
      const rows = await listTemplates(db, congressId, language);
      return TEMPLATE_LABELS.map((label) =>
        toDto(
          label,
          language,
          rows.find((row) => row.label === label),
        ),
      );
    },

    /** The body is stored sanitised, so what an admin previews is what recipients get. */
    async edit(
      session: SessionSubject,
      label: TemplateLabel,
      input: TTemplateEditRequest,
    ): Promise<TEmailTemplate> {
      const language = await requireCongress(session, input.congressId, input.language);
      assertKnownPlaceholders(label, input);
      const body = sanitizeEmailHtml(input.body);
      return db.transaction(async (tx) => {
        const before = await findTemplateByLabel(tx, input.congressId, label, language);
        const row = await upsertTemplate(tx, {
          congressId: input.congressId,
          label,
          language,
          subject: input.subject,
          body,
          updatedAt: clock(),
        });
        await recordAudit(tx, {
          actor: session,
          congressId: input.congressId,
          action: before ? 'update' : 'create',
          entity: 'email-template',
          entityId: row.id,
          before: before ? { label, language, subject: before.subject, body: before.body } : undefined,
          after: { label, language, subject: row.subject, body: row.body },
        });
        return toDto(label, language, row);
      });
    },
  };
}
export type EmailTemplatesService = ReturnType<typeof createEmailTemplatesService>;
