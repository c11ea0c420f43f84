import type { ParticipantTemplateLabel, PlaceholderValues } from '@congress/domain/contracts/emails';
import type { EmailParticipation } from '@congress/domain/email-values';
import { defaultTemplates, type EmailTemplateText } from '@congress/domain/email-templates';
import { isLanguage, type Language } from '@congress/domain/i18n/languages';
import type { Translator } from '@congress/domain/i18n/translator';
import { mainRegistration } from '@congress/domain/participation-money';
import type { Executor } from '../../db/database.ts';
import type { OutboxAttachment } from '../../db/schema/index.ts';
import { participationLanguage } from '../../i18n/recipient-language.ts';
import { translatorFor } from '../../i18n/translators.ts';
import { renderEmail } from './email-render.ts';
import { enqueueEmails, type OutgoingEmail } from './outbox.ts';
import { withPersonalLink } from './personal-link.ts';
import { congressDefaultLanguage, templateRows } from './template.repository.ts';

export type TemplatedLabel = ParticipantTemplateLabel | 'invoice';

/**
 * The template a recipient reads: the congress's own text in the recipient's language, else
 * its own text in the congress's default language, else the built-in text in the recipient's language
 * (the one it starts with until its organisers save theirs, decisions 36).
 */
export async function templateOf(
  executor: Executor,
  congressId: number,
  label: TemplatedLabel,
  language: Language = 'en',
  /** The congress's default language when the caller has it already (one statement fewer). */
  knownDefault?: string,
): Promise<EmailTemplateText> {
  const known = isLanguage(knownDefault) ? knownDefault : undefined;
  const fallback = known ?? (await congressDefaultLanguage(executor, congressId)) ?? 'en';
  const rows = await templateRows(executor, congressId, label, [language, fallback]);
  const row = rows.find((r) => r.language === language) ?? rows.find((r) => r.language === fallback);
  return row ? { subject: row.subject, body: row.body } : defaultTemplates(translatorFor(language))[label];
}

type ParticipantEmail = {
  label: TemplatedLabel;
  /** The placeholders' values, written for the recipient (dates, amounts, sentences in their language). */
  values: PlaceholderValues | ((t: Translator) => PlaceholderValues);
  /** What caused it, for the e-mail log: registration-received, payment-confirmation, refund ... */
  purpose: string;
  attachments?: OutboxAttachment[];
};

/**
 * One e-mail to the participation's main participant from a template, in their language, ending with
 * the link to their registration page; null when they have no address.
 */
export async function participantEmail(
  executor: Executor,
  agg: EmailParticipation & { congress: { id: number } },
  email: ParticipantEmail,
): Promise<OutgoingEmail | null> {
  const to = mainRegistration(agg)?.participant.email;
  if (!to) return null;
  const language = await participationLanguage(executor, agg);
  const template = await templateOf(
    executor,
    agg.congress.id,
    email.label,
    language,
    agg.congress.defaultLanguage,
  );
  const values = typeof email.values === 'function' ? email.values(translatorFor(language)) : email.values;
  return {
    congressId: agg.congress.id,
    purpose: email.purpose,
    to,
    ...withPersonalLink(renderEmail(template, values), language, agg.congress.slug),
    attachments: email.attachments ?? [],
  };
}

/**
 * Queues it in the outbox with the caller's transaction, so the e-mail exists exactly when the change
 * that causes it does (decisions 36).
 */
export async function queueParticipantEmail(
  executor: Executor,
  agg: EmailParticipation & { congress: { id: number } },
  email: ParticipantEmail,
): Promise<void> {
  const message = await participantEmail(executor, agg, email);
  if (message) await enqueueEmails(executor, [message]);
}
