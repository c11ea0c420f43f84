import {
  type TEmailRecipientList,
  type TEmailRecipients,
  ZEmailRecipientList,
} from '@congress/domain/contracts/emails';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailKeys } from './keys.ts';

/** The message being written: with it, the server says who would read an empty placeholder. */
export type RecipientMessage = { subject: string; body: string } | null;

/** POST /api/email/recipients: whom a send would reach (the first rows and the total), without sending. */
export function getRecipients(
  congressId: number,
  recipients: TEmailRecipients,
  message: RecipientMessage,
  signal?: AbortSignal,
): Promise<TEmailRecipientList> {
  return api.post('/email/recipients', {
    schema: ZEmailRecipientList,
    body: { congressId, recipients, ...(message ?? {}) },
    signal,
  });
}

export const recipientsQueryOptions = (
  congressId: number,
  recipients: TEmailRecipients,
  message: RecipientMessage = null,
) =>
  queryOptions({
    queryKey: emailKeys.recipients(congressId, recipients, message),
    queryFn: ({ signal }) => getRecipients(congressId, recipients, message, signal),
    staleTime: 0,
    // A new message keeps the list on screen while who lacks what is read again.
    placeholderData: keepPreviousData,
    // The modal shows the failure next to the list.
    meta: { isSilent: true },
  });

export const useRecipients = (
  congressId: number,
  recipients: TEmailRecipients,
  message: RecipientMessage = null,
) => useQuery(recipientsQueryOptions(congressId, recipients, message));
