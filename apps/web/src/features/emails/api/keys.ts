import type { TEmailLogQuery, TEmailRecipients, TemplateLabel } from '@congress/domain/contracts/emails';

export const emailKeys = {
  all: ['emails'] as const,
  templates: (congressId: number) => [...emailKeys.all, 'templates', congressId] as const,
  template: (congressId: number, label: TemplateLabel) =>
    [...emailKeys.templates(congressId), label] as const,
  recipients: (
    congressId: number,
    recipients: TEmailRecipients,
    message: { subject: string; body: string } | null = null,
  ) => [...emailKeys.all, 'recipients', congressId, recipients, message] as const,
  batch: (congressId: number, batchId: string) => [...emailKeys.all, 'batch', congressId, batchId] as const,
  logs: (congressId: number) => [...emailKeys.all, 'log', congressId] as const,
  log: (congressId: number, query: TEmailLogQuery) => [...emailKeys.logs(congressId), query] as const,
};
