import type {
  BulkTemplateLabel,
  TEmailRecipientList,
  TEmailRecipients,
} from '@congress/domain/contracts/emails';
import { listRecipients } from '@congress/domain/endpoints/emails';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { emailKeys } from './keys.ts';

/**
 * What decides who is skipped: the message being written (with it, the server says who would read
 * an empty placeholder), the template (a reminder skips whoever has nothing to pay), and whether
 * staff include those with an empty placeholder.
 */
export type RecipientOptions = {
  message: { subject: string; body: string } | null;
  template: BulkTemplateLabel | null;
  includeIncomplete: boolean;
};
const NO_OPTIONS: RecipientOptions = { message: null, template: null, includeIncomplete: false };

/** POST /api/email/recipients: whom a send would reach, who it skips and why, without sending. */
export function getRecipients(
  congressId: number,
  recipients: TEmailRecipients,
  { message, template, includeIncomplete }: RecipientOptions,
  signal?: AbortSignal,
): Promise<TEmailRecipientList> {
  return call(listRecipients, {
    body: { congressId, recipients, ...(message ?? {}), template, includeIncomplete },
    signal,
  });
}

export const recipientsQueryOptions = (
  congressId: number,
  recipients: TEmailRecipients,
  options: RecipientOptions = NO_OPTIONS,
) =>
  queryOptions({
    queryKey: emailKeys.recipients(congressId, recipients, options),
    queryFn: ({ signal }) => getRecipients(congressId, recipients, options, signal),
    staleTime: 0,
    // A new message keeps the list on screen while who lacks what is read again.
    placeholderData: keepPreviousData,
    // The modal shows the failure next to the list.
    meta: { isSilent: true },
  });

export const useRecipients = (
  congressId: number,
  recipients: TEmailRecipients,
  options: RecipientOptions = NO_OPTIONS,
) => useQuery(recipientsQueryOptions(congressId, recipients, options));
