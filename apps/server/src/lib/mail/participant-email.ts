import type { ParticipantTemplateLabel, PlaceholderValues } from '@congress/domain/contracts/emails';
import type { EmailParticipation } from '@congress/domain/email-values';
import { DEFAULT_TEMPLATES, type EmailTemplateText } from '@congress/domain/email-templates';
import { mainRegistration } from '@congress/domain/participation-money';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { emailTemplates, type OutboxAttachment } from '../../db/schema/index.ts';
import { renderEmail } from './email-render.ts';
import { enqueueEmails, type OutgoingEmail } from './outbox.ts';

export type TemplatedLabel = ParticipantTemplateLabel | 'invoice';

/** The congress's own text of a template, or the one it starts with until its organisers save theirs. */
export async function templateOf(
  executor: Executor,
  congressId: number,
  label: TemplatedLabel,
): Promise<EmailTemplateText> {
  const [row] = await executor
    .select({ subject: emailTemplates.subject, body: emailTemplates.body })
    .from(emailTemplates)
    .where(
      and(
        eq(emailTemplates.congressId, congressId),
        eq(emailTemplates.label, label),
        eq(emailTemplates.language, 'en'),
      ),
    );
  return row ?? DEFAULT_TEMPLATES[label];
}

type ParticipantEmail = {
  label: TemplatedLabel;
  values: PlaceholderValues;
  /** What caused it, for the e-mail log: registration-received, payment-confirmation, refund ... */
  purpose: string;
  attachments?: OutboxAttachment[];
};

/** One e-mail to the participation's main participant from a template; null when they have no address. */
export async function participantEmail(
  executor: Executor,
  agg: EmailParticipation & { congress: { id: number } },
  email: ParticipantEmail,
): Promise<OutgoingEmail | null> {
  const to = mainRegistration(agg)?.participant.email;
  if (!to) return null;
  const template = await templateOf(executor, agg.congress.id, email.label);
  return {
    congressId: agg.congress.id,
    purpose: email.purpose,
    to,
    ...renderEmail(template, email.values),
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
