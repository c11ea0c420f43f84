import type { TMemberUser } from '@congress/domain/contracts/auth';
import { getMemberUser as getMemberUserEndpoint } from '@congress/domain/endpoints/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { registrationKeys } from './keys.ts';

/** The member book entry of the signed-in member, to prefill the form. */
export function getMemberUser(signal?: AbortSignal): Promise<TMemberUser> {
  return call(getMemberUserEndpoint, { signal });
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
