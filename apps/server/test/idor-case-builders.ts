// The IDOR suite's building blocks: a case, who may not reach a record, and the two ways of asking.
import type { Role } from './authorisation-matrix.ts';

/** A well-formed request on a record of the demo congress, and who must not reach that record. */
export type IdorCase = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  outsiders: readonly Role[];
  /** For reads: who does reach it (proves the url names a real record). */
  rightful?: Role;
};

/** People who are not Claire Martin and not staff of the demo congress (decisions 40: nor visualisation). */
export const NOT_HERS: readonly Role[] = ['user', 'member', 'viewer', 'adminElsewhere'];
export const ELSEWHERE: readonly Role[] = ['adminElsewhere'];

export type DeskIds = {
  transferId: number;
  refundId: number;
  closedCongressId: number;
  memberTypeId: number;
  campaignId: number;
  waitingEntryId: number;
  statementId: number;
  statementLineId: number;
  /** A refused invitation letter of Claire Martin's. */
  letterId: number;
  /** A group Claire Martin pays for, and one of its places (decisions 49). */
  groupId: number;
  groupPlaceId: number;
};

/** A read, and the role that does reach it (proves the url names a real record). */
export const get = (name: string, url: string, outsiders: readonly Role[], rightful: Role): IdorCase => ({
  name,
  method: 'GET',
  url,
  outsiders,
  rightful,
});
export const ask = (
  name: string,
  method: IdorCase['method'],
  url: string,
  outsiders: readonly Role[],
  body?: unknown,
): IdorCase => ({ name, method, url, outsiders, ...(body === undefined ? {} : { body }) });
