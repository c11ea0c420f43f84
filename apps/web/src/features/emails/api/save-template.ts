import {
  INVOICE_TEMPLATE_LABEL,
  type TemplateLabel,
  type TTemplateEditRequest,
} from '@congress/domain/contracts/emails';
import { saveInvoiceTemplate, saveTemplate as saveTemplateEndpoint } from '@congress/domain/endpoints/emails';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { emailKeys } from './keys.ts';

export type SaveTemplateInput = { label: TemplateLabel } & TTemplateEditRequest;

/** The invoice template has its own call in spec 7; the others are saved by label. */
export function saveTemplate({ label, ...body }: SaveTemplateInput) {
  if (label === INVOICE_TEMPLATE_LABEL) return call(saveInvoiceTemplate, { body });
  return call(saveTemplateEndpoint, { params: { label }, body });
}

export function useSaveTemplate(congressId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailKeys.templates(congressId) }),
  });
}
