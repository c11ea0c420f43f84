import {
  INVOICE_TEMPLATE_LABEL,
  type TemplateLabel,
  type TTemplateEditRequest,
  ZEmailTemplate,
} from '@congress/domain/contracts/emails';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailKeys } from './keys.ts';

export type SaveTemplateInput = { label: TemplateLabel } & TTemplateEditRequest;

/** The invoice template has its own call in spec 7; the others are saved by label. */
export function saveTemplate({ label, ...body }: SaveTemplateInput) {
  if (label === INVOICE_TEMPLATE_LABEL)
    return api.post('/email/template/edit/invoice', { schema: ZEmailTemplate, body });
  return api.put(`/email/template/${encodeURIComponent(label)}`, { schema: ZEmailTemplate, body });
}

export function useSaveTemplate(congressId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailKeys.templates(congressId) }),
  });
}
