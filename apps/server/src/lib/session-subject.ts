/**
 * Who a request acts for: a user (staff or participant) or a member of the book. The auth plugin
 * resolves it from the access token; every module's services receive it.
 */
export type SessionSubject = {
  kind: 'user' | 'member';
  id: number;
  email: string;
  roles: string[];
  isActivated: boolean;
  sessionVersion: number;
  congressId: number | null;
  congressIds: number[];
  /** Whether the account's address is proven (decisions 50), as the request's session lookup read it. */
  isEmailVerified?: boolean;
};
