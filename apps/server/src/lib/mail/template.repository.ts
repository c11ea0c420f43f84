import type { Language } from '@congress/domain/i18n/languages';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { congresses, emailTemplates } from '../../db/schema/index.ts';

/**
 * The template lookup of a participant e-mail. It lives in lib/mail, not in the emails module: every
 * module that causes such an e-mail queues it in its own transaction, and emails depends on booking,
 * so booking could not reach it there without a cycle. It reads the emails module's templates (a read
 * model of the architecture test) and the congress's default language.
 */
export async function congressDefaultLanguage(
  executor: Executor,
  congressId: number,
): Promise<Language | null> {
  const [congress] = await executor
    .select({ defaultLanguage: congresses.defaultLanguage })
    .from(congresses)
    .where(eq(congresses.id, congressId));
  return congress?.defaultLanguage ?? null;
}

/** The congress's own texts of one template in the given languages. */
export function templateRows(executor: Executor, congressId: number, label: string, languages: Language[]) {
  return executor
    .select({ subject: emailTemplates.subject, body: emailTemplates.body, language: emailTemplates.language })
    .from(emailTemplates)
    .where(
      and(
        eq(emailTemplates.congressId, congressId),
        eq(emailTemplates.label, label),
        inArray(emailTemplates.language, languages),
      ),
    );
}
