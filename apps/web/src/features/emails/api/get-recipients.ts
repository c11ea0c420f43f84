import {
  type TEmailRecipientList,
  type TEmailRecipients,
  ZEmailRecipientList,
} from '@congress/domain/contracts/emails';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailKeys } from './keys.ts';

/** POST /api/email/recipients: whom a send would reach (the first rows and the total), without sending. */
export function getRecipients(
  congressId: number,
  recipients: TEmailRecipients,
  signal?: AbortSignal,
): Promise<TEmailRecipientList> {
  return api.post('/email/recipients', {
    schema: ZEmailRecipientList,
    body: { congressId, recipients },
    signal,
  });
}

export const recipientsQueryOptions = (congressId: number, recipients: TEmailRecipients) =>
  queryOptions({
    queryKey: emailKeys.recipients(congressId, recipients),
    queryFn: ({ signal }) => getRecipients(congressId, recipients, signal),
    staleTime: 0,
    // The modal shows the failure next to the list.
    meta: { isSilent: true },
  });

export const useRecipients = (congressId: number, recipients: TEmailRecipients) =>
  useQuery(recipientsQueryOptions(congressId, recipients));
