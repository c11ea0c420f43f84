import type { TCurrentUser } from '@congress/domain/contracts/auth';

/** The participant's first name, or the e-mail before they have registered (decisions 5). */
export function displayName(user: Pick<TCurrentUser, 'firstName' | 'email'>): string {
  return user.firstName?.trim() || user.email;
}
