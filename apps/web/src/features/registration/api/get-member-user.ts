import { type TMemberUser, ZMemberUser } from '@congress/domain/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { registrationKeys } from './keys.ts';

/** The member book entry of the signed-in member, to prefill the form. */
export function getMemberUser(signal?: AbortSignal): Promise<TMemberUser> {
  return api.get('/memberUser', { schema: ZMemberUser, signal });
}

export const memberUserQueryOptions = () =>
  queryOptions({
    queryKey: registrationKeys.memberUser(),
    queryFn: ({ signal }) => getMemberUser(signal),
    staleTime: 5 * 60_000,
    meta: { isSilent: true },
  });

export const useMemberUser = (options: { enabled: boolean }) =>
  useQuery({ ...memberUserQueryOptions(), enabled: options.enabled });
