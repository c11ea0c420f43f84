import type { Language } from '@congress/domain/i18n/languages';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { emailTemplates } from '../../db/schema/index.ts';

export type EmailTemplateRow = typeof emailTemplates.$inferSelect;

export async function listTemplates(
  executor: Executor,
  congressId: number,
  language: Language,
): Promise<EmailTemplateRow[]> {
  return executor
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.congressId, congressId), eq(emailTemplates.language, language)))
    .orderBy(asc(emailTemplates.id));
}

export async function findTemplateByLabel(
  executor: Executor,
  congressId: number,
  label: string,
  language: Language,
): Promise<EmailTemplateRow | null> {
  const [row] = await executor
    .select()
    .from(emailTemplates)
    .where(
      and(
        eq(emailTemplates.congressId, congressId),
        eq(emailTemplates.label, label),
        eq(emailTemplates.language, language),
      ),
    );
  return row ?? null;
}

export async function upsertTemplate(
  executor: Executor,
  values: {
    congressId: number;
    label: string;
    language: Language;
    subject: string;
    body: string;
    updatedAt: Date;
  },
): Promise<EmailTemplateRow> {
  const [row] = await executor
    .insert(emailTemplates)
    .values(values)
    .onConflictDoUpdate({
      target: [emailTemplates.congressId, emailTemplates.label, emailTemplates.language],
      set: { subject: values.subject, body: values.body, updatedAt: values.updatedAt },
    })
    .returning();
  if (!row) throw new Error('template was not saved');
  return row;
}
